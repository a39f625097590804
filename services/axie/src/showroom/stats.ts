import type { Language } from '@criadero/api-contracts/errors';

/**
 * How the stats are computed, in each language. The formula itself is
 * @criadero/genetics' `classicStats`, shared with the breeding calculator's stats filter.
 */
export const STATS_NOTE: Record<Language, string> = {
  es: 'Estadísticas clásicas: base de la clase + bonificación por la clase de cada parte (guías de la comunidad).',
  en: 'Classic stats: class base + a bonus for the class of each part (community guides).',
  pt: 'Atributos clássicos: base da classe + bônus pela classe de cada peça (guias da comunidade).',
};
