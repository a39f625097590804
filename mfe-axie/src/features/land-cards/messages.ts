import type { LocalizedMessages } from '@criadero/remote-contract';

export const landCardsMessages: LocalizedMessages = {
  es: {
    'axie.landCards.noticeImported': 'Cartas de Land Battles importadas ({count}): {label}, a fecha de {date}.',
    'axie.landCards.notice': 'Sustituto: no hay una lista pública de cartas de Land Battles en nuestros datos. Hasta que se importe una, mostramos las {count} cartas de Axie Infinity: Origins ({source}, a fecha de {date}): no son las cartas de Land Battles.',
    'axie.landCards.energy': 'Energía',
    'axie.landCards.attackMin': 'Ataque mínimo',
    'axie.landCards.attackMax': 'Ataque máximo',
    'axie.landCards.stage': 'Versión',
    'axie.landCards.stage.alpha': 'Alfa (α)',
    'axie.landCards.stage.base': 'Original',
    'axie.landCards.stage.evolved': 'Evolucionada (+)',
    'axie.landCards.searchPlaceholder': 'Nombre o efecto',
    'axie.landCards.count': '{count, plural, one {# carta} other {# cartas}}',
    'axie.landCards.numbers': 'Energía {energy} · Ataque {attack} · Escudo {defense} · Curación {healing}',
  },
  en: {
    'axie.landCards.noticeImported': 'Imported Land Battles cards ({count}): {label}, as of {date}.',
    'axie.landCards.notice': 'Stand-in: our data has no public Land Battles card list. Until one is imported, these are the {count} Axie Infinity: Origins cards ({source}, as of {date}): they are not the Land Battles cards.',
    'axie.landCards.energy': 'Energy',
    'axie.landCards.attackMin': 'Minimum attack',
    'axie.landCards.attackMax': 'Maximum attack',
    'axie.landCards.stage': 'Version',
    'axie.landCards.stage.alpha': 'Alpha (α)',
    'axie.landCards.stage.base': 'Base',
    'axie.landCards.stage.evolved': 'Evolved (+)',
    'axie.landCards.searchPlaceholder': 'Name or effect',
    'axie.landCards.count': '{count, plural, one {# card} other {# cards}}',
    'axie.landCards.numbers': 'Energy {energy} · Attack {attack} · Shield {defense} · Healing {healing}',
  },
  pt: {
    'axie.landCards.noticeImported': 'Cartas de Land Battles importadas ({count}): {label}, em {date}.',
    'axie.landCards.notice': 'Substituto: não há uma lista pública de cartas de Land Battles nos nossos dados. Até que uma seja importada, mostramos as {count} cartas de Axie Infinity: Origins ({source}, em {date}): não são as cartas de Land Battles.',
    'axie.landCards.energy': 'Energia',
    'axie.landCards.attackMin': 'Ataque mínimo',
    'axie.landCards.attackMax': 'Ataque máximo',
    'axie.landCards.stage': 'Versão',
    'axie.landCards.stage.alpha': 'Alfa (α)',
    'axie.landCards.stage.base': 'Original (base)',
    'axie.landCards.stage.evolved': 'Evoluída (+)',
    'axie.landCards.searchPlaceholder': 'Nome ou efeito',
    'axie.landCards.count': '{count, plural, =0 {# cartas} one {# carta} other {# cartas}}',
    'axie.landCards.numbers': 'Energia {energy} · Ataque {attack} · Escudo {defense} · Cura {healing}',
  },
};

export const landCardsSameInAllLocales = ['axie.landCards.attackMin', 'axie.landCards.attackMax', 'axie.landCards.stage.alpha', 'axie.landCards.count'];
