// Child element distribution. Model (sources in data/SOURCES.md):
// 1. weighted average per element: each parent weighs `parentWeight`, each grandparent
//    `grandparentWeight` (a Primeval parent's missing parents count as the parent itself);
// 2. each element is floored; the points lost to flooring go one each to distinct elements that
//    had a fraction, picked at random ("rounded off randomly to any element");
// 3. Primeval Legacy protection: when the child's dominant element matches a parent's legacy whose
//    threshold is above it, it is raised to the threshold (highest matching legacy wins) and the
//    other elements share the rest in proportion.
import type { BreedingConfig } from './config';
import type { Legacy, Lineage } from './lineage';
import { ELEMENTS, ELEMENT_POINTS, dominantElement, type Element, type Elements } from './planets';
import { pickDistinct, type Random } from './rng';

type Weights = Pick<BreedingConfig, 'parentWeight' | 'grandparentWeight'>;

const zero = (): Elements => ({ fire: 0, water: 0, earth: 0, air: 0 });

/** Integer numerators of the weighted average and their common denominator. */
export function weightedSums(a: Lineage, b: Lineage, weights: Weights): { sums: Elements; total: number } {
  const sums = zero();
  let total = 0;
  const add = (elements: Elements, weight: number) => {
    for (const e of ELEMENTS) sums[e] += elements[e] * weight;
    total += weight;
  };
  for (const side of [a, b]) {
    add(side.planet.elements, weights.parentWeight);
    const grandparents = side.parents.length === 2 ? side.parents.map((p) => p.elements) : [side.planet.elements, side.planet.elements];
    for (const g of grandparents) add(g, weights.grandparentWeight);
  }
  return { sums, total };
}

/** The exact weighted average (not rounded). */
export function averageElements(a: Lineage, b: Lineage, weights: Weights): Elements {
  const { sums, total } = weightedSums(a, b, weights);
  const avg = zero();
  for (const e of ELEMENTS) avg[e] = sums[e] / total;
  return avg;
}

interface Floored {
  base: Elements;
  /** elements that had a fraction: candidates for the leftover points */
  fractional: Element[];
  leftover: number;
}

function floorAverage(a: Lineage, b: Lineage, weights: Weights): Floored {
  const { sums, total } = weightedSums(a, b, weights);
  const base = zero();
  const fractional: Element[] = [];
  for (const e of ELEMENTS) {
    base[e] = Math.floor(sums[e] / total);
    if (sums[e] % total !== 0) fractional.push(e);
  }
  const leftover = ELEMENT_POINTS - ELEMENTS.reduce((s, e) => s + base[e], 0);
  return { base, fractional, leftover };
}

/** Largest-remainder rounding of `shares` (>= 0) to integers adding up to `points` (ties: ELEMENTS order). */
function apportion(shares: Elements, points: number, among: Element[]): Elements {
  const out = zero();
  const total = among.reduce((s, e) => s + shares[e], 0);
  if (total === 0) return out;
  const exact = among.map((e) => ({ e, v: (shares[e] * points) / total }));
  for (const { e, v } of exact) out[e] = Math.floor(v);
  let rest = points - among.reduce((s, e) => s + out[e], 0);
  const byRemainder = [...exact].sort((x, y) => y.v - Math.floor(y.v) - (x.v - Math.floor(x.v)) || ELEMENTS.indexOf(x.e) - ELEMENTS.indexOf(y.e));
  for (const { e } of byRemainder) {
    if (rest <= 0) break;
    out[e] += 1;
    rest -= 1;
  }
  return out;
}

/** Applies the highest matching legacy to a child's elements; returns the legacy that acted, if any. */
export function protectWithLegacy(elements: Elements, legacies: readonly Legacy[]): { elements: Elements; applied: Legacy | null } {
  const dominant = dominantElement(elements);
  const top = elements[dominant];
  const tied = ELEMENTS.filter((e) => elements[e] === top);
  const matching = legacies.filter((l) => tied.includes(l.element) && l.threshold > elements[l.element]);
  if (matching.length === 0) return { elements, applied: null };
  const applied = matching.reduce((best, l) => (l.threshold > best.threshold ? l : best));
  const others = ELEMENTS.filter((e) => e !== applied.element);
  const rest = apportion(elements, ELEMENT_POINTS - applied.threshold, others);
  return { elements: { ...rest, [applied.element]: applied.threshold }, applied };
}

export interface ElementOutcome {
  elements: Elements;
  probability: number;
  /** the parent legacy that raised the dominant element, if one did */
  legacyApplied: Legacy | null;
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, size - 1).map((c) => [first!, ...c]), ...combinations(rest, size)];
}

const parentLegacies = (a: Lineage, b: Lineage) => [a.planet.legacy, b.planet.legacy].filter((l): l is Legacy => l !== null);

/** Every possible child distribution with its probability (at most C(4,2) = 6 of them). */
export function elementOutcomes(a: Lineage, b: Lineage, weights: Weights): ElementOutcome[] {
  const { base, fractional, leftover } = floorAverage(a, b, weights);
  const picks = combinations(fractional, leftover);
  const legacies = parentLegacies(a, b);
  return picks.map((pick) => {
    const raw = { ...base };
    for (const e of pick) raw[e] += 1;
    const { elements, applied } = protectWithLegacy(raw, legacies);
    return { elements, probability: 1 / picks.length, legacyApplied: applied };
  });
}

/** One random child distribution, drawn the way the model says the game does. */
export function sampleElements(a: Lineage, b: Lineage, weights: Weights, random: Random): Elements {
  const { base, fractional, leftover } = floorAverage(a, b, weights);
  const raw = { ...base };
  for (const e of pickDistinct(fractional, leftover, random)) raw[e] += 1;
  return protectWithLegacy(raw, parentLegacies(a, b)).elements;
}

/** Probability-weighted mean of the outcomes. */
export function expectedElements(outcomes: readonly ElementOutcome[]): Elements {
  const out = zero();
  for (const o of outcomes) for (const e of ELEMENTS) out[e] += o.elements[e] * o.probability;
  return out;
}
