import { readFileSync } from 'node:fs';
import type { OriginsCard, OriginsItem, OriginsSeason } from './types';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../data/origins/${name}`, import.meta.url), 'utf8')) as T;

interface SampleFile {
  metadata: { total: number };
  runes?: RawSampleItem[];
  charms?: RawSampleItem[];
}
interface RawSampleItem {
  id: string;
  class: string;
  name: string;
  rarity: string;
  description: string;
  season: string;
  seasonId: number;
  craftable: boolean;
  potentialPoint?: number;
  imageUrl?: string;
}

const toItem = (kind: OriginsItem['kind'], raw: RawSampleItem): OriginsItem => ({
  id: raw.id,
  kind,
  name: raw.name,
  class: raw.class,
  rarity: raw.rarity,
  description: raw.description,
  seasonId: raw.seasonId,
  season: raw.season,
  craftable: raw.craftable,
  potentialPoint: raw.potentialPoint ?? null,
  imageUrl: raw.imageUrl || null,
});

let cards: OriginsCard[] | undefined;
/** The 522 Origins cards of the Sky Mavis docs example (data/origins/cards.json). */
export function embeddedCards(): OriginsCard[] {
  cards ??= read<{ cards: OriginsCard[] }>('cards.json').cards;
  return cards;
}

/** The public 20-item samples; `total` is the catalogue size the docs report. */
export function sampleItems(kind: OriginsItem['kind']): { items: OriginsItem[]; total: number } {
  const file = read<SampleFile>(kind === 'rune' ? 'runes.sample.json' : 'charms.sample.json');
  const raw = (kind === 'rune' ? file.runes : file.charms) ?? [];
  return { items: raw.map((r) => toItem(kind, r)), total: file.metadata.total };
}

export interface PoisonFacts {
  launchRule: string;
  perStackDamage: number;
  decayPerTurn: number;
  maxStacks: number;
  trigger: string;
  status: string;
}
export interface PoisonCardFact {
  id: number;
  name: string;
  class: string;
  part: string;
  stage: number;
  energy: number;
  attack: number;
  description: string;
}

export function poisonFacts(): { rule: PoisonFacts; cards: PoisonCardFact[]; turnCapNote: string } {
  const file = read<{ poison: PoisonFacts; poisonCards: PoisonCardFact[]; otherSeasonFacts: { bloodmoon_S7: string } }>('status-effects.json');
  return { rule: file.poison, cards: file.poisonCards, turnCapNote: file.otherSeasonFacts.bloodmoon_S7 };
}

/**
 * Seasons the embedded data knows: the docs' season list (Alpha, 0, 1 with dates) plus the
 * seasons named by the rune/charm samples (ids 1..9 = Season 0..8, no dates in the samples).
 */
export function embeddedSeasons(): OriginsSeason[] {
  const shapes = read<{ seasonsExample: { id?: number; name: string; startedAt: number; endedAt: number }[] }>('api-shapes.json');
  const byId = new Map<number, OriginsSeason>();
  for (const s of shapes.seasonsExample) if (s.id) byId.set(s.id, { id: s.id, name: s.name, startedAt: s.startedAt, endedAt: s.endedAt });
  for (const kind of ['rune', 'charm'] as const) {
    for (const item of sampleItems(kind).items) {
      if (item.seasonId > 0 && !byId.has(item.seasonId)) byId.set(item.seasonId, { id: item.seasonId, name: item.season, startedAt: null, endedAt: null });
    }
  }
  return [...byId.values()].sort((a, b) => b.id - a.id);
}
