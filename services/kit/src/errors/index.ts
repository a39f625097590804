export * from './app-error';
export * from './service-error';
