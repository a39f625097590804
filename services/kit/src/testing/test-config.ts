import { loadPlatformConfig, type PlatformConfig } from '../config';

/** Platform config for tests: quiet, fixed secret, generous limits unless overridden. */
export function testConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return {
    ...loadPlatformConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-0000', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}
