import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configIssues, DEFAULT_BREEDING_CONFIG, type BreedingConfig, type Provenance } from '@criadero/apeiron-breeding';
import { ConfigError, loadServiceProcessConfig, readBool, readOptional, type Env, type ServiceProcessConfig } from '@criadero/service-kit/config';

export interface ApeironConfig extends ServiceProcessConfig {
  /** imported at start-up when the store holds no planets (labelled sample data by default) */
  seedFile: string;
  seedWhenEmpty: boolean;
  breeding: BreedingConfig;
}

export const SAMPLE_DATASET_FILE = fileURLToPath(new URL('../data/sample-dataset.json', import.meta.url));

const PROVENANCE_KINDS: readonly Provenance[] = ['official', 'community', 'placeholder'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys of `value` that `known` lacks (a misspelt setting would otherwise be ignored silently). */
const unknownKeys = (value: Record<string, unknown>, known: object, prefix = '') => Object.keys(value).filter((k) => !(k in known)).map((k) => `${prefix}${k}`);

/**
 * The defaults of @criadero/apeiron-breeding with the fields of a JSON file laid over them.
 * An unreadable file, bad JSON, an unknown key or an unusable value throws an error naming the
 * variable and the file (the service then refuses to start).
 */
function readBreedingConfig(file: string | undefined): BreedingConfig {
  if (!file) return DEFAULT_BREEDING_CONFIG;
  const fail = (why: string): never => {
    throw new ConfigError(`APEIRON_BREEDING_CONFIG_FILE ${file}: ${why}`);
  };
  let override: unknown;
  try {
    override = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (!isObject(override)) return fail('must hold a JSON object');
  const problems = unknownKeys(override, DEFAULT_BREEDING_CONFIG).map((k) => `unknown setting ${k}`);
  for (const section of ['cost', 'provenance'] as const) {
    const value = override[section];
    if (value === undefined) continue;
    if (!isObject(value)) problems.push(`${section} must be an object`);
    else problems.push(...unknownKeys(value, DEFAULT_BREEDING_CONFIG[section], `${section}.`).map((k) => `unknown setting ${k}`));
  }
  if (problems.length > 0) fail(problems.join('; '));
  const partial = override as Partial<BreedingConfig>;
  const config: BreedingConfig = {
    ...DEFAULT_BREEDING_CONFIG,
    ...partial,
    cost: { ...DEFAULT_BREEDING_CONFIG.cost, ...partial.cost },
    provenance: { ...DEFAULT_BREEDING_CONFIG.provenance, ...partial.provenance },
  };
  if (typeof config.asOf !== 'string') fail('asOf must be a date string');
  if (!Array.isArray(config.cost.aprsByConjunction)) fail('cost.aprsByConjunction must be an array');
  if (!isObject(config.cost.animaByBloodline)) fail('cost.animaByBloodline must be an object');
  const issues = configIssues(config);
  for (const [name, entry] of Object.entries(config.provenance) as [string, unknown][]) {
    if (!isObject(entry) || !PROVENANCE_KINDS.includes(entry.kind as Provenance) || typeof entry.url !== 'string') {
      issues.push(`provenance.${name} must be {kind: ${PROVENANCE_KINDS.join('|')}, url}`);
    }
  }
  if (issues.length > 0) fail(issues.join('; '));
  return config;
}

/**
 * Apeiron service settings. Variables (defaults): the platform's, PORT (3208), HOST (127.0.0.1),
 * APEIRON_SEED_FILE (data/sample-dataset.json, labelled sample data), APEIRON_SEED_WHEN_EMPTY (true),
 * APEIRON_BREEDING_CONFIG_FILE (unset: the documented defaults of @criadero/apeiron-breeding).
 */
export function loadApeironConfig(env: Env = process.env): ApeironConfig {
  return {
    ...loadServiceProcessConfig(env, 3208),
    seedFile: readOptional(env, 'APEIRON_SEED_FILE') ?? SAMPLE_DATASET_FILE,
    seedWhenEmpty: readBool(env, 'APEIRON_SEED_WHEN_EMPTY', true),
    breeding: readBreedingConfig(readOptional(env, 'APEIRON_BREEDING_CONFIG_FILE')),
  };
}
