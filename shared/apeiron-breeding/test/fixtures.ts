import { planetTypeOf, type AvatarClass, type Elements, type Legacy, type Lineage, type PlanetGenes } from '../src';

export const els = (fire: number, water: number, earth: number, air: number): Elements => ({ fire, water, earth, air });

export function planet(id: string, elements: Elements, extra: Partial<PlanetGenes> = {}): PlanetGenes {
  return { id, type: planetTypeOf(elements), elements, avatarClass: 'Fury' as AvatarClass, breedCount: 0, legacy: null as Legacy | null, parentIds: null, ...extra };
}

/** A Primeval planet (no parents). */
export const primeval = (p: PlanetGenes): Lineage => ({ planet: p, parents: [], grandparentIds: [] });

export function bred(p: PlanetGenes, parents: [PlanetGenes, PlanetGenes], grandparentIds: string[] = []): Lineage {
  return { planet: { ...p, parentIds: [parents[0].id, parents[1].id] }, parents, grandparentIds };
}
