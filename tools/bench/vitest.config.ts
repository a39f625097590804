import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the smoke test runs every measure at small sizes (Lighthouse on two pages in both profiles, the
  // marketplace runs, the worker pages) while npm test's browser suite shares the two cores
  test: { include: ['test/**/*.test.ts'], testTimeout: 900_000, hookTimeout: 120_000 },
});
