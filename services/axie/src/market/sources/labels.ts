import type { Language } from '@criadero/api-contracts/errors';

/** What the market data is, in each language: the server answers the caller's (Accept-Language). */
export type MarketLabel = Record<Language, string>;

/**
 * One table for every market label: the sources' (`MarketSourceInfo.label`, answered by
 * `/api/axie/status`) and the market tools' (`source.label`, where `live` = one axie asked of the
 * marketplace now).
 */
export const MARKET_LABELS = {
  generated: {
    es: 'Datos de ejemplo generados (no es el marketplace real)',
    en: 'Generated sample data (not the real marketplace)',
    pt: 'Dados de exemplo gerados (não é o marketplace real)',
  },
  graphql: { es: 'Marketplace de Axie Infinity (importado)', en: 'Axie Infinity marketplace (imported)', pt: 'Marketplace do Axie Infinity (importado)' },
  stored: {
    es: 'Marketplace importado (base de datos)',
    en: 'Imported marketplace (database)',
    pt: 'Marketplace importado (banco de dados)',
  },
  live: { es: 'Marketplace de Axie Infinity, en vivo', en: 'Axie Infinity marketplace, live', pt: 'Marketplace do Axie Infinity, ao vivo' },
} as const satisfies Record<string, MarketLabel>;
