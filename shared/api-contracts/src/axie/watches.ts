// Watched searches and their alerts: a saved filter of the marketplace search turned into a watch;
// a new or repriced listing that matches it raises one alert (in site, live, and optionally Discord).
import { Type, type Static } from 'typebox';
import { SearchBody } from './market';

import { DEFAULT_PRICE_DROP_PERCENT } from './watch-limits';

export { DEFAULT_PRICE_DROP_PERCENT, WATCH_LIMITS } from './watch-limits';

/** The most alerts one page of `GET /api/axie/alerts` answers (newest first). */
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
      Type.String({ maxLength: 300, description: 'https://discord.com/api/webhooks/<id>/<token> (discord.com, discordapp.com, canary. and ptb.), optionally ?thread_id=<id> (a forum thread)' }),
    ),
    priceDropPercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, description: `a repricing of an alerted listing alerts again when the price fell at least this percent (default ${DEFAULT_PRICE_DROP_PERCENT})` })),
  },
  { additionalProperties: false },
);
export type CreateWatchBody = Static<typeof CreateWatchBody>;

export const WatchSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    filter: WatchFilter,
    /** the webhook is a secret: only whether there is one, the end of its id, and whether Discord said it is gone */
    discord: Type.Union([
      Type.Null(),
      Type.Object(
        {
          hint: Type.String(),
          /** Discord answered 401/403/404 (the webhook was deleted or its token revoked): no message is sent any more */
          disabled: Type.Union([Type.Null(), Type.Object({ at: Type.String({ description: 'ISO time' }), status: Type.Integer() }, { additionalProperties: false })]),
        },
        { additionalProperties: false },
      ),
    ]),
    priceDropPercent: Type.Integer({ minimum: 1, maximum: 90 }),
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

/**
 * Where an alert's Discord message is: `pending` (queued), `retrying` (Discord was busy, rate-limited
 * or down: tried again later), `sent`, `failed` (given up after its attempts, or refused),
 * `disabled` (the webhook is gone), `cancelled` (the watch or its webhook was removed first).
 */
const AlertDeliverySchema = Type.Object(
  {
    state: Type.Union([Type.Literal('pending'), Type.Literal('retrying'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('disabled'), Type.Literal('cancelled')]),
    attempts: Type.Integer({ minimum: 0 }),
    /** Discord's last HTTP status (null: none yet, a timeout or a network error) */
    lastStatus: Type.Union([Type.Integer(), Type.Null()]),
  },
  { additionalProperties: false },
);

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
    /** the axie is of the generated sample market: not a real listing (link to the site's own view, never the marketplace) */
    sample: Type.Boolean(),
    /** its Discord message (null: the watch has no webhook) */
    delivery: Type.Union([Type.Null(), AlertDeliverySchema]),
  },
  { additionalProperties: false },
);
export type Alert = Static<typeof AlertSchema>;

export const AlertsQuery = Type.Object(
  {
    after: Type.Optional(Type.String({ maxLength: 240, description: "a page's `next`: the alerts older than that page" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RECENT_ALERTS })),
  },
  { additionalProperties: false },
);

export const AlertsResponse = Type.Object(
  {
    alerts: Type.Array(AlertSchema),
    /** the cursor of the next (older) page; null when this is the last */
    next: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AlertsResponse = Static<typeof AlertsResponse>;
