import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { storeTargets } from '@criadero/service-kit/testing';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import type { AlertsResponse, Watch } from '@criadero/api-contracts/axie';
import { AlertRetention } from '../src/alerts/alert-retention';
import { AlertsRepository } from '../src/alerts/alerts-repository';
import { WatchesRepository } from '../src/alerts/watches-repository';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { appendChanges, matched, someAxies, startDiscordReceiver, webhookUrl } from './alerts-helpers';
import { buildTestApp, type AxieTestApp } from './helpers';

const DAY = 86_400_000;
// the retention's defaults (500 a watch, 30 days) lowered so a few changes reach them
const RETENTION = { perWatch: 5, retentionMs: DAY };

describe.each(storeTargets())('alerts and their deliveries stay bounded, on $name', (target) => {
  let store: Store;
  let app: AxieTestApp;
  let player: TestPlayer;
  let axies: AxieDoc[];
  let discord: Awaited<ReturnType<typeof startDiscordReceiver>>;

  beforeAll(async () => {
    discord = await startDiscordReceiver();
    store = await target.open();
    app = await buildTestApp({ size: 400, store, alerts: { pollMs: 20, streamPollMs: 20, leaseSlotMs: 2000, discord: { testOrigin: discord.origin }, retention: RETENTION } });
    const all = await someAxies(app, store, 400);
    axies = all.filter((x) => x.class === all[0]!.class).slice(0, 13);
    player = await testPlayer(app, store, { plan: 1 });
  });
  afterAll(async () => {
    await app.close();
    await target.dispose(store);
    await discord.close();
  });

  const alertsPage = async (after?: string) =>
    (await app.inject({ url: `/api/axie/alerts?limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`, headers: player.headers })).json<AlertsResponse>();
  const everyAlert = async () => {
    const seen: AlertsResponse['alerts'] = [];
    for (let page = await alertsPage(); ; page = await alertsPage(page.next!)) {
      seen.push(...page.alerts);
      if (!page.next) return seen;
    }
  };
  // what the alerts plugin runs every ten minutes (by one instance)
  const trim = (now = Date.now) => new AlertRetention({ alerts: new AlertsRepository(store), watches: new WatchesRepository(store), now }, RETENTION).trim();
  const deliveryCount = () => store.collection('axie_alert_deliveries').countDocuments({});
  /** Waits until Discord got `messages` and each was marked sent (the mark follows Discord's answer). */
  const sent = async (messages: number) => {
    await vi.waitFor(() => expect(discord.received).toHaveLength(messages), { timeout: 15_000, interval: 20 });
    await vi.waitFor(async () => expect(await store.collection('axie_alert_deliveries').countDocuments({ state: 'pending' })).toBe(0), { timeout: 15_000, interval: 20 });
  };

  it('a watch keeps its newest alerts (the list pages through them); an older delivery still waiting is kept until it is done', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/axie/watches', headers: player.headers, payload: { name: 'Todas', filter: { classes: [axies[0]!.class] }, discordWebhookUrl: webhookUrl('123456789012345678') } });
    expect(created.statusCode).toBe(200);
    const watch = created.json<Watch>();
    expect(axies).toHaveLength(13);
    const changes = await appendChanges(store, axies.slice(0, 12).map((x, i) => ({ kind: 'listed' as const, axieId: String(x.id), priceUsd: 10 + i })));
    await matched(store);
    await sent(12);
    expect(await everyAlert()).toHaveLength(12);
    expect(await deliveryCount()).toBe(12);

    // the oldest alert's message is being retried (Discord was down): it stays until it is sent or given up
    const alerts = new AlertsRepository(store);
    const oldest = (await everyAlert()).at(-1)!;
    await alerts.updateDelivery(oldest.id, { state: 'retrying', nextAttemptAt: new Date(Date.now() + DAY) });

    expect(await trim()).toEqual({ alerts: 7, deliveries: 6 });
    const kept = await everyAlert();
    expect(kept.map((x) => x.seq)).toEqual(changes.slice(7).map((c) => c.seq).reverse());
    expect(kept.every((x) => x.watchId === watch.id)).toBe(true);
    expect(await deliveryCount()).toBe(6);

    // a later change alerts as before, and the watch still keeps five
    const [next] = await appendChanges(store, [{ kind: 'listed', axieId: String(axies[12]!.id), priceUsd: 9 }]);
    await matched(store);
    expect((await alertsPage()).alerts[0]).toMatchObject({ axieId: String(axies[12]!.id), seq: next!.seq });
    await trim();
    expect((await everyAlert()).map((x) => x.seq)).toEqual(changes.slice(8).map((c) => c.seq).concat(next!.seq).reverse());
  });

  it('after the retention period every alert goes, and every delivery that is done', async () => {
    await sent(13);
    expect(await trim(() => Date.now() + 2 * DAY)).toEqual({ alerts: 5, deliveries: 5 });
    expect(await everyAlert()).toEqual([]);
    // the one still waiting to be retried
    expect(await deliveryCount()).toBe(1);
  });
});
