// Labelled sample data, generated deterministically from a seed: Primeval planets drawn from the
// presale tiers, children bred with the same breeding model the calculator uses, players, guilds
// and a guild war season. Not real game data; the UI says so ('datos de ejemplo').
import {
  AVATAR_CLASSES,
  DEFAULT_BREEDING_CONFIG,
  ELEMENTS,
  PLANET_TYPES,
  bloodlineOf,
  dominantElement,
  pairChecks,
  planetTypeOf,
  sampleChild,
  seededRandom,
  type Bloodline,
  type Element,
  type Elements,
  type Lineage,
  type PlanetGenes,
  type Random,
} from '@criadero/apeiron-breeding';
import { DATASET_FORMAT, type Dataset, type Guild, type Planet, type Player, type Stage, type War } from '@criadero/api-contracts/apeiron';

const SAMPLE_SEED = 20260909;
export const SAMPLE_AS_OF = '2026-11-22';
/** community guide: a planet is Adult at 1,000 days (apeironabridged) */
const ADULT_AGE_DAYS = 1000;

/** Primeval presale tiers: token id ranges, quantity and bloodline odds (whitepaper presale archive). */
const TIERS: { first: number; last: number; quantity: number; odds: Partial<Record<Bloodline, number>> }[] = [
  { first: 0, last: 13, quantity: 14, odds: { Pure: 100 } },
  { first: 14, last: 386, quantity: 373, odds: { Pure: 10, Duo: 90 } },
  { first: 387, last: 1132, quantity: 656, odds: { Pure: 2, Duo: 30, Tri: 68 } },
  { first: 1133, last: 3187, quantity: 1865, odds: { Pure: 1, Duo: 9, Tri: 72, Quad: 18 } },
  { first: 3188, last: 4585, quantity: 1398, odds: { Tri: 70, Quad: 30 } },
];

const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
function weighted<T extends string>(random: Random, odds: Partial<Record<T, number>>): T {
  const entries = Object.entries(odds) as [T, number][];
  let roll = random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [key, w] of entries) if ((roll -= w) < 0) return key;
  return entries[entries.length - 1]![0];
}

/** 100 points split among `present`, each at least 5. */
function splitPoints(random: Random, present: readonly Element[]): Elements {
  const out: Elements = { fire: 0, water: 0, earth: 0, air: 0 };
  const cuts = present.map(() => random() + 0.15);
  const total = cuts.reduce((s, c) => s + c, 0);
  let left = 100 - 5 * present.length;
  present.forEach((e, i) => {
    const share = i === present.length - 1 ? left : Math.floor(((100 - 5 * present.length) * cuts[i]!) / total);
    out[e] = 5 + share;
    left -= share;
  });
  return out;
}

const stageOf = (ageDays: number): Stage => (ageDays < DEFAULT_BREEDING_CONFIG.hatchDays ? 'core' : ageDays < ADULT_AGE_DAYS ? 'young' : 'adult');

const BASE_PRICE: Record<Bloodline, number> = { Pure: 180, Duo: 90, Tri: 45, Quad: 25 };

function listing(random: Random, p: Omit<Planet, 'listing'>, force = false): Planet['listing'] {
  if (!force && random() >= 0.55) return null;
  const purity = Math.max(...ELEMENTS.map((e) => p.elements[e]));
  let price = BASE_PRICE[bloodlineOf(p.type)] * (0.6 + purity / 100) * (1 - 0.15 * p.breedCount) * (0.7 + random() * 0.7);
  if (p.legacy) price *= 1.6;
  if (p.generation === 0) price *= 1.5;
  const listedAt = new Date(Date.parse(`${SAMPLE_AS_OF}T12:00:00Z`) - int(random, 0, 30 * 24) * 3_600_000);
  return { priceUsd: Math.round(price * 100) / 100, listedAt: listedAt.toISOString() };
}

function primevals(random: Random, count: number): PlanetGenes[] {
  const used = new Set<number>();
  const out: PlanetGenes[] = [];
  while (out.length < count) {
    const tier = TIERS[Number(weighted(random, Object.fromEntries(TIERS.map((t, i) => [String(i), t.quantity]))))]!;
    const id = int(random, tier.first, tier.last);
    if (used.has(id)) continue;
    used.add(id);
    const bloodline = weighted(random, tier.odds);
    const type = pick(random, PLANET_TYPES.filter((t) => bloodlineOf(t.name) === bloodline));
    const elements = splitPoints(random, type.elements);
    const dominant = dominantElement(elements);
    // ~11% of Primevals carry a legacy, on their dominant element
    const legacy = random() < 0.11 ? { element: dominant, threshold: Math.min(95, elements[dominant] + int(random, 0, 12)) } : null;
    out.push({ id: String(id), type: planetTypeOf(elements), elements, avatarClass: pick(random, AVATAR_CLASSES), breedCount: 0, legacy, parentIds: null });
  }
  return out;
}

function generatePlanets(random: Random, primevalCount = 140, childCount = 300): Planet[] {
  const config = DEFAULT_BREEDING_CONFIG;
  const genes = new Map<string, PlanetGenes>();
  const meta = new Map<string, { generation: number; ageDays: number }>();
  for (const p of primevals(random, primevalCount)) {
    genes.set(p.id, p);
    meta.set(p.id, { generation: 0, ageDays: int(random, 900, 1400) });
  }
  const lineage = (id: string): Lineage => {
    const planet = genes.get(id)!;
    const parents = planet.parentIds ? planet.parentIds.map((pid) => genes.get(pid)!) : [];
    return { planet, parents, grandparentIds: parents.flatMap((p) => p.parentIds ?? []) };
  };
  let nextId = 10_000;
  let attempts = 0;
  while (nextId < 10_000 + childCount && attempts++ < childCount * 50) {
    const candidates = [...genes.values()].filter((p) => p.breedCount < config.maxConjunctions && meta.get(p.id)!.ageDays > 30);
    const a = lineage(pick(random, candidates).id);
    const b = lineage(pick(random, candidates).id);
    if (!pairChecks(a, b, config).canBreed) continue;
    const child = sampleChild(a, b, config, random);
    const id = String(nextId++);
    const legacy = child.legacies.reduce<PlanetGenes['legacy']>((best, l) => (!best || l.threshold > best.threshold ? l : best), null);
    genes.set(id, { id, type: child.type, elements: child.elements, avatarClass: child.avatarClass, breedCount: 0, legacy, parentIds: [a.planet.id, b.planet.id] });
    a.planet.breedCount += 1;
    b.planet.breedCount += 1;
    const youngest = Math.min(meta.get(a.planet.id)!.ageDays, meta.get(b.planet.id)!.ageDays);
    meta.set(id, { generation: Math.max(meta.get(a.planet.id)!.generation, meta.get(b.planet.id)!.generation) + 1, ageDays: int(random, 0, youngest - 14) });
  }
  return [...genes.values()].map((g) => {
    const { generation, ageDays } = meta.get(g.id)!;
    const planet = { ...g, generation, ageDays, stage: stageOf(ageDays) };
    return { ...planet, listing: listing(random, planet) };
  });
}

/** Listed planets each filter value gets at least (no search is empty by construction). */
export const MIN_LISTED_PER_VALUE = 3;

/**
 * Makes every value of every market filter findable: each planet type, avatar class and stage, and
 * legacy, gets at least MIN_LISTED_PER_VALUE listed planets. Unlisted planets with that value are
 * put on sale first; a type the breeding draw never produced (the Pure Gigas and Tempest are rare
 * in the presale odds) gets extra Primevals of that type. Runs on its own random stream, so the
 * rest of the dataset (players, wars) is what the seed gave before.
 */
function coverEveryFilter(planets: Planet[], random: Random): Planet[] {
  const out = planets.map((p) => ({ ...p }));
  const used = new Set(out.map((p) => Number(p.id)));
  const listAll = (matches: (p: Planet) => boolean) => {
    let listed = out.filter((p) => p.listing && matches(p)).length;
    for (const planet of out) {
      if (listed >= MIN_LISTED_PER_VALUE) return;
      if (planet.listing || !matches(planet)) continue;
      planet.listing = listing(random, planet, true);
      listed += 1;
    }
  };
  for (const type of PLANET_TYPES) {
    const missing = MIN_LISTED_PER_VALUE - out.filter((p) => p.type === type.name).length;
    for (let i = 0; i < missing; i++) {
      const tier = TIERS.find((t) => (t.odds[bloodlineOf(type.name)] ?? 0) > 0)!;
      let id = int(random, tier.first, tier.last);
      while (used.has(id)) id = id === tier.last ? tier.first : id + 1;
      used.add(id);
      const elements = splitPoints(random, type.elements);
      const ageDays = int(random, 900, 1400);
      const genes = { id: String(id), type: planetTypeOf(elements), elements, avatarClass: pick(random, AVATAR_CLASSES), breedCount: 0, legacy: null, parentIds: null };
      out.push({ ...genes, generation: 0, ageDays, stage: stageOf(ageDays), listing: null });
    }
    listAll((p) => p.type === type.name);
  }
  for (const avatarClass of AVATAR_CLASSES) listAll((p) => p.avatarClass === avatarClass);
  for (const stage of ['core', 'young', 'adult'] as const) listAll((p) => p.stage === stage);
  listAll((p) => p.legacy !== null);
  return out;
}

const GUILDS: Guild[] = [
  { id: 'astral-forge', name: 'Astral Forge', tag: 'AFG' },
  { id: 'nebula-wardens', name: 'Nebula Wardens', tag: 'NBW' },
  { id: 'primal-core', name: 'Primal Core', tag: 'PRC' },
  { id: 'void-lanterns', name: 'Void Lanterns', tag: 'VDL' },
  { id: 'solar-choir', name: 'Solar Choir', tag: 'SOL' },
  { id: 'comet-riders', name: 'Comet Riders', tag: 'CMR' },
  { id: 'quasar-kin', name: 'Quasar Kin', tag: 'QSK' },
  { id: 'orbit-ronin', name: 'Orbit Ronin', tag: 'ORB' },
];

const SYLLABLES = ['ka', 'zu', 'mi', 'ro', 'tel', 'an', 'vex', 'li', 'or', 'sa', 'gon', 'ny', 'dra', 'phi', 'lux', 'ea'];

function players(random: Random, count: number): Player[] {
  const names = new Set<string>();
  const out: Player[] = [];
  while (out.length < count) {
    const raw = Array.from({ length: int(random, 2, 3) }, () => pick(random, SYLLABLES)).join('');
    const name = `${raw[0]!.toUpperCase()}${raw.slice(1)}${random() < 0.4 ? int(random, 1, 99) : ''}`;
    if (names.has(name)) continue;
    names.add(name);
    const games = int(random, 10, 400);
    const skill = random();
    const wins = Math.round(games * (0.25 + 0.5 * skill));
    out.push({
      id: `p${String(out.length + 1).padStart(3, '0')}`,
      name,
      guildId: random() < 0.9 ? pick(random, GUILDS).id : null,
      rating: Math.round(1000 + 1400 * skill + int(random, -80, 80)),
      wins,
      losses: games - wins,
      planets: int(random, 1, 40),
    });
  }
  return out;
}

/** Round-robin rounds of the 8 guilds; finished rounds scored over 10 duels. */
function wars(random: Random, members: Player[]): War[] {
  const strength = new Map(GUILDS.map((g) => {
    const ratings = members.filter((p) => p.guildId === g.id).map((p) => p.rating);
    return [g.id, ratings.reduce((s, r) => s + r, 0) / Math.max(1, ratings.length)];
  }));
  const ids = GUILDS.map((g) => g.id);
  const out: War[] = [];
  for (let round = 1; round <= 5; round++) {
    // circle method: the first guild stays, the others rotate
    const order = [ids[0]!, ...ids.slice(1).map((_, i) => ids[1 + ((i + round - 1) % (ids.length - 1))]!)];
    const finished = round <= 4;
    for (let m = 0; m < order.length / 2; m++) {
      const guildA = order[m]!;
      const guildB = order[order.length - 1 - m]!;
      const pA = strength.get(guildA)! / (strength.get(guildA)! + strength.get(guildB)!);
      const scoreA = finished ? Array.from({ length: 10 }, () => random() < pA).filter(Boolean).length : null;
      out.push({
        id: `s1-r${round}-m${m + 1}`,
        season: 1,
        round,
        date: new Date(Date.UTC(2026, 9, 3 + 7 * (round - 1), 18)).toISOString(),
        guildA,
        guildB,
        status: finished ? 'finished' : 'scheduled',
        scoreA,
        scoreB: scoreA === null ? null : 10 - scoreA,
      });
    }
  }
  return out;
}

export function generateSampleDataset(seed = SAMPLE_SEED): Dataset {
  const random = seededRandom(seed);
  const bred = generatePlanets(random);
  const people = players(random, 150);
  return {
    $schema: '../schema/apeiron-dataset.schema.json',
    format: DATASET_FORMAT,
    _note: `SAMPLE DATA generated by scripts/generate-sample.ts from seed ${seed}; not real Apeiron data. Regenerate: npm run generate-sample -w @criadero/service-apeiron`,
    source: { kind: 'sample', label: `Datos de ejemplo generados (semilla ${seed})`, asOf: SAMPLE_AS_OF },
    planets: coverEveryFilter(bred, seededRandom(seed + 1)),
    players: people,
    guilds: GUILDS,
    wars: wars(random, people),
  };
}
