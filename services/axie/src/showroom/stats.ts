import type { Language } from '@criadero/api-contracts/errors';
import { PART_TYPES, type ParsedGenes } from '@criadero/genetics';

export interface AxieStats {
  hp: number;
  speed: number;
  skill: number;
  morale: number;
}

/**
 * Classic stats: class base + per shown part class (+1/+3). Community guides (potatofish.gg arena
 * basics, lunarpuff gitbook; research/axie-genetics.md §1.9); they give the known pure figures
 * (pure beast 31/41/31/61, pure aquatic 45/57/35/27). Sums: base 140 + 6 × 4 = 164.
 */
export const CLASS_BASE_STATS: Record<string, AxieStats> = {
  aquatic: { hp: 39, speed: 39, skill: 35, morale: 27 },
  beast: { hp: 31, speed: 35, skill: 31, morale: 43 },
  bird: { hp: 27, speed: 43, skill: 35, morale: 35 },
  bug: { hp: 35, speed: 31, skill: 35, morale: 39 },
  plant: { hp: 43, speed: 31, skill: 31, morale: 35 },
  reptile: { hp: 39, speed: 35, skill: 31, morale: 35 },
  mech: { hp: 31, speed: 39, skill: 43, morale: 27 },
  dawn: { hp: 35, speed: 35, skill: 39, morale: 31 },
  dusk: { hp: 43, speed: 39, skill: 27, morale: 31 },
};

export const PART_STAT_BONUS: Record<string, AxieStats> = {
  aquatic: { hp: 1, speed: 3, skill: 0, morale: 0 },
  beast: { hp: 0, speed: 1, skill: 0, morale: 3 },
  bird: { hp: 0, speed: 3, skill: 0, morale: 1 },
  bug: { hp: 1, speed: 0, skill: 0, morale: 3 },
  plant: { hp: 3, speed: 0, skill: 0, morale: 1 },
  reptile: { hp: 3, speed: 1, skill: 0, morale: 0 },
};

/** How the stats are computed, in each language (issue 21.8). */
export const STATS_NOTE: Record<Language, string> = {
  es: 'Estadísticas clásicas: base de la clase + bonificación por la clase de cada parte (guías de la comunidad).',
  en: 'Classic stats: class base + a bonus for the class of each part (community guides).',
  pt: 'Atributos clássicos: base da classe + bônus pela classe de cada peça (guias da comunidade).',
};

export function classicStats(genes: ParsedGenes): AxieStats {
  const stats = { ...(CLASS_BASE_STATS[genes.class] ?? CLASS_BASE_STATS.beast!) };
  for (const type of PART_TYPES) {
    const bonus = PART_STAT_BONUS[genes[type].d.class];
    if (!bonus) continue;
    stats.hp += bonus.hp;
    stats.speed += bonus.speed;
    stats.skill += bonus.skill;
    stats.morale += bonus.morale;
  }
  return stats;
}
