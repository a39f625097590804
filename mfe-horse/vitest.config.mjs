import { defineConfig } from 'vitest/config';
import { reactTestConfig } from '@criadero/build-config/vitest';
export default defineConfig(reactTestConfig);
