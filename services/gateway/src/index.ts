export { buildGateway, type BuildGatewayOptions } from './gateway';
export { loadGatewayConfig, type GatewayConfig } from './config';
export { readRemoteRegistry, remoteOrigins, RegistryError, type RemoteEntry, type RemoteRegistry } from './site/remote-registry';
export { pageCsp } from './site/content-security-policy';
