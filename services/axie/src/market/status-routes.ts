import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { languageOf, type TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieStatusResponse, type MarketStatusEvent } from '@criadero/api-contracts/axie';
import { marketProvenance } from './provenance';

/** How often a gateway with open status streams looks whether the market's status changed (freshness() reads the shared state at most once a second). */
const STATUS_STREAM_POLL_MS = 1000;
/** A comment line keeps an idle stream open through proxies and the socket timeout (as the alert stream does). */
const STATUS_STREAM_HEARTBEAT_MS = 20_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Which axie service answers, whether paid search is wired in, and what market it serves (labelled in the caller's language). */
export async function statusRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  /** What a page shows beside market data: how old it is (since the last successful check of the source) and whether it can be trusted. */
  const marketStatus = async (): Promise<MarketStatusEvent> => {
    const { syncing, checkedAt, failingSince, degraded, staleSince } = await app.axieMarketSync.freshness();
    return { loaded: app.axieMarket.loader.loaded, syncing, checkedAt, failingSince, degraded, staleSince, loadFailingSince: iso(app.axieMarket.loadFailingSince) };
  };

  app.get('/axie/status', { schema: { tags: ['axie'], summary: 'Axie service status', response: { 200: AxieStatusResponse } } }, async (request) => {
    const { loader } = app.axieMarket;
    const freshness = await app.axieMarketSync.freshness();
    const coverage = (await app.axieMarketSync.sync?.coverage()) ?? null;
    const listings = coverage && loader.loaded ? { source: coverage.reported, index: (await app.axieMarket.follower.index()).listedIds().length, eggs: coverage.eggs, clipped: coverage.clipped, sweptAt: new Date(coverage.finishedAt).toISOString() } : null;
    return {
      service: 'axie' as const,
      version: '0.1.0',
      paidSearch: typeof app.searchCredits?.run === 'function',
      market: {
        source: loader.info.kind,
        provenance: marketProvenance(app),
        label: loader.info.label[languageOf(request)],
        asOf: loader.info.asOf,
        loaded: loader.loaded,
        axies: loader.lastReport?.axies ?? null,
        ...freshness,
        loadFailingSince: iso(app.axieMarket.loadFailingSince),
        listings,
      },
    };
  });

  // The market's status pushed to every page that shows market data (no session: the partner
  // embeds show it too). One reader per gateway while streams are open; an event only when the
  // status changed, so a page's age resets on each successful poll and never on its own timer.
  const streams = new Set<ServerResponse>();
  let last = '';
  let timer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  // each event carries the server's clock, so the page's age is right on a device whose clock is off
  const event = (status: MarketStatusEvent) => `event: market\ndata: ${JSON.stringify({ ...status, sentAt: new Date().toISOString() })}\n\n`;
  const push = async () => {
    const status = await marketStatus();
    const seen = JSON.stringify(status);
    if (seen === last) return;
    last = seen;
    for (const res of streams) res.write(event(status));
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    if (heartbeat) clearInterval(heartbeat);
    timer = heartbeat = null;
    last = '';
  };
  app.addHook('preClose', async () => {
    stop();
    for (const res of streams) res.end();
    streams.clear();
  });

  app.get('/axie/status/stream', { config: { longLived: true }, schema: { tags: ['axie'], summary: "Server-Sent Events: the market's age and health as they change (event `market`, MarketStatusEvent)" } }, async (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // the headers set before the handler (CORS for a partner's page, the request id) go out too
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may compress or buffer it; x-accel-buffering: nginx passes each event at once
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const end = () => {
      streams.delete(res);
      if (streams.size === 0) stop();
    };
    request.raw.on('close', end);
    res.on('close', end);
    try {
      res.write(`retry: 3000\n\n${event(await marketStatus())}`);
    } catch (error) {
      app.log.warn({ err: error }, 'axie status: could not open the stream');
      res.end();
      return;
    }
    if (res.destroyed || res.writableEnded) return;
    streams.add(res);
    const failed = (error: unknown) => app.log.warn({ err: error }, 'axie status: reading the market status failed');
    timer ??= setInterval(() => void push().catch(failed), STATUS_STREAM_POLL_MS);
    heartbeat ??= setInterval(() => streams.forEach((stream) => stream.write(': keep-alive\n\n')), STATUS_STREAM_HEARTBEAT_MS);
    heartbeat.unref();
  });
}
