// Shared vitest settings for React packages (jsdom, globals). Every test file runs with the
// component tests' fake API (MSW, from @criadero/ui/testing, which each of these packages depends
// on): a request no handler answers fails the test. And with jest-dom's matchers on `expect`
// (toBeInTheDocument, toHaveTextContent, toBeDisabled…; each package lists
// `@testing-library/jest-dom/vitest` in its tsconfig `types` for their types).
export const reactTestConfig = {
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@criadero/ui/testing/api-server-setup', '@testing-library/jest-dom/vitest'],
    // room above the 4 s a findBy may wait (api-server-setup), on a loaded machine
    testTimeout: 15_000,
  },
};
