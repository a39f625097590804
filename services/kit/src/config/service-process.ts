import { HOST_NAME, readInt, readMatching, type Env } from './env';
import { loadPlatformConfig, type PlatformConfig } from './platform-config';

/** What every service process starts with: the platform settings and where it listens. */
export interface ServiceProcessConfig {
  platform: PlatformConfig;
  port: number;
  host: string;
}

/** The platform's variables, PORT (the service's own default) and HOST (127.0.0.1). */
export function loadServiceProcessConfig(env: Env, defaultPort: number): ServiceProcessConfig {
  return {
    platform: loadPlatformConfig(env),
    port: readInt(env, 'PORT', defaultPort, { min: 0, max: 65535 }),
    host: readMatching(env, 'HOST', '127.0.0.1', HOST_NAME, 'a host name or IP address to listen on (127.0.0.1, 0.0.0.0, ::)'),
  };
}
