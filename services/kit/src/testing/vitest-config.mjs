// Plain JS on purpose: vitest loads a package's config with Node's own loader, which cannot import
// a workspace package's TypeScript (ERR_UNKNOWN_FILE_EXTENSION). Types: vitest-config.d.mts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vitest config of a service's own tests (`test/**`). `ferretdb`: the suite also runs its
 * store tests on FerretDB, started once for the run (the global setup), with the longer
 * timeouts of a real database on a busy 2-core machine.
 */
export function serviceTestConfig({ ferretdb }) {
  return defineConfig({
    test: {
      include: ['test/**/*.test.ts'],
      ...(ferretdb
        ? {
            globalSetup: [fileURLToPath(new URL('./ferretdb-global-setup.ts', import.meta.url))],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          }
        : { testTimeout: 30_000 }),
    },
  });
}
