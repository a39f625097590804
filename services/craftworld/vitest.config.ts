import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: [fileURLToPath(import.meta.resolve('@criadero/service-platform/testing/ferretdb-global-setup'))],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
