// Watched searches and their alerts: a saved filter of the marketplace search turned into a watch;
// a new or repriced listing that matches it raises one alert (in site, live, and optionally Discord).
import { Type, type Static } from 'typebox';
import { SearchBody } from './market';

export { WATCH_LIMITS } from './watch-limits';

/** The most alerts `GET /api/axie/alerts` answers (newest first). */
export const RECENT_ALERTS = 50;

/**
 * A watch's filter: the fields of `/api/search` that describe an axie and its price, with the same
 * meaning (parts with '!' exclusions, classes, breed count, purity, variant parts, stats, titles,
 * body shapes, colours, maxPriceUSD, default 90). A watch is on listings, so there is no
 * auctionType, owner, sort, priority, paging or idempotency key.
 */
// Type.Omit keeps the properties but not `additionalProperties: false`: an unknown key is refused here too
export const WatchFilter = Type.Object(Type.Omit(SearchBody, ['owner', 'sort', 'priorityOrder', 'auctionType', 'selectedAxies', 'requestId', 'limit']).properties, {
  additionalProperties: false,
});
export type WatchFilter = Static<typeof WatchFilter>;

export const CreateWatchBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    filter: WatchFilter,
    discordWebhookUrl: Type.Optional(
      Type.String({ maxLength: 300, description: 'https://discord.com/api/webhooks/<id>/<token> (discord.com, discordapp.com, canary. and ptb.)' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateWatchBody = Static<typeof CreateWatchBody>;

export const WatchSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    filter: WatchFilter,
    /** the webhook is a secret: only whether there is one, and the end of its id */
    discord: Type.Union([Type.Null(), Type.Object({ hint: Type.String() }, { additionalProperties: false })]),
    createdAt: Type.String({ description: 'ISO time' }),
  },
  { additionalProperties: false },
);
export type Watch = Static<typeof WatchSchema>;

export const WatchesResponse = Type.Object(
  {
    watches: Type.Array(WatchSchema),
    /** how many watches the account's plan allows */
    limit: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type WatchesResponse = Static<typeof WatchesResponse>;

export const WatchIdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) }, { additionalProperties: false });

const AlertSchema = Type.Object(
  {
    id: Type.String(),
    watchId: Type.String(),
    watchName: Type.String(),
    axieId: Type.String(),
    kind: Type.Union([Type.Literal('listed'), Type.Literal('repriced')]),
    priceUsd: Type.Union([Type.Number(), Type.Null()]),
    /** the market change that raised it (ascending: the stream's event id) */
    seq: Type.Integer({ minimum: 1 }),
    at: Type.String({ description: 'ISO time the alert was raised' }),
  },
  { additionalProperties: false },
);
export type Alert = Static<typeof AlertSchema>;

export const AlertsResponse = Type.Object({ alerts: Type.Array(AlertSchema) }, { additionalProperties: false });
export type AlertsResponse = Static<typeof AlertsResponse>;
