// The whole pair card: checks, child odds and cost for two candidate parents.
import type { BreedingConfig } from './config';
import { averageElements, elementOutcomes, expectedElements, sampleElements, type ElementOutcome } from './elements';
import { legacyKey, type Legacy, type Lineage } from './lineage';
import { bloodlineOf, planetTypeOf, type AvatarClass, type Bloodline, type Elements, type PlanetType } from './planets';
import type { Random } from './rng';

export type PairIssue = 'SAME_PLANET' | 'PARENT_CHILD' | 'SIBLINGS' | 'BREED_LIMIT';

export interface PairChecks {
  issues: PairIssue[];
  /** ids of the planets at their conjunction limit */
  atLimit: string[];
  canBreed: boolean;
  /** a planet repeats among the child's parents, grandparents and great-grandparents */
  inbred: boolean;
  hatchDays: number;
  cooldownDays: number;
  /** conjunctions each parent has left, in [a, b] order */
  conjunctionsLeft: [number, number];
}

/** Relatives (spec §5): the same planet, one the parent of the other, or sharing a parent. */
export function relationIssues(a: Lineage, b: Lineage): PairIssue[] {
  const pa = a.planet;
  const pb = b.planet;
  if (pa.id === pb.id) return ['SAME_PLANET'];
  if (pa.parentIds?.includes(pb.id) || pb.parentIds?.includes(pa.id)) return ['PARENT_CHILD'];
  if (pa.parentIds && pb.parentIds && pa.parentIds.some((id) => pb.parentIds!.includes(id))) return ['SIBLINGS'];
  return [];
}

export function pairChecks(a: Lineage, b: Lineage, config: BreedingConfig): PairChecks {
  const issues = relationIssues(a, b);
  const atLimit = [a.planet, b.planet].filter((p) => p.breedCount >= config.maxConjunctions).map((p) => p.id);
  if (atLimit.length > 0) issues.push('BREED_LIMIT');
  const ancestors = [a.planet.id, b.planet.id, ...(a.planet.parentIds ?? []), ...(b.planet.parentIds ?? []), ...a.grandparentIds, ...b.grandparentIds];
  const inbred = new Set(ancestors).size < ancestors.length;
  const left = (n: number) => Math.max(0, config.maxConjunctions - n);
  return {
    issues,
    atLimit,
    canBreed: issues.length === 0,
    inbred,
    hatchDays: inbred ? config.hatchDaysInbred : config.hatchDays,
    cooldownDays: config.cooldownDays,
    conjunctionsLeft: [left(a.planet.breedCount), left(b.planet.breedCount)],
  };
}

/** Same class: that class; different classes: 50/50 (official). */
export function classOdds(a: AvatarClass, b: AvatarClass): { avatarClass: AvatarClass; probability: number }[] {
  return a === b ? [{ avatarClass: a, probability: 1 }] : [{ avatarClass: a, probability: 0.5 }, { avatarClass: b, probability: 0.5 }];
}

export interface LegacyInheritance {
  legacy: Legacy;
  /** ids of the parents and grandparents carrying it */
  carriers: string[];
  chance: number;
}

/** Each distinct legacy among parents and grandparents: perCarrier x carriers, capped. */
export function legacyInheritance(a: Lineage, b: Lineage, config: BreedingConfig): LegacyInheritance[] {
  const byKey = new Map<string, LegacyInheritance>();
  for (const planet of [a.planet, b.planet, ...a.parents, ...b.parents]) {
    if (!planet.legacy) continue;
    const key = legacyKey(planet.legacy);
    const entry = byKey.get(key) ?? { legacy: planet.legacy, carriers: [], chance: 0 };
    entry.carriers.push(planet.id);
    entry.chance = Math.min(config.legacyChanceCap, config.legacyChancePerCarrier * entry.carriers.length);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((x, y) => y.chance - x.chance || legacyKey(x.legacy).localeCompare(legacyKey(y.legacy)));
}

export interface PairCost {
  aprs: number;
  anima: number;
  perParent: { id: string; aprs: number; anima: number; bloodline: Bloodline }[];
}

/** Cost per parent: APRS by its conjunction count, ANIMA by its bloodline (configurable table). */
export function pairCost(a: Lineage, b: Lineage, config: BreedingConfig): PairCost {
  const perParent = [a.planet, b.planet].map((p) => {
    const bloodline = bloodlineOf(p.type);
    const index = Math.min(p.breedCount, config.cost.aprsByConjunction.length - 1);
    return { id: p.id, aprs: config.cost.aprsByConjunction[index]!, anima: config.cost.animaByBloodline[bloodline], bloodline };
  });
  return { aprs: perParent.reduce((s, p) => s + p.aprs, 0), anima: perParent.reduce((s, p) => s + p.anima, 0), perParent };
}

interface TypeOdds {
  type: PlanetType;
  bloodline: Bloodline;
  probability: number;
}

export interface PairAnalysis {
  checks: PairChecks;
  /** exact weighted average before rounding */
  average: Elements;
  /** probability-weighted child elements */
  expected: Elements;
  outcomes: (ElementOutcome & { type: PlanetType })[];
  typeOdds: TypeOdds[];
  classOdds: { avatarClass: AvatarClass; probability: number }[];
  legacy: { inheritance: LegacyInheritance[]; anyChance: number };
  cost: PairCost;
}

export function analysePair(a: Lineage, b: Lineage, config: BreedingConfig): PairAnalysis {
  const outcomes = elementOutcomes(a, b, config).map((o) => ({ ...o, type: planetTypeOf(o.elements) }));
  const typeOdds = new Map<PlanetType, number>();
  for (const o of outcomes) typeOdds.set(o.type, (typeOdds.get(o.type) ?? 0) + o.probability);
  const inheritance = legacyInheritance(a, b, config);
  return {
    checks: pairChecks(a, b, config),
    average: averageElements(a, b, config),
    expected: expectedElements(outcomes),
    outcomes,
    typeOdds: [...typeOdds].map(([type, probability]) => ({ type, bloodline: bloodlineOf(type), probability })).sort((x, y) => y.probability - x.probability),
    classOdds: classOdds(a.planet.avatarClass, b.planet.avatarClass),
    // legacies are inherited independently of each other
    legacy: { inheritance, anyChance: 1 - inheritance.reduce((p, l) => p * (1 - l.chance), 1) },
    cost: pairCost(a, b, config),
  };
}

export interface SampledChild {
  elements: Elements;
  type: PlanetType;
  avatarClass: AvatarClass;
  legacies: Legacy[];
}

/** One random child, drawn step by step (used to check analysePair by simulation). */
export function sampleChild(a: Lineage, b: Lineage, config: BreedingConfig, random: Random): SampledChild {
  const elements = sampleElements(a, b, config, random);
  const avatarClass = a.planet.avatarClass === b.planet.avatarClass || random() < 0.5 ? a.planet.avatarClass : b.planet.avatarClass;
  const legacies = legacyInheritance(a, b, config)
    .filter((l) => random() < l.chance)
    .map((l) => l.legacy);
  return { elements, type: planetTypeOf(elements), avatarClass, legacies };
}
