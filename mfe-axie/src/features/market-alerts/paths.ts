/** The watched searches and alerts page (nav.ts and the notifications link to it). */
export const ALERTS_PATH = '/axie-infinity-tools/market-alerts';

/** The site's own view of one axie (the showroom): where an alert over the sample market links. */
export const showroomPath = (axieId: string) => `/axie-infinity-tools/axie-showroom?ids=${encodeURIComponent(axieId)}`;
