const { createRemoteConfig } = require('@criadero/build-config/webpack');

module.exports = (_env, argv) => {
  const config = createRemoteConfig({ dir: __dirname, name: 'mfe_axie' }, argv);
  // `new CrossOriginWorker(new URL(...))` is bundled like `new Worker(new URL(...))`: the
  // breeding calculator's pairs worker must start from the remote's own origin (see
  // src/features/breeding/worker/cross-origin-worker.ts).
  config.module.parser = {
    ...config.module.parser,
    javascript: { worker: ['CrossOriginWorker from ./cross-origin-worker', '...'] },
  };
  // @criadero/genetics is TypeScript with NodeNext-style `./x.js` imports of `./x.ts` files.
  config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] };
  // The worker chunk is an entry of its own, and the federation runtime that webpack adds to it
  // cannot resolve [contenthash]/[chunkhash] in its own filename ("Path variable not implemented
  // in this context"). The worker is named by a webpackChunkName comment (worker/spawn.ts) and
  // gets a plain name; every other chunk keeps its content hash.
  const chunkFilename = config.output.chunkFilename;
  config.output.chunkFilename = (pathData) => (pathData.chunk && pathData.chunk.name === 'breeding-pairs-worker' ? '[name].js' : chunkFilename);
  // Keep the worker in one file: a split chunk would be fetched with importScripts at the
  // worker's start-up, against the automatic publicPath, which in a blob: worker is the page's
  // origin (see cross-origin-worker.ts).
  config.optimization = {
    ...config.optimization,
    splitChunks: { chunks: (chunk) => chunk.name !== 'breeding-pairs-worker' && !chunk.canBeInitial() },
  };
  return config;
};
