import type { LocalizedMessages } from '@criadero/platform';

/** Every string this remote renders, per locale (es is the source). */
export const messages: LocalizedMessages = {
  es: {
    'craftworld.nav.group.dashboard': 'Panel',
    'craftworld.nav.group.craftworld': 'Craft World',
    'craftworld.dashboard.title': 'Craft World Premium',
    'craftworld.dashboard.purpose': 'Estado de tu suscripción Craft World Premium, tu código de referido y tus configuraciones guardadas.',
    'craftworld.optimizer.title': 'Optimizador de Recursos',
    'craftworld.optimizer.purpose': 'Coste de fabricar frente a comprar, beneficio por hora y el mejor plan de producción.',
    'craftworld.workshop.title': 'Guía del Taller',
    'craftworld.workshop.purpose': 'Tabla de niveles del taller con tiempos, entradas, salidas y costes de mejora.',
    'craftworld.factory.title': 'Guía de Fábricas',
    'craftworld.factory.purpose': 'Cada cadena de fábricas y nivel, con totales para alcanzar un nivel.',
  },
  en: {
    'craftworld.nav.group.dashboard': 'Dashboard',
    'craftworld.nav.group.craftworld': 'Craft World',
    'craftworld.dashboard.title': 'Craft World Premium',
    'craftworld.dashboard.purpose': 'Your Craft World Premium subscription status, referral code and saved setups.',
    'craftworld.optimizer.title': 'Resource Optimizer',
    'craftworld.optimizer.purpose': 'Craft cost versus buy price, profit per hour and the best production plan.',
    'craftworld.workshop.title': 'Workshop Guide',
    'craftworld.workshop.purpose': 'Workshop level table with times, inputs, outputs and upgrade costs.',
    'craftworld.factory.title': 'Factory Guide',
    'craftworld.factory.purpose': 'Every factory chain and level, with totals to reach a level.',
  },
  pt: {
    'craftworld.nav.group.dashboard': 'Painel',
    'craftworld.nav.group.craftworld': 'Craft World',
    'craftworld.dashboard.title': 'Craft World Premium',
    'craftworld.dashboard.purpose': 'O status da sua assinatura Craft World Premium, seu código de indicação e suas configurações salvas.',
    'craftworld.optimizer.title': 'Otimizador de Recursos',
    'craftworld.optimizer.purpose': 'Custo de fabricar versus comprar, lucro por hora e o melhor plano de produção.',
    'craftworld.workshop.title': 'Guia da Oficina',
    'craftworld.workshop.purpose': 'Tabela de níveis da oficina com tempos, entradas, saídas e custos de melhoria.',
    'craftworld.factory.title': 'Guia de Fábricas',
    'craftworld.factory.purpose': 'Cada cadeia de fábricas e nível, com totais para alcançar um nível.',
  },
};

/** Ids whose text is legitimately the same in another locale (names of games, shared words). */
export const sameInAllLocales = new Set<string>(['craftworld.dashboard.title', 'craftworld.nav.group.craftworld']);
