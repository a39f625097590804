import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { languageOf, unauthenticated, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { PlansLedger } from '@criadero/service-users';
import { AlertsQuery, AlertsResponse, AxieErrorBody, CreateWatchBody, DEFAULT_PRICE_DROP_PERCENT, RECENT_ALERTS, WATCH_LIMITS, WatchIdParams, WatchSchema, WatchesResponse, type Alert } from '@criadero/api-contracts/axie';
import { AxieError } from '../errors';
import { toAlert, type AlertSubscriber } from './alerts-hub';
import { checkDiscordWebhookUrl, webhookHint } from './discord-webhook';
import { watchCriteria } from './watch-criteria';
import type { WatchDoc } from './watches-repository';

const errors = { 400: AxieErrorBody, 401: AxieErrorBody, 403: AxieErrorBody, 404: AxieErrorBody, 429: AxieErrorBody };

const StreamQuery = Type.Object({ after: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'the last change seen (as Last-Event-ID)' })) }, { additionalProperties: false });

const toWatch = (doc: WatchDoc) => ({
  id: doc.watchId,
  name: doc.name,
  filter: doc.filter,
  discord: doc.discordWebhookUrl
    ? { hint: webhookHint(doc.discordWebhookUrl), disabled: doc.discordDisabled ? { at: doc.discordDisabled.at.toISOString(), status: doc.discordDisabled.status } : null }
    : null,
  priceDropPercent: doc.priceDropPercent ?? DEFAULT_PRICE_DROP_PERCENT,
  createdAt: doc.createdAt.toISOString(),
});

/**
 * The last change a reconnecting stream saw: the browser's own `Last-Event-ID` (the SSE event id
 * is the change that raised the alerts), or `?after=` from a client that opened a new stream after
 * the browser gave up on one (a refused reconnect). Anything else is ignored.
 */
function lastSeen(header: string | string[] | undefined, after: string | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header) ?? after;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Watched searches (signed-in players): list, create (plan limit: WATCH_LIMITS), delete; the
 * account's recent alerts; and `GET /api/axie/alerts/stream`, a Server-Sent Events stream of its
 * new alerts (`event: alerts`, `id` = the change that raised them, `data` = `{ alerts }`).
 */
export async function watchesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const plans = new PlansLedger(app.store);
  const { watches, alerts, hub, streams } = app.axieAlerts;
  const limitOf = async (accountId: string) => WATCH_LIMITS[(await plans.current(accountId)).level];

  app.get(
    '/axie/watches',
    { schema: { tags: ['axie'], summary: "The player's watched searches and how many the plan allows", response: { 200: WatchesResponse, ...errors } } },
    async (request) => {
      if (!request.account) throw unauthenticated();
      const { accountId } = request.account;
      const [docs, limit] = await Promise.all([watches.ofAccount(accountId), limitOf(accountId)]);
      return { watches: docs.map(toWatch), limit };
    },
  );

  app.post(
    '/axie/watches',
    { schema: { tags: ['axie'], summary: 'Watch a search: alerts on new or repriced listings that match it', body: CreateWatchBody, response: { 200: WatchSchema, ...errors } } },
    async (request) => {
      if (!request.account) throw unauthenticated();
      const { accountId } = request.account;
      const { name, filter, discordWebhookUrl, priceDropPercent } = request.body;
      watchCriteria(filter); // the search's own 400s for a filter it would refuse
      const webhook = discordWebhookUrl?.trim() ? checkDiscordWebhookUrl(discordWebhookUrl) : null;
      const limit = await limitOf(accountId);
      const doc = await watches.add(
        {
          accountId,
          name: name.trim(),
          filter,
          discordWebhookUrl: webhook,
          language: languageOf(request),
          // the site as the player reached it (behind TRUST_PROXY, as the proxy says): a sample axie's Discord link goes there
          siteOrigin: `${request.protocol}://${request.host}`,
          priceDropPercent: priceDropPercent ?? DEFAULT_PRICE_DROP_PERCENT,
        },
        limit,
      );
      // the refusal ends with the plan's number ("…de tu plan: 5")
      if (!doc) throw new AxieError(403, 'WATCH_LIMIT_REACHED', String(limit));
      return toWatch(doc);
    },
  );

  app.delete(
    '/axie/watches/:id',
    { schema: { tags: ['axie'], summary: 'Stop watching a search', params: WatchIdParams, response: { 200: Type.Object({ ok: Type.Literal(true) }), ...errors } } },
    async (request) => {
      if (!request.account) throw unauthenticated();
      if (!(await watches.remove(request.account.accountId, request.params.id))) throw new AxieError(404, 'WATCH_NOT_FOUND');
      return { ok: true as const };
    },
  );

  app.get(
    '/axie/alerts',
    { schema: { tags: ['axie'], summary: "The player's alerts, newest first, a page at a time, each with its Discord message's state", querystring: AlertsQuery, response: { 200: AlertsResponse, ...errors } } },
    async (request) => {
      if (!request.account) throw unauthenticated();
      const page = await alerts.page(request.account.accountId, request.query.limit ?? RECENT_ALERTS, request.query.after);
      const deliveries = await alerts.deliveriesOf(page.alerts.map((doc) => doc._id));
      return { alerts: page.alerts.map((doc) => toAlert(doc, deliveries.get(doc._id))), next: page.next };
    },
  );

  app.get('/axie/alerts/stream', { config: { longLived: true }, schema: { tags: ['axie'], summary: "Server-Sent Events: the player's new alerts as they are raised", querystring: StreamQuery, response: errors } }, async (request, reply) => {
    if (!request.account) throw unauthenticated();
    const { accountId } = request.account;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may compress or buffer it; x-accel-buffering: nginx passes each event at once
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    streams.add(res);
    const subscriber: AlertSubscriber = {
      accountId,
      sentUpTo: -1,
      send: (seq: number, list: Alert[]) => void res.write(`id: ${seq}\nevent: alerts\ndata: ${JSON.stringify({ alerts: list })}\n\n`),
    };
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), app.axieAlerts.heartbeatMs);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      hub.unsubscribe(subscriber);
      streams.delete(res);
    };
    request.raw.on('close', end);
    res.on('close', end);
    try {
      await hub.subscribe(subscriber, lastSeen(request.headers['last-event-id'], request.query.after));
      if (res.destroyed || res.writableEnded) end();
    } catch (error) {
      app.log.warn({ err: error }, 'alerts: could not open the stream');
      end();
      res.end();
    }
  });
}
