#!/usr/bin/env node
// criadero-deploy publish  --remote mfe_horse --dist mfe-horse/dist --cdn cdn/mfe_horse --cdn-url http://127.0.0.1:3104 --registry services/gateway/config/remotes.json --shell-manifest shell/dist/mf-manifest.json --version 0.2.0
// criadero-deploy rollback --remote mfe_horse --cdn cdn/mfe_horse --cdn-url http://127.0.0.1:3104 --registry services/gateway/config/remotes.json [--to 0.1.0]
import { parseArgs } from 'node:util';
import { DeployError, publish, rollback } from '../src/deploy.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'string' }, dist: { type: 'string' }, cdn: { type: 'string' }, 'cdn-url': { type: 'string' },
    registry: { type: 'string' }, version: { type: 'string' }, to: { type: 'string' }, 'shell-manifest': { type: 'string' },
  },
});
const common = { remote: values.remote, cdnDir: values.cdn, cdnUrl: values['cdn-url'], registryFile: values.registry };
try {
  if (Object.values(common).some((v) => !v)) throw new DeployError('--remote, --cdn, --cdn-url and --registry are required');
  const entry =
    positionals[0] === 'publish' ? publish({ ...common, distDir: values.dist, version: values.version, shellManifest: values['shell-manifest'] })
    : positionals[0] === 'rollback' ? rollback({ ...common, to: values.to })
    : (() => { throw new DeployError('usage: criadero-deploy publish|rollback ...'); })();
  console.log(`${entry.name} now serves ${entry.version} from ${entry.entry}`);
} catch (error) {
  console.error(error instanceof DeployError ? `criadero-deploy: ${error.message}` : error);
  process.exit(1);
}
