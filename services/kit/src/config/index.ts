export * from './env';
export * from './platform-config';
export * from './exit-on-config-error';
export * from './service-process';
export * from './reachability';
