import type { LocalizedMessages } from '@criadero/platform';

export const runesCharmsMessages: LocalizedMessages = {
  es: {
    'axie.runesCharms.tabs': 'Tipo de objeto',
    'axie.runesCharms.tab.runes': 'Runas',
    'axie.runesCharms.tab.charms': 'Amuletos',
    'axie.runesCharms.rarity': 'Rareza',
    'axie.runesCharms.season': 'Temporada',
    'axie.runesCharms.searchPlaceholder': 'Nombre o efecto',
    'axie.runesCharms.count': '{count, plural, one {# resultado} other {# resultados}}',
    'axie.runesCharms.potential': '{points} puntos de potencial',
    'axie.runesCharms.sample.runes': 'Muestra: solo {count} de {total} runas. Es la muestra pública de la documentación de Sky Mavis; el catálogo completo necesita una clave de la API de Origins.',
    'axie.runesCharms.sample.charms': 'Muestra: solo {count} de {total} amuletos. Es la muestra pública de la documentación de Sky Mavis; el catálogo completo necesita una clave de la API de Origins.',
    'axie.runesCharms.seasonNote': 'Temporadas de estos datos: de {first} a {last}.',
  },
  en: {
    'axie.runesCharms.tabs': 'Item type',
    'axie.runesCharms.tab.runes': 'Runes',
    'axie.runesCharms.tab.charms': 'Charms',
    'axie.runesCharms.rarity': 'Rarity',
    'axie.runesCharms.season': 'Season',
    'axie.runesCharms.searchPlaceholder': 'Name or effect',
    'axie.runesCharms.count': '{count, plural, one {# result} other {# results}}',
    'axie.runesCharms.potential': '{points} potential points',
    'axie.runesCharms.sample.runes': "Sample: only {count} of {total} runes. This is the public sample of Sky Mavis' docs; the full catalogue needs an Origins API key.",
    'axie.runesCharms.sample.charms': "Sample: only {count} of {total} charms. This is the public sample of Sky Mavis' docs; the full catalogue needs an Origins API key.",
    'axie.runesCharms.seasonNote': 'Seasons in this data: {first} to {last}.',
  },
  pt: {
    'axie.runesCharms.tabs': 'Tipo de item',
    'axie.runesCharms.tab.runes': 'Runas',
    'axie.runesCharms.tab.charms': 'Amuletos',
    'axie.runesCharms.rarity': 'Raridade',
    'axie.runesCharms.season': 'Temporada',
    'axie.runesCharms.searchPlaceholder': 'Nome ou efeito',
    'axie.runesCharms.count': '{count, plural, one {# resultado} other {# resultados}}',
    'axie.runesCharms.potential': '{points} pontos de potencial',
    'axie.runesCharms.sample.runes': 'Amostra: apenas {count} de {total} runas. É a amostra pública da documentação da Sky Mavis; o catálogo completo precisa de uma chave da API do Origins.',
    'axie.runesCharms.sample.charms': 'Amostra: apenas {count} de {total} amuletos. É a amostra pública da documentação da Sky Mavis; o catálogo completo precisa de uma chave da API do Origins.',
    'axie.runesCharms.seasonNote': 'Temporadas destes dados: de {first} a {last}.',
  },
};

export const runesCharmsSameInAllLocales = ['axie.runesCharms.tab.runes', 'axie.runesCharms.tab.charms', 'axie.runesCharms.season', 'axie.runesCharms.count'];
