// Every breeding number the public record does not pin down is a setting here, with its default,
// its provenance and the date it was checked. The service may override it (APEIRON_BREEDING_CONFIG_FILE);
// the UI shows the values, the provenance and `asOf`.
import { BLOODLINES, type Bloodline } from './planets';

export type Provenance = 'official' | 'community' | 'placeholder';

export interface BreedingConfig {
  /** ISO date the defaults were checked against the sources */
  asOf: string;
  /** weight of each parent's elements in the child's average */
  parentWeight: number;
  /** weight of each grandparent's elements (0 = plain average of the parents) */
  grandparentWeight: number;
  /** conjunctions a planet may take part in */
  maxConjunctions: number;
  hatchDays: number;
  /** hatch time when a planet repeats among parents, grandparents and great-grandparents */
  hatchDaysInbred: number;
  cooldownDays: number;
  /** chance a child inherits a Primeval Legacy, per parent or grandparent that carries it */
  legacyChancePerCarrier: number;
  legacyChanceCap: number;
  cost: {
    /** APRS per parent, indexed by that parent's conjunction count (length maxConjunctions) */
    aprsByConjunction: number[];
    /** ANIMA per parent, by the parent's bloodline */
    animaByBloodline: Record<Bloodline, number>;
  };
  /** where each setting comes from; shown in the UI */
  provenance: Record<'elementWeights' | 'limits' | 'timings' | 'legacy' | 'cost', { kind: Provenance; url: string }>;
}

const WHITEPAPER = 'https://whitepaper.apeironnft.com/apeironnft/key-game-features/gamenomics/marketplace-and-nfts/planet-nfts/celestial-conjunction-planet-breeding';

export const DEFAULT_BREEDING_CONFIG: BreedingConfig = {
  asOf: '2026-11-22',
  parentWeight: 3,
  grandparentWeight: 1,
  maxConjunctions: 3,
  hatchDays: 7,
  hatchDaysInbred: 21,
  cooldownDays: 14,
  legacyChancePerCarrier: 0.1,
  legacyChanceCap: 0.6,
  cost: {
    // The official table is only published as an image: these are placeholders to be edited.
    aprsByConjunction: [40, 60, 90],
    animaByBloodline: { Pure: 400, Duo: 300, Tri: 200, Quad: 100 },
  },
  provenance: {
    elementWeights: { kind: 'community', url: 'https://godling.io/conjunction/' },
    limits: { kind: 'official', url: WHITEPAPER },
    timings: { kind: 'community', url: 'https://godling.io/conjunction/' },
    legacy: { kind: 'official', url: WHITEPAPER },
    cost: { kind: 'placeholder', url: 'https://whitepaper.apeironnft.com/apeironnft/key-game-features/gamenomics/marketplace-and-nfts/mini-blackhole-nfts' },
  },
};

/** Problems of a configuration (empty when usable). */
export function configIssues(config: BreedingConfig): string[] {
  const issues: string[] = [];
  const nonNegative = (name: string, v: number) => {
    if (!Number.isFinite(v) || v < 0) issues.push(`${name} must be a number >= 0`);
  };
  if (Number.isNaN(Date.parse(config.asOf))) issues.push('asOf must be a date');
  if (!Number.isInteger(config.parentWeight) || config.parentWeight < 1) issues.push('parentWeight must be an integer >= 1');
  if (!Number.isInteger(config.grandparentWeight) || config.grandparentWeight < 0) issues.push('grandparentWeight must be an integer >= 0');
  if (!Number.isInteger(config.maxConjunctions) || config.maxConjunctions < 1) issues.push('maxConjunctions must be an integer >= 1');
  nonNegative('hatchDays', config.hatchDays);
  nonNegative('hatchDaysInbred', config.hatchDaysInbred);
  nonNegative('cooldownDays', config.cooldownDays);
  for (const [name, v] of [['legacyChancePerCarrier', config.legacyChancePerCarrier], ['legacyChanceCap', config.legacyChanceCap]] as const) {
    if (!(v >= 0 && v <= 1)) issues.push(`${name} must be from 0 to 1`);
  }
  if (config.cost.aprsByConjunction.length !== config.maxConjunctions) issues.push('cost.aprsByConjunction needs one value per conjunction count');
  config.cost.aprsByConjunction.forEach((v, i) => nonNegative(`cost.aprsByConjunction[${i}]`, v));
  for (const b of BLOODLINES) nonNegative(`cost.animaByBloodline.${b}`, config.cost.animaByBloodline[b]);
  return issues;
}
