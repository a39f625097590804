import { defineConfig } from 'vitest/config';

// Browser tests share two cores with the servers they start: run files one at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
