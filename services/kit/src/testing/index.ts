export { storeTargets, ferretDbTarget } from './store-targets';
export { startFerretDb, spawnFerretDb, freePort, type RunningFerretDb } from './ferretdb';
export { ferretDbForSuite } from './ferretdb-suite';
export { testConfig } from './test-config';
export { documentsFromJson } from './documents-from-json';
export { buildPlatformTestApp } from './build-test-app';
export { startRedis, type RunningRedis } from './redis';
export { startPrometheus, type RunningPrometheus } from './prometheus';
