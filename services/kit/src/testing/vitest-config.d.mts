import type { UserConfig } from 'vitest/config';

export declare function serviceTestConfig(options: { ferretdb: boolean }): UserConfig;
