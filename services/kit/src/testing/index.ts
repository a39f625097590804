export { storeTargets, ferretDbTarget, type StoreTarget } from './store-targets';
export { startFerretDb, spawnFerretDb, ensureFerretDbBinary, freePort, FERRETDB_BINARY, type RunningFerretDb } from './ferretdb';
export { testConfig } from './test-config';
export { buildPlatformTestApp, type TestAppOptions } from './build-test-app';
export { startRedis, REDIS_SERVER_BINARY, type RunningRedis } from './redis';
export { startPrometheus, PROMETHEUS_BINARY, type RunningPrometheus } from './prometheus';
