export * from './tokens';
export * from './sessions-repository';
export * from './wallets-repository';
