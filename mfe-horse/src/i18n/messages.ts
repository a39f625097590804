import type { LocalizedMessages } from '@criadero/platform';

/** Every string this remote renders, per locale (es is the source). */
export const messages: LocalizedMessages = {
  es: {
    'horse.nav.group.horse': 'Planet Horse',
    'horse.marketplace.title': 'Mercado de Caballos',
    'horse.marketplace.purpose': 'Busca caballos por rareza, nivel, estadísticas y precio.',
    'horse.leveling.title': 'Calculadora de Leveleo',
    'horse.leveling.purpose': 'Coste en PHORSE y medallas para subir un caballo de nivel según su rareza.',
  },
  en: {
    'horse.nav.group.horse': 'Planet Horse',
    'horse.marketplace.title': 'Horse Marketplace',
    'horse.marketplace.purpose': 'Search horses by rarity, level, stats and price.',
    'horse.leveling.title': 'Leveling Calculator',
    'horse.leveling.purpose': 'PHORSE and medal cost to level a horse up by rarity.',
  },
  pt: {
    'horse.nav.group.horse': 'Planet Horse',
    'horse.marketplace.title': 'Mercado de Cavalos',
    'horse.marketplace.purpose': 'Busque cavalos por raridade, nível, atributos e preço.',
    'horse.leveling.title': 'Calculadora de Níveis',
    'horse.leveling.purpose': 'Custo em PHORSE e medalhas para subir o nível de um cavalo pela raridade.',
  },
};

/** Ids whose text is legitimately the same in another locale (names of games, shared words). */
export const sameInAllLocales = new Set<string>(['horse.nav.group.horse']);
