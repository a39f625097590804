import type { LocalizedMessages } from '@criadero/platform';

/** Every string this remote renders, per locale (es is the source). */
export const messages: LocalizedMessages = {
  es: {
    'lumiterraPixels.nav.group.lumiterra': 'Lumiterra',
    'lumiterraPixels.nav.group.pixels': 'Pixels',
    'lumiterraPixels.lumiterraMarket.title': 'Mercado de Lumiterra',
    'lumiterraPixels.lumiterraMarket.purpose': 'Objetos de Lumiterra por tipo, calidad, nivel y nombre, con precios.',
    'lumiterraPixels.energy.title': 'Planificador de Energía',
    'lumiterraPixels.energy.purpose': 'Energía durante una sesión y las pociones más baratas para terminar tu plan.',
    'lumiterraPixels.taskboard.title': 'Tablero de Tareas',
    'lumiterraPixels.taskboard.purpose': 'Tareas del tablero de Pixels con recompensas, EXP y un planificador por beneficio.',
  },
  en: {
    'lumiterraPixels.nav.group.lumiterra': 'Lumiterra',
    'lumiterraPixels.nav.group.pixels': 'Pixels',
    'lumiterraPixels.lumiterraMarket.title': 'Lumiterra Marketplace',
    'lumiterraPixels.lumiterraMarket.purpose': 'Lumiterra items by type, quality, level and name, with prices.',
    'lumiterraPixels.energy.title': 'Energy Planner',
    'lumiterraPixels.energy.purpose': 'Energy over a session and the cheapest potions to finish your plan.',
    'lumiterraPixels.taskboard.title': 'Task Board',
    'lumiterraPixels.taskboard.purpose': 'Pixels task board tasks with rewards, EXP and a profit planner.',
  },
  pt: {
    'lumiterraPixels.nav.group.lumiterra': 'Lumiterra',
    'lumiterraPixels.nav.group.pixels': 'Pixels',
    'lumiterraPixels.lumiterraMarket.title': 'Mercado de Lumiterra',
    'lumiterraPixels.lumiterraMarket.purpose': 'Itens de Lumiterra por tipo, qualidade, nível e nome, com preços.',
    'lumiterraPixels.energy.title': 'Planejador de Energia',
    'lumiterraPixels.energy.purpose': 'Energia durante uma sessão e as poções mais baratas para concluir seu plano.',
    'lumiterraPixels.taskboard.title': 'Quadro de Tarefas',
    'lumiterraPixels.taskboard.purpose': 'Tarefas do quadro de Pixels com recompensas, EXP e um planejador por lucro.',
  },
};

/** Ids whose text is legitimately the same in another locale (names of games, shared words). */
export const sameInAllLocales = new Set<string>(['lumiterraPixels.lumiterraMarket.title', 'lumiterraPixels.nav.group.lumiterra', 'lumiterraPixels.nav.group.pixels']);
