// Shared vitest settings for React packages (jsdom, globals). Every test file runs with the
// component tests' fake API (MSW, from @criadero/ui/testing, which each of these packages depends
// on): a request no handler answers fails the test.
export const reactTestConfig = {
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@criadero/ui/testing/api-server-setup'],
  },
};
