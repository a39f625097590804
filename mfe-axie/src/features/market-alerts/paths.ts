/** The watched searches and alerts page (nav.ts and the notifications link to it). */
export const ALERTS_PATH = '/axie-infinity-tools/market-alerts';
