import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configIssues, DEFAULT_BREEDING_CONFIG, type BreedingConfig } from '@criadero/apeiron-breeding';
import { loadPlatformConfig, type PlatformConfig } from '@criadero/service-platform';
import { readBool, readInt, readOptional, readString, type Env } from '@criadero/service-platform/config';

export interface ApeironConfig {
  platform: PlatformConfig;
  port: number;
  host: string;
  /** imported at start-up when the store holds no planets (labelled sample data by default) */
  seedFile: string;
  seedWhenEmpty: boolean;
  breeding: BreedingConfig;
}

export const SAMPLE_DATASET_FILE = fileURLToPath(new URL('../data/sample-dataset.json', import.meta.url));

/** The defaults of @criadero/apeiron-breeding with the fields of a JSON file laid over them. */
export function readBreedingConfig(file: string | undefined): BreedingConfig {
  if (!file) return DEFAULT_BREEDING_CONFIG;
  const override = JSON.parse(readFileSync(file, 'utf8')) as Partial<BreedingConfig>;
  const config: BreedingConfig = {
    ...DEFAULT_BREEDING_CONFIG,
    ...override,
    cost: { ...DEFAULT_BREEDING_CONFIG.cost, ...override.cost },
    provenance: { ...DEFAULT_BREEDING_CONFIG.provenance, ...override.provenance },
  };
  const issues = configIssues(config);
  if (issues.length > 0) throw new Error(`APEIRON_BREEDING_CONFIG_FILE ${file}: ${issues.join('; ')}`);
  return config;
}

/**
 * Apeiron service settings. Variables (defaults): the platform's, PORT (3208), HOST (127.0.0.1),
 * APEIRON_SEED_FILE (data/sample-dataset.json, labelled sample data), APEIRON_SEED_WHEN_EMPTY (true),
 * APEIRON_BREEDING_CONFIG_FILE (unset: the documented defaults of @criadero/apeiron-breeding).
 */
export function loadApeironConfig(env: Env = process.env): ApeironConfig {
  return {
    platform: loadPlatformConfig(env),
    port: readInt(env, 'PORT', 3208, { min: 0, max: 65535 }),
    host: readString(env, 'HOST', '127.0.0.1'),
    seedFile: readOptional(env, 'APEIRON_SEED_FILE') ?? SAMPLE_DATASET_FILE,
    seedWhenEmpty: readBool(env, 'APEIRON_SEED_WHEN_EMPTY', true),
    breeding: readBreedingConfig(readOptional(env, 'APEIRON_BREEDING_CONFIG_FILE')),
  };
}
