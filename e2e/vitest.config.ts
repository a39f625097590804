import { defineConfig } from 'vitest/config';

// Two suites. `browser`: the built site in Chromium; those tests share two cores with the servers
// they start, so files run one at a time. `integration`: a remote's page (jsdom) against its real
// service in process, behind the component tests' fake API (MSW): never around the browser
// tests, which call the real site with fetch.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'browser',
          include: ['tests/**/*.e2e.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits up to 1 s by default: a page sharing two cores with its servers and
          // the other packages' tests may take seconds to show a value; a value that never comes
          // still fails
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['integration/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['@criadero/ui/testing/api-server-setup', '@testing-library/jest-dom/vitest'],
          // the real service in process: allow for a busy CI machine
          testTimeout: 20_000,
        },
      },
    ],
  },
});
