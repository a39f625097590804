import fp from 'fastify-plugin';
import { openStore, type Store } from '../store';

export interface StorePluginOptions {
  mongodbUri: string | undefined;
  mongodbDb: string;
  embeddedDataDir?: string;
  /** a store opened by the caller (tests); it is not closed with the app */
  store?: Store;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
  }
}

/** Opens the store chosen by MONGODB_URI (embedded otherwise) and closes it with the app. */
export const storePlugin = fp<StorePluginOptions>(
  async (app, options) => {
    const owned = !options.store;
    const store =
      options.store ??
      (await openStore({
        mongodbUri: options.mongodbUri,
        mongodbDb: options.mongodbDb,
        embeddedDataDir: options.embeddedDataDir,
        log: { info: (msg) => app.log.info(msg), warn: (msg) => app.log.warn(msg) },
      }));
    app.decorate('store', store);
    if (owned) app.addHook('onClose', async () => store.close());
  },
  { name: 'criadero-store', fastify: '5.x' },
);
