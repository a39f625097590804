export * from './env';
export * from './platform-config';
