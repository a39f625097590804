// The gateway's command-line tools as an operator runs them: the built JavaScript under plain
// `node` (scripts/build-server.mjs builds them into dist/; turbo builds the gateway before its
// tests). NODE_OPTIONS is replaced, not inherited, and turns off Node's own TypeScript stripping:
// a TypeScript module reached at run time (a workspace package left unbundled, a loader) fails
// to load instead of running.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Node with no TypeScript of any kind: no tsx, no type stripping. */
export const PLAIN_NODE_OPTIONS = '--no-experimental-strip-types';

/** The built tool `name` (dist/<name>.js), failing clearly when the gateway is not built. */
export function builtCli(name: 'check-config' | 'store-backup'): string {
  const file = fileURLToPath(new URL(`../../dist/${name}.js`, import.meta.url));
  if (!existsSync(file)) throw new Error(`${file} is missing: build the gateway first (npx turbo run build --filter=@criadero/gateway)`);
  return file;
}

/** `env` for a built tool's process: no test runner's variables, and plain node (see above). */
export function plainNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const own: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) if (!/^VITEST/.test(name) && name !== 'NODE_OPTIONS') own[name] = value;
  return { ...own, NODE_OPTIONS: PLAIN_NODE_OPTIONS };
}
