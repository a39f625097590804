import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./src/testing/ferretdb-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
