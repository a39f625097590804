import { defineConfig } from 'vitest/config';
import { reactTestConfig } from '@criadero/build-config/vitest';

// the marketplace tests drive the real horse service in-process: allow for a busy CI machine
export default defineConfig({ ...reactTestConfig, test: { ...reactTestConfig.test, testTimeout: 20_000 } });
