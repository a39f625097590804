import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import type { AlertsResponse, Watch, WatchesResponse } from '@criadero/api-contracts/axie';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { appendChanges, matched, someAxies, startDiscordReceiver, webhookUrl } from './alerts-helpers';
import { buildTestApp, type AxieTestApp } from './helpers';

const FAST = { pollMs: 20, streamPollMs: 20, leaseSlotMs: 2000 };

describe('watched searches: matching the market change log', () => {
  let app: AxieTestApp;
  let store: EmbeddedStore;
  let player: TestPlayer;
  let a: AxieDoc;
  let c: AxieDoc;
  let other: AxieDoc;
  let discord: Awaited<ReturnType<typeof startDiscordReceiver>>;

  beforeAll(async () => {
    discord = await startDiscordReceiver();
    store = new EmbeddedStore();
    app = await buildTestApp({ size: 400, store, alerts: { ...FAST, discord: { testOrigin: discord.origin } } });
    const axies = await someAxies(app, store, 400);
    a = axies[0]!;
    c = axies.find((x) => x.id !== a.id && x.class === a.class && x.parts[5] !== a.parts[5])!;
    other = axies.find((x) => x.class !== a.class)!;
    player = await testPlayer(app, store, { plan: 1 });
  });
  afterAll(async () => {
    await app.close();
    await discord.close();
  });

  const watch = (body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/axie/watches', headers: { ...player.headers, ...headers }, payload: body });

  it('raises an alert per listing and watch for new and repriced listings the filter matches, as /api/search would, and again on a price drop', async () => {
    const byClass = await watch({ name: 'Clase barata', filter: { classes: [a.class], maxPriceUSD: 50 } });
    expect(byClass.statusCode).toBe(200);
    // '!' excludes a shown part, as in the search: A shows that tail, C does not
    const notThatTail = await watch({ name: 'Sin esa cola', filter: { classes: [a.class], parts: [`!${a.parts[5]}`] }, discordWebhookUrl: webhookUrl('123456789012345678') });
    expect(notThatTail.statusCode).toBe(200);
    const [w1, w2] = [byClass.json<Watch>(), notThatTail.json<Watch>()];
    expect(w2.discord).toEqual({ hint: '…5678', disabled: null });
    expect(w2.priceDropPercent).toBe(10);

    await appendChanges(store, [
      { kind: 'listed', axieId: String(a.id), priceUsd: 40 }, // w1
      { kind: 'listed', axieId: String(other.id), priceUsd: 10 }, // another class: none
      { kind: 'repriced', axieId: String(a.id), priceUsd: 38 }, // w1 already alerted for this listing, 5 % cheaper: none
      { kind: 'listed', axieId: String(c.id), priceUsd: 80 }, // over w1's 50; w2 (default cap 90)
      { kind: 'sold', axieId: String(a.id), priceUsd: null },
      { kind: 'repriced', axieId: String(c.id), priceUsd: 30 }, // now under w1's cap: w1; for w2 a drop of 62 %: again
    ]);
    await matched(store);

    const { alerts } = (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>();
    const seen = alerts.map((x) => [x.watchId, x.axieId, x.kind, x.priceUsd]).sort();
    expect(seen).toEqual(
      [
        [w1.id, String(a.id), 'listed', 40],
        [w1.id, String(c.id), 'repriced', 30],
        [w2.id, String(c.id), 'listed', 80],
        [w2.id, String(c.id), 'repriced', 30],
      ].sort(),
    );
    // newest first, with the watch's name for the list
    expect(alerts[0]).toMatchObject({ axieId: String(c.id), seq: expect.any(Number) });
    // the Discord watch sent exactly its alerts, to the webhook's own path, in order
    await vi.waitFor(() => expect(discord.received).toHaveLength(2), { timeout: 10_000, interval: 20 });
    expect(discord.received.every((m) => /^\/api\/webhooks\/123456789012345678\/tOkEn_/.test(m.path))).toBe(true);
    expect(discord.received[0]!.body.content).toContain(`#${c.id}`);
    expect(discord.received[0]!.body.content).toContain('80.00 USD');
    expect(discord.received[1]!.body.content).toContain('30.00 USD');
  });

  it('reading the log again (a crash before the cursor moved) raises nothing twice and sends no second message', async () => {
    const before = (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>().alerts;
    // what a matcher that died after storing alerts but before moving its cursor leaves behind
    await store.collection('axie_alert_cursor').deleteOne({ _id: 'matcher' });
    await matched(store);
    const after = (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>().alerts;
    expect(after).toEqual(before);
    // no second message is queued: give the delivery queue many polls to send one, if it would
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(discord.received).toHaveLength(2);
  });

  it('a new watch does not alert on what was listed before it, even when the log is read late', async () => {
    // the matcher is behind: a change logged before the watch existed is read after it was made
    await app.close();
    await appendChanges(store, [{ kind: 'listed', axieId: String(c.id), priceUsd: 5 }]);
    app = await buildTestApp({ size: 400, store, alerts: { ...FAST, discord: { testOrigin: discord.origin } } });
    const late = await watch({ name: 'Tarde', filter: { classes: [a.class] } });
    expect(late.statusCode).toBe(200);
    await someAxies(app, store, 1);
    await matched(store);
    const { alerts } = (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>();
    expect(alerts.filter((x) => x.watchId === late.json<Watch>().id)).toEqual([]);
  });
});

describe('watched searches: plans, refusals and languages', () => {
  let app: AxieTestApp;
  let store: EmbeddedStore;

  beforeAll(async () => {
    store = new EmbeddedStore();
    app = await buildTestApp({ size: 60, store, alerts: FAST });
  });
  afterAll(() => app.close());

  const create = (headers: Record<string, string>, body: object = { name: 'x', filter: { classes: ['beast'] } }) =>
    app.inject({ method: 'POST', url: '/api/axie/watches', headers, payload: body });

  it('writes nothing while nobody watches: no lease, no cursor; the first watch starts the matching', async () => {
    const [axie] = await someAxies(app, store, 1);
    await appendChanges(store, [{ kind: 'listed', axieId: String(axie!.id), priceUsd: 5 }]);
    const matcherLeases = () => store.collection<{ _id: string; job: string }>('leases').find({ job: 'axie-alerts-matcher' });
    // many polls later (20 ms each), still nothing written
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await matcherLeases()).toEqual([]);
    expect(await store.collection('axie_alert_cursor').find({})).toEqual([]);
    const player = await testPlayer(app, store);
    expect((await create(player.headers, { name: 'x', filter: { classes: ['bird'] } })).statusCode).toBe(200);
    await matched(store);
    expect((await store.collection<{ _id: string; seq: number }>('axie_alert_cursor').find({}))[0]!.seq).toBeGreaterThanOrEqual(1);
  });

  it('visitors have no watches (401); a plan sets how many (none 1, Premium 5, Elite 25), the next is a 403 in the player\'s language', async () => {
    expect((await create({})).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/axie/watches' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/axie/alerts/stream' })).statusCode).toBe(401);

    const free = await testPlayer(app, store);
    expect((await create(free.headers)).statusCode).toBe(200);
    const refused = await create({ ...free.headers, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'WATCH_LIMIT_REACHED', error: 'You have reached the most watched searches your plan allows: 1' });
    expect((await create({ ...free.headers, 'accept-language': 'pt' })).json().error).toBe('Você chegou ao máximo de buscas vigiadas do seu plano: 1');
    expect((await create(free.headers)).json().error).toBe('Has llegado al máximo de búsquedas vigiladas de tu plan: 1');

    const premium = await testPlayer(app, store, { plan: 1 });
    const made = await Promise.all(Array.from({ length: 7 }, () => create(premium.headers)));
    // concurrent creations cannot pass the limit: each takes one of the plan's slots
    expect(made.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(made.filter((r) => r.statusCode === 403)).toHaveLength(2);
    const listed = (await app.inject({ url: '/api/axie/watches', headers: premium.headers })).json<WatchesResponse>();
    expect(listed).toMatchObject({ limit: 5 });
    expect(listed.watches).toHaveLength(5);

    // deleting one frees a slot
    expect((await app.inject({ method: 'DELETE', url: `/api/axie/watches/${listed.watches[0]!.id}`, headers: premium.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/axie/watches/${listed.watches[0]!.id}`, headers: premium.headers })).json()).toMatchObject({ code: 'WATCH_NOT_FOUND' });
    expect((await create(premium.headers)).statusCode).toBe(200);

    const elite = await testPlayer(app, store, { plan: 2 });
    expect((await app.inject({ url: '/api/axie/watches', headers: elite.headers })).json<WatchesResponse>().limit).toBe(25);
  });

  it('refuses filters the search refuses, and a filter on the price alone', async () => {
    const player = await testPlayer(app, store, { plan: 2 });
    const unknownPart = await create(player.headers, { name: 'x', filter: { parts: ['eyes-nope'] } });
    expect(unknownPart.statusCode).toBe(400);
    expect(unknownPart.json()).toMatchObject({ code: 'UNKNOWN_PART' });
    const inverted = await create(player.headers, { name: 'x', filter: { classes: ['bird'], breedCount: [5, 2] } });
    expect(inverted.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const broad = await create({ ...player.headers, 'accept-language': 'en' }, { name: 'x', filter: { maxPriceUSD: 20, classes: [] } });
    expect(broad.statusCode).toBe(400);
    expect(broad.json()).toMatchObject({ code: 'WATCH_FILTER_TOO_BROAD', error: expect.stringMatching(/besides the price/) });
    expect((await create(player.headers, { name: 'x', filter: { classes: ['bird'] }, extra: 1 })).statusCode).toBe(400);
    // unknown keys inside the filter too (a stored '$gt' key would even reach the database)
    for (const filter of [{ classes: ['bird'], hostile: 1 }, { $gt: 1 }, { classes: ['bird'], owner: '0x0000000000000000000000000000000000000001' }]) {
      const refused = await create(player.headers, { name: 'x', filter });
      expect(refused.statusCode, JSON.stringify(filter)).toBe(400);
      expect(refused.json(), JSON.stringify(filter)).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('refuses webhook URLs that are not Discord webhooks over https', async () => {
    const player = await testPlayer(app, store, { plan: 2 });
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_-abcd';
    const bad = [
      `http://discord.com/api/webhooks/123456789012345678/${token}`,
      `https://evil.example/api/webhooks/123456789012345678/${token}`,
      `https://discord.com.evil.example/api/webhooks/123456789012345678/${token}`,
      `https://user:pw@discord.com/api/webhooks/123456789012345678/${token}`,
      `https://discord.com:8443/api/webhooks/123456789012345678/${token}`,
      `https://discord.com/api/webhooks/123456789012345678/${token}?wait=true`,
      `https://discord.com/api/users/123456789012345678/${token}`,
      `https://127.0.0.1/api/webhooks/123456789012345678/${token}`,
      'javascript:alert(1)',
      'not a url',
    ];
    for (const url of bad) {
      const answer = await create({ ...player.headers, 'accept-language': 'pt' }, { name: 'x', filter: { classes: ['bird'] }, discordWebhookUrl: url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ code: 'WEBHOOK_URL_INVALID', error: expect.stringMatching(/^A URL do webhook/) });
    }
    for (const host of ['discord.com', 'discordapp.com', 'canary.discord.com', 'ptb.discord.com']) {
      const ok = await create(player.headers, { name: host, filter: { classes: ['bird'] }, discordWebhookUrl: `https://${host}/api/webhooks/123456789012345678/${token}` });
      expect(ok.statusCode, host).toBe(200);
    }
  });
});

describe('the Discord sender', () => {
  it('does not follow a redirect (the message goes to the webhook or nowhere)', async () => {
    const { DiscordSender } = await import('../src/alerts/discord-webhook');
    const receiver = await startDiscordReceiver((path) => (path.startsWith('/api/webhooks') ? { status: 307, location: '/elsewhere' } : { status: 204 }));
    try {
      const sender = new DiscordSender({ testOrigin: receiver.origin });
      const message = { watchName: 'w', axieId: '1', kind: 'listed' as const, priceUsd: 3, language: 'es' as const, link: null, sample: true };
      // refused, not tried again: a redirect will not go away
      expect(await sender.send(webhookUrl('223456789012345678'), message)).toEqual({ kind: 'refused', status: 0 });
      expect(receiver.received.map((m) => m.path)).toEqual([expect.stringMatching(/^\/api\/webhooks\//)]);
    } finally {
      await receiver.close();
    }
  });
});

describe('the live alert stream (Server-Sent Events)', () => {
  let app: AxieTestApp;
  let store: EmbeddedStore;
  let base: string;

  beforeAll(async () => {
    store = new EmbeddedStore();
    app = await buildTestApp({ size: 200, store, alerts: { ...FAST, heartbeatMs: 50 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  /** Opens the stream and collects its text; `next(pattern)` waits until the text has it. */
  async function open(headers: Record<string, string>) {
    const response = await fetch(`${base}/api/axie/alerts/stream`, { headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let ended = false;
    const pump = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      ended = true;
    })().catch(() => (ended = true));
    return {
      response,
      text: () => text,
      ended: () => ended,
      next: (pattern: RegExp) => vi.waitFor(() => expect(text).toMatch(pattern), { timeout: 10_000, interval: 20 }),
      close: async () => {
        await reader.cancel().catch(() => undefined);
        await pump;
      },
    };
  }

  it('sends a player their alerts as they are raised, uncompressed, and what they missed when they reconnect', async () => {
    const [axie, second] = await someAxies(app, store, 2);
    const player = await testPlayer(app, store, { plan: 1 });
    const stranger = await testPlayer(app, store, { plan: 1 });
    for (const who of [player, stranger]) {
      const made = await app.inject({ method: 'POST', url: '/api/axie/watches', headers: who.headers, payload: { name: 'En vivo', filter: { classes: [axie!.class, second!.class] } } });
      expect(made.statusCode).toBe(200);
    }
    const stream = await open(player.headers);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    await stream.next(/: keep-alive/);

    const [listed] = await appendChanges(store, [{ kind: 'listed', axieId: String(axie!.id), priceUsd: 12 }]);
    await stream.next(new RegExp(`id: ${listed!.seq}\\nevent: alerts\\ndata: .*"axieId":"${axie!.id}"`));
    const events = stream.text().match(/event: alerts\ndata: (.*)\n/g) ?? [];
    // only this player's alert (the other player's watch matched too)
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.replace(/^event: alerts\ndata: /, ''))).toMatchObject({ alerts: [{ axieId: String(axie!.id), kind: 'listed', priceUsd: 12, watchName: 'En vivo' }] });
    await stream.close();

    // offline meanwhile: the browser reconnects with the last event id and gets what it missed
    const [missed] = await appendChanges(store, [{ kind: 'listed', axieId: String(second!.id), priceUsd: 7 }]);
    await matched(store);
    const again = await open({ ...player.headers, 'last-event-id': String(listed!.seq) });
    await again.next(new RegExp(`id: ${missed!.seq}\\nevent: alerts\\ndata: .*"axieId":"${second!.id}"`));
    expect(again.text()).not.toContain(`id: ${listed!.seq}\n`);
    await again.close();

    // a client that opens a new stream (the browser gave up after a refused reconnect) says it with ?after=
    const fresh = await fetch(`${base}/api/axie/alerts/stream?after=${listed!.seq}`, { headers: player.headers });
    const reader = fresh.body!.getReader();
    let text = '';
    while (!text.includes(`id: ${missed!.seq}\n`)) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`"axieId":"${second!.id}"`);
    await reader.cancel();
  });

  it('closing the app ends open streams at once (a shutdown does not wait for them)', async () => {
    const player = await testPlayer(app, store);
    const stream = await open(player.headers);
    await stream.next(/retry: 3000/);
    await app.close();
    await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 5000, interval: 20 });
  });
});
