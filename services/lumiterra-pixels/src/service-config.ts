import { loadPlatformConfig, type PlatformConfig } from '@criadero/service-kit';
import { readInt, readString, type Env } from '@criadero/service-kit/config';

export interface LumiterraPixelsConfig {
  platform: PlatformConfig;
  port: number;
  host: string;
}

/** Variables (defaults): the platform's, PORT (3206), HOST (127.0.0.1). */
export function loadLumiterraPixelsConfig(env: Env = process.env): LumiterraPixelsConfig {
  return {
    platform: loadPlatformConfig(env),
    port: readInt(env, 'PORT', 3206, { min: 0, max: 65535 }),
    host: readString(env, 'HOST', '127.0.0.1'),
  };
}
