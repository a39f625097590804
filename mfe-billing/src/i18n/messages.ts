import type { LocalizedMessages } from '@criadero/platform';

/** Every string this remote renders, per locale (es is the source). */
export const messages: LocalizedMessages = {
  es: {
    'billing.profile.wallets': 'Wallets vinculadas',
    'billing.profile.plan': 'Plan',
    'billing.profile.plan.none': 'Sin plan (nivel 0)',
    'billing.profile.plan.premium': 'Premium',
    'billing.profile.plan.elite': 'Elite',
    'billing.profile.planEnds': 'Vence en:',
    'billing.profile.credits': 'Créditos (Plus Coins)',
    'billing.profile.creditsCount': '{count, plural, one {# crédito} other {# créditos}}',
    'billing.nav.group.dashboard': 'Panel',
    'billing.profile.title': 'Perfil',
    'billing.profile.purpose': 'Tus wallets, tu plan con su vencimiento, tus créditos y tu configuración.',
    'billing.axie.title': 'Mis Axies',
    'billing.axie.purpose': 'Los Axies de tus wallets, con accesos directos a la calculadora.',
    'billing.creatorPanel.title': 'Panel de Creador',
    'billing.creatorPanel.purpose': 'Tus códigos de referido, sus usos y tus ganancias.',
  },
  en: {
    'billing.profile.wallets': 'Linked wallets',
    'billing.profile.plan': 'Plan',
    'billing.profile.plan.none': 'No plan (level 0)',
    'billing.profile.plan.premium': 'Premium',
    'billing.profile.plan.elite': 'Elite',
    'billing.profile.planEnds': 'Ends in:',
    'billing.profile.credits': 'Credits (Plus Coins)',
    'billing.profile.creditsCount': '{count, plural, one {# credit} other {# credits}}',
    'billing.nav.group.dashboard': 'Dashboard',
    'billing.profile.title': 'Profile',
    'billing.profile.purpose': 'Your wallets, your plan and its expiry, your credits and your settings.',
    'billing.axie.title': 'My Axies',
    'billing.axie.purpose': 'The Axies in your wallets, with shortcuts into the calculator.',
    'billing.creatorPanel.title': 'Creator Panel',
    'billing.creatorPanel.purpose': 'Your referral codes, their uses and your earnings.',
  },
  pt: {
    'billing.profile.wallets': 'Carteiras vinculadas',
    'billing.profile.plan': 'Plano',
    'billing.profile.plan.none': 'Sem plano (nível 0)',
    'billing.profile.plan.premium': 'Premium',
    'billing.profile.plan.elite': 'Elite',
    'billing.profile.planEnds': 'Vence em:',
    'billing.profile.credits': 'Créditos (Plus Coins)',
    'billing.profile.creditsCount': '{count, plural, one {# crédito} other {# créditos}}',
    'billing.nav.group.dashboard': 'Painel',
    'billing.profile.title': 'Perfil',
    'billing.profile.purpose': 'Suas carteiras, seu plano e vencimento, seus créditos e suas configurações.',
    'billing.axie.title': 'Meus Axies',
    'billing.axie.purpose': 'Os Axies das suas carteiras, com atalhos para a calculadora.',
    'billing.creatorPanel.title': 'Painel do Criador',
    'billing.creatorPanel.purpose': 'Seus códigos de indicação, seus usos e seus ganhos.',
  },
};

/** Ids whose text is legitimately the same in another locale (names of games, shared words). */
export const sameInAllLocales = new Set<string>(['billing.profile.plan.premium', 'billing.profile.plan.elite', 'billing.profile.plan', 'billing.profile.credits', 'billing.profile.creditsCount', 'billing.profile.title']);
