import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { environment: 'jsdom', globals: true, include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/test-api-server-setup.ts', '@testing-library/jest-dom/vitest'] } });
