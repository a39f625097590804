import { loadPlatformConfig, type PlatformConfig } from '@criadero/service-platform';
import { readInt, readString, type Env } from '@criadero/service-platform/config';

export interface AxieConfig {
  platform: PlatformConfig;
  port: number;
  host: string;
}

/** Axie service settings. Variables (defaults): the platform's, PORT (3203), HOST (127.0.0.1). */
export function loadAxieConfig(env: Env = process.env): AxieConfig {
  return {
    platform: loadPlatformConfig(env),
    port: readInt(env, 'PORT', 3203, { min: 0, max: 65535 }),
    host: readString(env, 'HOST', '127.0.0.1'),
  };
}
