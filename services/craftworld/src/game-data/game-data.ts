import { readFileSync } from 'node:fs';

interface Amount {
  token: string;
  amount: number;
}

/** One level of one factory chain: a batch takes `durationMin`, eats `inputs`, makes `output`. */
export interface FactoryLevel {
  level: number;
  durationMin: number;
  output: Amount;
  inputs: Amount[];
  /** what building (level 1) or upgrading to this level costs; null where the table has none */
  upgradeCost: Amount | null;
}

export interface GameData {
  /** factory levels by the token the factory makes, levels ascending from 1 */
  factories: Record<string, FactoryLevel[]>;
  /** workshop speed bonus in percent, by resource, index = workshop level 0..10 */
  workshopPercent: Record<string, number[]>;
  /** mastery efficiency multiplier by mastery level 0..10 (inputs are divided by it) */
  mastery: number[];
  /** Ronin ERC-20 contracts by token (empty where unknown) */
  tokenAddresses: Record<string, string>;
  /** where the tables come from (commit and date of the community source) */
  source: string;
  /** date of the community source, shown as the tables' as-of date */
  asOf: string;
}

import { MAX_MASTERY_LEVEL, MAX_WORKSHOP_LEVEL } from '@criadero/craftworld-rules';

/** the community source's commit date (SOURCES.md) */
const GAME_DATA_AS_OF = '2025-12-25';

const TOKEN = /^[A-Z][A-Z0-9]{1,19}$/;

const fail = (where: string, what: string): never => {
  throw new Error(`Craft World data ${where}: ${what}`);
};
const positive = (value: unknown, where: string): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fail(where, `expected a positive number, got ${JSON.stringify(value)}`);
const token = (value: unknown, where: string): string => (typeof value === 'string' && TOKEN.test(value) ? value : fail(where, `bad token ${JSON.stringify(value)}`));
const amount = (value: unknown, where: string): Amount => {
  const raw = value as Partial<Amount> | null;
  if (!raw || typeof raw !== 'object') return fail(where, 'expected {token, amount}');
  return { token: token(raw.token, `${where}.token`), amount: positive(raw.amount, `${where}.amount`) };
};

/** Checks the editable tables (data/*.json) so a bad edit fails at start, not in a player's result. */
export function parseGameData(files: { factories: unknown; modifiers: unknown; tokens: unknown }): GameData {
  const f = files.factories as { _source?: string; factories?: Record<string, unknown[]> };
  const factories: Record<string, FactoryLevel[]> = {};
  for (const [output, rows] of Object.entries(f.factories ?? {})) {
    token(output, `factories key ${output}`);
    if (!Array.isArray(rows) || rows.length === 0) fail(output, 'no levels');
    factories[output] = rows.map((row, index) => {
      const where = `${output}[${index}]`;
      const r = row as Record<string, unknown>;
      if (r.level !== index + 1) fail(where, `levels must run 1,2,3… (found ${String(r.level)})`);
      const out = amount(r.output, `${where}.output`);
      if (out.token !== output) fail(where, `output ${out.token} is not the factory's token`);
      if (!Array.isArray(r.inputs)) fail(where, 'inputs must be a list');
      return {
        level: index + 1,
        durationMin: positive(r.durationMin, `${where}.durationMin`),
        output: out,
        inputs: (r.inputs as unknown[]).map((input, i) => amount(input, `${where}.inputs[${i}]`)),
        upgradeCost: r.upgradeCost === null ? null : amount(r.upgradeCost, `${where}.upgradeCost`),
      };
    });
  }
  const m = files.modifiers as { workshop?: { byToken?: Record<string, unknown[]> }; mastery?: { byLevel?: Record<string, unknown> } };
  const workshopPercent: Record<string, number[]> = {};
  for (const [key, levels] of Object.entries(m.workshop?.byToken ?? {})) {
    if (!Array.isArray(levels) || levels.length !== MAX_WORKSHOP_LEVEL + 1) fail(`workshop.${key}`, 'needs 11 levels (0..10)');
    workshopPercent[token(key, `workshop.${key}`)] = levels.map((v, i) => (v === 0 ? 0 : positive(v, `workshop.${key}[${i}]`)));
  }
  const mastery = Array.from({ length: MAX_MASTERY_LEVEL + 1 }, (_, level) => positive(m.mastery?.byLevel?.[String(level)], `mastery.${level}`));
  const t = files.tokens as { tokens?: Record<string, unknown> };
  const tokenAddresses = Object.fromEntries(Object.entries(t.tokens ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  return { factories, workshopPercent, mastery, tokenAddresses, source: f._source ?? '', asOf: GAME_DATA_AS_OF };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Reads factories.json, modifiers.json and tokens.json from `dir`. */
export function loadGameData(dir: string): GameData {
  const at = (name: string) => `${dir.endsWith('/') ? dir : `${dir}/`}${name}`;
  return parseGameData({ factories: readJson(at('factories.json')), modifiers: readJson(at('modifiers.json')), tokens: readJson(at('tokens.json')) });
}
