import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // the repository contract suite also runs on FerretDB (started once for the run)
    globalSetup: [fileURLToPath(import.meta.resolve('@criadero/service-platform/testing/ferretdb-global-setup'))],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
