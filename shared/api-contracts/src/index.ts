export * from './paths';
export * from './errors';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/users';
export * from './schemas/tokens';
