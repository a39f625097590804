import { loadServiceProcessConfig, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';

export type LumiterraPixelsConfig = ServiceProcessConfig;

/** Variables (defaults): the platform's, PORT (3205), HOST (127.0.0.1). */
export function loadLumiterraPixelsConfig(env: Env = process.env): LumiterraPixelsConfig {
  return loadServiceProcessConfig(env, 3205);
}
