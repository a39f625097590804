import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import type { Alert, AlertsResponse, Watch, WatchesResponse } from '@criadero/api-contracts/axie';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { appendChanges, matched, someAxies, startDiscordReceiver, webhookUrl, type DiscordReply } from './alerts-helpers';
import { AlertsRepository } from '../src/alerts/alerts-repository';
import { buildTestApp, importedMarket, type AxieTestApp } from './helpers';

// fast polls and short pauses so a test waits little; the rules under test are the defaults'
const FAST = { pollMs: 20, streamPollMs: 20, deliveryPollMs: 20, leaseSlotMs: 2000, baseBackoffMs: 20 };

/** Webhook ids: each test's watches post to their own. */
const HANGING = '300000000000000001';
const QUICK = '300000000000000002';
const LIMITED = '300000000000000003';
const FAILING = '300000000000000004';
const DELETED = '300000000000000005';
const THREAD = '300000000000000006';
const PATIENT = '300000000000000007';

/** What the stand-in Discord answers per webhook: one never answers, one is rate-limited once, one fails once, one was deleted. */
function discordAnswers(path: string, call: number): DiscordReply {
  if (path.includes(HANGING)) return { status: 0, hang: true };
  // Discord's 429: retry_after in seconds (a float) in the JSON body (https://discord.com/developers/docs/topics/rate-limits)
  if (path.includes(LIMITED) && call === 0) return { status: 429, json: { message: 'You are being rate limited.', retry_after: 0.05, global: false } };
  if (path.includes(FAILING) && call === 0) return { status: 500 };
  // a deleted webhook: 404 Unknown Webhook (code 10015)
  if (path.includes(DELETED)) return { status: 404, json: { message: 'Unknown Webhook', code: 10015 } };
  return { status: 204 };
}

describe('alerts that always arrive: each webhook its own queue, retried, disabled when gone', () => {
  let app: AxieTestApp;
  let store: EmbeddedStore;
  let player: TestPlayer;
  let axies: AxieDoc[];
  let discord: Awaited<ReturnType<typeof startDiscordReceiver>>;
  let nextAxie = 0;

  beforeAll(async () => {
    discord = await startDiscordReceiver(discordAnswers);
    store = new EmbeddedStore();
    // a webhook call may take a minute: only the queue, not the matching, may wait on it
    app = await buildTestApp({ size: 400, store, alerts: { ...FAST, discord: { testOrigin: discord.origin, timeoutMs: 60_000 } } });
    axies = await someAxies(app, store, 400);
    player = await testPlayer(app, store, { plan: 2 });
  });
  afterAll(async () => {
    await app.close();
    await discord.close();
  });

  const watchIds: string[] = [];
  afterEach(async () => {
    for (const id of watchIds.splice(0)) await app.inject({ method: 'DELETE', url: `/api/axie/watches/${id}`, headers: player.headers });
  });

  /** A watch on one axie's class and tail (so only that axie's listings match), posting to a webhook. */
  async function watchOf(axie: AxieDoc, webhookId: string | null, extra: object = {}): Promise<Watch> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/axie/watches',
      headers: player.headers,
      payload: { name: `w${webhookId ?? 'site'}`, filter: { classes: [axie.class], parts: [axie.parts[5]] }, ...(webhookId ? { discordWebhookUrl: webhookUrl(webhookId) } : {}), ...extra },
    });
    expect(response.statusCode, response.body).toBe(200);
    const watch = response.json<Watch>();
    watchIds.push(watch.id);
    return watch;
  }

  /** An axie no earlier test used, whose tail no other axie of the market shows (so a watch on it matches it alone). */
  function freshAxie(): AxieDoc {
    for (;;) {
      const axie = axies[nextAxie++]!;
      if (axies.filter((x) => x.class === axie.class && x.parts[5] === axie.parts[5]).length === 1) return axie;
    }
  }

  const alertsOf = async (watch: Watch): Promise<Alert[]> =>
    (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>().alerts.filter((a) => a.watchId === watch.id);

  const deliveryOf = async (watch: Watch, state: string) =>
    vi.waitFor(
      async () => {
        const [alert] = await alertsOf(watch);
        expect(alert?.delivery?.state).toBe(state);
        return alert!;
      },
      { timeout: 10_000, interval: 20 },
    );

  it('a webhook that never answers delays neither the alerts in the site nor another webhook', async () => {
    const [slow, quick, site] = [freshAxie(), freshAxie(), freshAxie()];
    // the hanging webhook's watch is made (and matched) first
    const hangingWatch = await watchOf(slow, HANGING);
    const quickWatch = await watchOf(quick, QUICK);
    const siteWatch = await watchOf(site, null);
    await appendChanges(store, [
      { kind: 'listed', axieId: String(slow.id), priceUsd: 10 },
      { kind: 'listed', axieId: String(quick.id), priceUsd: 11 },
      { kind: 'listed', axieId: String(site.id), priceUsd: 12 },
    ]);
    await matched(store);
    // every alert is in the site while the hanging call is still open
    expect((await alertsOf(hangingWatch)).map((a) => a.delivery?.state)).toEqual(['pending']);
    expect((await alertsOf(siteWatch)).map((a) => [a.axieId, a.delivery])).toEqual([[String(site.id), null]]);
    await vi.waitFor(() => expect(discord.to(QUICK)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await deliveryOf(quickWatch, 'sent');
    expect(discord.to(HANGING)).toHaveLength(1);
    expect((await alertsOf(hangingWatch))[0]!.delivery?.state).toBe('pending');
  });

  it("a 429 is tried again after Discord's retry_after, a 500 after a backoff: both messages arrive", async () => {
    const [limitedAxie, failingAxie] = [freshAxie(), freshAxie()];
    const limited = await watchOf(limitedAxie, LIMITED);
    const failing = await watchOf(failingAxie, FAILING);
    await appendChanges(store, [
      { kind: 'listed', axieId: String(limitedAxie.id), priceUsd: 20 },
      { kind: 'listed', axieId: String(failingAxie.id), priceUsd: 21 },
    ]);
    await matched(store);
    expect(await deliveryOf(limited, 'sent')).toMatchObject({ delivery: { attempts: 2, lastStatus: 200 } });
    expect(await deliveryOf(failing, 'sent')).toMatchObject({ delivery: { attempts: 2, lastStatus: 200 } });
    expect(discord.to(LIMITED).map((m) => m.body.content)).toEqual([expect.stringContaining(`#${limitedAxie.id}`), expect.stringContaining(`#${limitedAxie.id}`)]);
    expect(discord.to(FAILING)).toHaveLength(2);
  });

  it("a message told to wait long (a backoff of a day) holds none of its webhook's newer messages", async () => {
    const [first, second] = [freshAxie(), freshAxie()];
    const firstWatch = await watchOf(first, PATIENT);
    const secondWatch = await watchOf(second, PATIENT);
    await appendChanges(store, [{ kind: 'listed', axieId: String(first.id), priceUsd: 30 }]);
    await matched(store);
    const sent = await deliveryOf(firstWatch, 'sent');
    // its message is to be tried again tomorrow (as after a long backoff)
    await new AlertsRepository(store).updateDelivery(sent.id, { state: 'retrying', nextAttemptAt: new Date(Date.now() + 86_400_000) });
    await vi.waitFor(async () => expect((await alertsOf(firstWatch))[0]!.delivery?.state).toBe('retrying'), { timeout: 10_000, interval: 20 });
    // the queue reads its waiting messages every 20 ms: let it read that one many times
    await new Promise((resolve) => setTimeout(resolve, 300));
    await appendChanges(store, [{ kind: 'listed', axieId: String(second.id), priceUsd: 31 }]);
    await matched(store);
    await deliveryOf(secondWatch, 'sent');
    expect(discord.to(PATIENT)).toHaveLength(2);
    expect((await alertsOf(firstWatch))[0]!.delivery?.state).toBe('retrying');
  });

  it('a deleted webhook (404) is disabled: the alerts page says so, later alerts stay in the site and call it no more', async () => {
    const axie = freshAxie();
    const watch = await watchOf(axie, DELETED);
    await appendChanges(store, [{ kind: 'listed', axieId: String(axie.id), priceUsd: 30 }]);
    await matched(store);
    expect(await deliveryOf(watch, 'disabled')).toMatchObject({ delivery: { attempts: 1, lastStatus: 404 } });
    const listed = (await app.inject({ url: '/api/axie/watches', headers: player.headers })).json<WatchesResponse>().watches.find((w) => w.id === watch.id)!;
    expect(listed.discord).toEqual({ hint: '…0005', disabled: { at: expect.any(String), status: 404 } });

    // relisted later: a new alert in the site, no call to the deleted webhook
    await appendChanges(store, [
      { kind: 'delisted', axieId: String(axie.id), priceUsd: null },
      { kind: 'listed', axieId: String(axie.id), priceUsd: 29 },
    ]);
    await matched(store);
    const alerts = await alertsOf(watch);
    expect(alerts.map((a) => [a.priceUsd, a.delivery?.state])).toEqual([
      [29, undefined],
      [30, 'disabled'],
    ]);
    expect(alerts[0]!.delivery).toBeNull();
    expect(discord.to(DELETED)).toHaveLength(1);
  });

  it("posts an embed (price, parts, the site's own view of a sample axie, never a marketplace id) into a forum thread", async () => {
    const axie = freshAxie();
    const watch = await watchOf(axie, null, { discordWebhookUrl: `${webhookUrl(THREAD)}?thread_id=400000000000000001` });
    expect(watch.discord).toEqual({ hint: '…0006', disabled: null });
    await appendChanges(store, [{ kind: 'listed', axieId: String(axie.id), priceUsd: 42.5 }]);
    await matched(store);
    await deliveryOf(watch, 'sent');
    const [message] = discord.to(THREAD);
    expect(message!.path).toMatch(/\?thread_id=400000000000000001$/);
    const embed = message!.body.embeds![0]!;
    expect(embed.title).toBe(`Axie #${axie.id} · ${axie.class}`);
    expect(embed.fields).toEqual(expect.arrayContaining([{ name: 'Precio', value: '42.50 USD', inline: true }]));
    expect(embed.fields.find((f) => f.name === 'Partes')!.value.split(' · ')).toHaveLength(6);
    // the sample market: said so, and linked to the showroom of the site the watch was made on
    expect(message!.body.content).toContain('Datos de ejemplo');
    expect(embed.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/axie-infinity-tools/axie-showroom\\?ids=${axie.id}$`));
    expect(JSON.stringify(message!.body)).not.toContain('app.axieinfinity.com');
    expect((await alertsOf(watch))[0]!.sample).toBe(true);
  });

  it('a relisting, and a repricing at least the watch\'s percentage cheaper, alert again; a smaller drop does not', async () => {
    const axie = freshAxie();
    const watch = await watchOf(axie, null, { priceDropPercent: 10 });
    const id = String(axie.id);
    await appendChanges(store, [
      { kind: 'listed', axieId: id, priceUsd: 40 }, // alerts
      { kind: 'repriced', axieId: id, priceUsd: 38 }, // 5 % cheaper: no
      { kind: 'repriced', axieId: id, priceUsd: 36 }, // 10 % under 40: alerts
      { kind: 'repriced', axieId: id, priceUsd: 50 }, // dearer: no
      { kind: 'repriced', axieId: id, priceUsd: 33 }, // 8.3 % under 36: no
      { kind: 'sold', axieId: id, priceUsd: null },
      { kind: 'listed', axieId: id, priceUsd: 45 }, // relisted: alerts
    ]);
    await matched(store);
    expect((await alertsOf(watch)).map((a) => [a.kind, a.priceUsd])).toEqual([
      ['listed', 45],
      ['repriced', 36],
      ['listed', 40],
    ]);
  });

  it('pages the alerts list: every alert once, newest first, then the end', async () => {
    const page = async (after?: string) =>
      (await app.inject({ url: `/api/axie/alerts?limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`, headers: player.headers })).json<AlertsResponse>();
    const all = (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>();
    expect(all.alerts.length).toBeGreaterThan(4);
    expect(all.next).toBeNull();
    const seen: Alert[] = [];
    let next: string | undefined;
    do {
      const answer = await page(next);
      expect(answer.alerts.length).toBeLessThanOrEqual(2);
      seen.push(...answer.alerts);
      next = answer.next ?? undefined;
    } while (next);
    expect(seen.map((a) => a.id)).toEqual(all.alerts.map((a) => a.id));
    expect((await app.inject({ url: '/api/axie/alerts?limit=0', headers: player.headers })).statusCode).toBe(400);
  });
});

describe('alerts over the real marketplace', () => {
  it('link to the listing on the marketplace and say nothing of sample data', async () => {
    const discord = await startDiscordReceiver();
    const store = new EmbeddedStore();
    const app = await buildTestApp({ size: 300, store, marketSource: importedMarket(300), alerts: { ...FAST, discord: { testOrigin: discord.origin } } });
    try {
      const [axie] = await someAxies(app, store, 1);
      const player = await testPlayer(app, store, { plan: 1 });
      const created = await app.inject({
        method: 'POST',
        url: '/api/axie/watches',
        headers: player.headers,
        payload: { name: 'real', filter: { classes: [axie!.class], parts: [axie!.parts[5]] }, discordWebhookUrl: webhookUrl(QUICK) },
      });
      expect(created.statusCode).toBe(200);
      await appendChanges(store, [{ kind: 'listed', axieId: String(axie!.id), priceUsd: 15 }]);
      await matched(store);
      await vi.waitFor(() => expect(discord.received).toHaveLength(1), { timeout: 10_000, interval: 20 });
      const body = discord.received[0]!.body;
      expect(body.embeds![0]!.url).toBe(`https://app.axieinfinity.com/marketplace/axies/${axie!.id}/`);
      expect(body.content).not.toContain('ejemplo');
      const { alerts } = (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>();
      expect(alerts[0]!.sample).toBe(false);
    } finally {
      await app.close();
      await discord.close();
    }
  });
});
