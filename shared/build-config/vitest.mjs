// Shared vitest settings for React packages (jsdom, globals).
export const reactTestConfig = {
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
  },
};
