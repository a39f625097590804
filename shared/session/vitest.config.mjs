import { defineConfig } from 'vitest/config';
// jsdom: the client runs in browsers (localStorage behind localeAtom, fetch, AbortController)
export default defineConfig({ test: { environment: 'jsdom', include: ['src/**/*.test.ts'], setupFiles: ['./src/test-network.ts'] } });
