import type { FactoryLevel, GameDataResponse } from '../api/craftworld-api';

export interface GuideRow extends FactoryLevel {
  factory: string;
}

/** Every level of every chain, chain by chain in table order. */
export const allRows = (data: GameDataResponse): GuideRow[] =>
  Object.entries(data.factories).flatMap(([factory, levels]) => levels.map((level) => ({ ...level, factory })));

/** Case-insensitive: the query's words must each name the factory or a token of the row (input, output, upgrade). */
export function matchesSearch(row: GuideRow, query: string): boolean {
  const words = query.trim().toUpperCase().split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.factory, row.output.token, ...row.inputs.map((i) => i.token), row.upgradeCost?.token ?? ''].join(' ');
  return words.every((word) => (/^\d+$/.test(word) ? row.level === Number(word) : haystack.includes(word)));
}

export interface UpgradeTotals {
  /** summed upgrade costs by token, in the order they first appear */
  costs: Array<{ token: string; amount: number }>;
  /** levels in the range whose upgrade cost the table does not give */
  unknownLevels: number[];
}

/**
 * What it costs to go from `fromLevel` (0 = not built yet) to `toLevel`: the upgrade costs of
 * levels fromLevel+1 … toLevel (level 1's cost is building the factory).
 */
export function upgradeTotals(levels: FactoryLevel[], fromLevel: number, toLevel: number): UpgradeTotals {
  const byToken = new Map<string, number>();
  const unknownLevels: number[] = [];
  for (const row of levels) {
    if (row.level <= fromLevel || row.level > toLevel) continue;
    if (!row.upgradeCost) {
      unknownLevels.push(row.level);
      continue;
    }
    byToken.set(row.upgradeCost.token, (byToken.get(row.upgradeCost.token) ?? 0) + row.upgradeCost.amount);
  }
  return { costs: [...byToken].map(([token, amount]) => ({ token, amount })), unknownLevels };
}

/** 0.1 → "6 s", 12.5 → "12.5 min", 125 → "2 h 5 min", 14400 → "10 d" (decimals in `locale`) */
export function formatMinutes(minutes: number, locale = 'en'): string {
  const n = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  if (minutes < 1) return `${n(Math.round(minutes * 60 * 10) / 10)} s`;
  if (minutes < 60) return `${n(minutes)} min`;
  if (minutes < 1440) {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes - h * 60);
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const d = Math.floor(minutes / 1440);
  const h = Math.round((minutes - d * 1440) / 60);
  return h === 0 ? `${d} d` : `${d} d ${h} h`;
}
