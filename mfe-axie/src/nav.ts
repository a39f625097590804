import type { RemoteNav, RouteNote } from '@criadero/remote-contract';
import { navRoutes } from '@criadero/remote-contract/nav-routes';

/**
 * SOURCE_LABELS' ids by source kind, and the first requests of the land cards and the runes tab
 * (i18n/labels.ts and the pages import react-intl, which the build cannot run when it reads this
 * file; the pages' tests hold each equal to the page's)
 */
export const SOURCE_LABEL_IDS = {
  sample: 'axie.tools.source.sample',
  generated: 'axie.tools.source.generated',
  api: 'axie.tools.source.api',
  graphql: 'axie.tools.source.graphql',
  imported: 'axie.tools.source.imported',
  live: 'axie.tools.source.live',
};
const LAND_CARDS_FIRST_REQUEST = { page: 1, pageSize: 24 };
const RUNES_FIRST_REQUEST = { kind: 'rune', page: 1, pageSize: 24 };

/** This remote's navigation (see RemoteNav): the registry carries it, so the shell draws the menu without loading this remote. */
export const nav: RemoteNav = {
  groups: [
    { id: 'axie', labelId: 'axie.nav.group.axie', order: 20 },
    { id: 'axieLandBattles', labelId: 'axie.nav.group.axieLandBattles', order: 60 },
  ],
  routes: navRoutes([
    { path: '/axie-infinity-tools/breeding-calculator', group: 'axie', key: 'axie.breeding' },
    // its source note opening the panel (the seasons' answer: the leaderboard's source) is its largest text on a phone: served with the page
    { path: '/axie-infinity-tools/origins-leaderboard', group: 'axie', key: 'axie.originsLeaderboard', isNew: true, note: sourceNote('/api/origins/seasons') },
    // the sample's note under the tab strip (how many of the game's runes the sample holds) is its largest text on a phone: served with the page
    { path: '/axie-infinity-tools/runes-and-charms', group: 'axie', key: 'axie.runesCharms', note: runesSampleNote() },
    { path: '/axie-infinity-tools/axie-sales-history', group: 'axie', key: 'axie.salesHistory' },
    // its hint, before an axie is asked for, is its largest text on a phone: served with the page
    { path: '/axie-infinity-tools/breeding-tree', group: 'axie', key: 'axie.breedingTree', note: { id: 'axie.breedingTree.hint', look: 'panel', unlessQuery: ['id'] } },
    // the launch rule opening its rule panel is its largest text on a phone: served with the page
    { path: '/axie-infinity-tools/poison-calculator', group: 'axie', key: 'axie.poison', note: { id: 'axie.poison.rule.unconfirmed', look: 'panel', panelTitleId: 'axie.poison.rule.title' } },
    // its hint under the tab strip, before axies are asked for, is its largest text on a phone: served with the page
    {
      path: '/axie-infinity-tools/axie-showroom',
      group: 'axie',
      key: 'axie.showroom',
      note: { id: 'axie.showroom.hint', look: 'panel', panelTabIds: ['axie.showroom.tab.showroom', 'axie.showroom.tab.evolution'], unlessQuery: ['ids'] },
    },
    { path: '/axie-infinity-tools/market-alerts', group: 'axie', key: 'axie.alerts', isNew: true, requiresLogin: true },
    // its notice (which list stands in, how many cards, from when: the service's answer to the
    // page's first request) is its largest text on a phone: served with the page
    { path: '/axie-land-battles/cards', group: 'axieLandBattles', key: 'axie.landCards', note: landCardsNotice() },
  ]),
  // the live alerts of watched searches, on every page once a player is signed in (rootMounts in routes.tsx)
  rootMounts: true,
};

/** The land cards' notice as LandCardsPage shows it, read from the page's first request (RouteNote) */
function landCardsNotice(): RouteNote {
  return {
    id: 'axie.landCards.noticeImported',
    read: {
      path: '/api/land-battles/cards',
      body: LAND_CARDS_FIRST_REQUEST,
      texts: { count: 'catalogueSize', label: 'source.label', date: 'source.asOf' },
      messages: { source: { field: 'source.kind', ids: SOURCE_LABEL_IDS } },
      when: { field: 'source.kind', equals: 'imported', otherwise: { id: 'axie.landCards.notice' } },
    },
  };
}

/** The runes tab's sample note as RunesCharmsPage shows it under its tab strip, read from the tab's first request (RouteNote) */
function runesSampleNote(): RouteNote {
  return {
    id: 'axie.runesCharms.sample.runes',
    look: 'panel',
    panelTabIds: ['axie.runesCharms.tab.runes', 'axie.runesCharms.tab.charms'],
    read: {
      path: '/api/origins/items',
      body: RUNES_FIRST_REQUEST,
      texts: { count: 'catalogueSize', total: 'fullCatalogueSize', date: 'source.asOf' },
      when: { field: 'sample', equals: true },
    },
  };
}

/**
 * SourceNote as a page draws it opening its panel, from a GET whose answer has `source` (the
 * service's label is in the visitor's language: the gateway reads it once per language). A label
 * that only repeats the kind makes the page drop it (another message): that note is not served.
 */
function sourceNote(path: string): RouteNote {
  return {
    id: 'axie.tools.source.note',
    look: 'panel',
    read: { path, texts: { date: 'source.asOf', label: 'source.label' }, messages: { kind: { field: 'source.kind', ids: SOURCE_LABEL_IDS } }, unlessSame: ['label', 'kind'] },
  };
}
