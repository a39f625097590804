import type { LocalizedMessages } from '@criadero/platform';

/** Every string this remote renders, per locale (es is the source). */
export const messages: LocalizedMessages = {
  es: {
    'apeiron.nav.group.apeiron': 'Apeiron',
    'apeiron.breeding.title': 'Calculadora de Breeding de Planetas',
    'apeiron.breeding.purpose': 'Elige dos planetas y mira el hijo esperado: tipo, elementos, clase, legado, coste y límites de breeding.',
    'apeiron.marketplace.title': 'Mercado de Planetas',
    'apeiron.marketplace.purpose': 'Busca planetas por tipo, elementos, clase, número de breeds, edad y precio.',
    'apeiron.leaderboard.title': 'Clasificación',
    'apeiron.leaderboard.purpose': 'Clasificación de jugadores de Apeiron.',
    'apeiron.guildWar.title': 'Guerra de Gremios',
    'apeiron.guildWar.purpose': 'Planifica la guerra de gremios: miembros, enfrentamientos y puntuaciones.',
  },
  en: {
    'apeiron.nav.group.apeiron': 'Apeiron',
    'apeiron.breeding.title': 'Planet Breeding Calculator',
    'apeiron.breeding.purpose': 'Pick two planets and see the expected child: type, elements, class, legacy, cost and breeding limits.',
    'apeiron.marketplace.title': 'Planet Marketplace',
    'apeiron.marketplace.purpose': 'Search planets by type, elements, class, breed count, age and price.',
    'apeiron.leaderboard.title': 'Leaderboard',
    'apeiron.leaderboard.purpose': 'Apeiron player rankings.',
    'apeiron.guildWar.title': 'Guild War',
    'apeiron.guildWar.purpose': 'Plan the guild war: members, match-ups and scores.',
  },
  pt: {
    'apeiron.nav.group.apeiron': 'Apeiron',
    'apeiron.breeding.title': 'Calculadora de Breeding de Planetas',
    'apeiron.breeding.purpose': 'Escolha dois planetas e veja o filho esperado: tipo, elementos, classe, legado, custo e limites de breeding.',
    'apeiron.marketplace.title': 'Mercado de Planetas',
    'apeiron.marketplace.purpose': 'Busque planetas por tipo, elementos, classe, número de breeds, idade e preço.',
    'apeiron.leaderboard.title': 'Classificação',
    'apeiron.leaderboard.purpose': 'Classificação de jogadores de Apeiron.',
    'apeiron.guildWar.title': 'Guerra de Guildas',
    'apeiron.guildWar.purpose': 'Planeje a guerra de guildas: membros, confrontos e pontuações.',
  },
};

/** Ids whose text is legitimately the same in another locale (names of games, shared words). */
export const sameInAllLocales = new Set<string>(['apeiron.breeding.title', 'apeiron.marketplace.title', 'apeiron.nav.group.apeiron']);
