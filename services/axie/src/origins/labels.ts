import type { Language } from '@criadero/api-contracts/errors';

/**
 * What the Origins tools' data is, in the caller's language (Accept-Language): the
 * UI shows these next to each list. Counts are formatted for the language.
 */
const count = (n: number, language: Language) => new Intl.NumberFormat(language).format(n);

export const ORIGINS_LABELS = {
  leaderboard: {
    sample: {
      es: 'Datos de ejemplo generados: la clasificación real necesita una clave de la API de Origins',
      en: 'Generated sample data: the real leaderboard needs an Origins API key',
      pt: 'Dados de exemplo gerados: a classificação real precisa de uma chave da API do Origins',
    },
    api: { es: 'API de Origins (Sky Mavis), en vivo', en: 'Origins API (Sky Mavis), live', pt: 'API do Origins (Sky Mavis), ao vivo' },
  },
  cards: {
    sample: {
      es: 'Cartas de Axie Infinity: Origins (ejemplo de la documentación de Sky Mavis, 522 cartas, ~ene 2024)',
      en: "Axie Infinity: Origins cards (Sky Mavis docs example, 522 cards, ~Jan 2024)",
      pt: 'Cartas de Axie Infinity: Origins (exemplo da documentação da Sky Mavis, 522 cartas, ~jan 2024)',
    },
    api: {
      es: 'Cartas de Axie Infinity: Origins (API de Sky Mavis, en vivo)',
      en: 'Axie Infinity: Origins cards (Sky Mavis API, live)',
      pt: 'Cartas de Axie Infinity: Origins (API da Sky Mavis, ao vivo)',
    },
  },
} as const;

type Kind = 'rune' | 'charm';
const NOUN: Record<Language, Record<Kind, string>> = {
  es: { rune: 'runas', charm: 'amuletos' },
  en: { rune: 'runes', charm: 'charms' },
  pt: { rune: 'runas', charm: 'amuletos' },
};

/** The rune/charm catalogue: the docs' sample (n of total), an import (its size) or the live API. */
export function itemsLabel(how: 'sample' | 'imported' | 'api', kind: Kind, held: number, total: number, language: Language): string {
  const n = count(held, language);
  const of = count(total, language);
  const noun = NOUN[language][kind];
  if (how === 'sample') {
    return {
      es: `Muestra pública: ${n} de ${of} ${noun}, del ejemplo de la documentación de Sky Mavis (no es el catálogo completo)`,
      en: `Public sample: ${n} of ${of} ${noun}, from the Sky Mavis docs example (not the full catalogue)`,
      pt: `Amostra pública: ${n} de ${of} ${noun}, do exemplo da documentação da Sky Mavis (não é o catálogo completo)`,
    }[language];
  }
  if (how === 'imported') {
    return {
      es: `Catálogo importado de la API de Origins (Sky Mavis): ${n} de ${of} ${noun}`,
      en: `Catalogue imported from the Origins API (Sky Mavis): ${n} of ${of} ${noun}`,
      pt: `Catálogo importado da API do Origins (Sky Mavis): ${n} de ${of} ${noun}`,
    }[language];
  }
  return {
    es: `Catálogo completo de la API de Origins (Sky Mavis), en vivo: ${n} ${noun}`,
    en: `Full catalogue from the Origins API (Sky Mavis), live: ${n} ${noun}`,
    pt: `Catálogo completo da API do Origins (Sky Mavis), ao vivo: ${n} ${noun}`,
  }[language];
}

/** Which season the poison numbers come from. */
export const POISON_SEASON: Record<Language, string> = {
  es: 'Lanzamiento de Origins (abril 2022); límite de 18 turnos desde la temporada 7',
  en: 'Origins launch (April 2022); 18-turn limit since season 7',
  pt: 'Lançamento do Origins (abril de 2022); limite de 18 turnos desde a temporada 7',
};
