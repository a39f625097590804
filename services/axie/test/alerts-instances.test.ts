import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MongoStore } from '@criadero/service-kit/store';
import { testPlayer, type TestPlayer } from '@criadero/service-users/testing';
import type { AlertsResponse, Watch } from '@criadero/api-contracts/axie';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { MarketChangesRepository } from '../src/market/store/market-changes-repository';
import { appendChanges, matched, someAxies, startDiscordReceiver, webhookUrl } from './alerts-helpers';
import { buildTestApp, type AxieTestApp } from './helpers';

const SIZE = 300;

/**
 * Two gateways on one FerretDB database, each with its own connection (as two processes), both
 * running the alerts matcher: one holds the lease, and whatever happens to them (both stopped,
 * changes logged meanwhile, a new one started) every matching listing is alerted once and sent to
 * Discord once (a repricing under the watch's drop percentage raises nothing).
 */
describe('alerts with two gateways on one database, and across a restart', () => {
  const db = `criadero_axie_alerts_${randomBytes(5).toString('hex')}`;
  const stores: MongoStore[] = [];
  let discord: Awaited<ReturnType<typeof startDiscordReceiver>>;
  let player: TestPlayer;
  let watchId: string;
  let axies: AxieDoc[];

  const connect = async () => {
    const store = await MongoStore.connect(inject('ferretdbUri'), db);
    stores.push(store);
    return store;
  };
  const gateway = async (store: MongoStore) =>
    buildTestApp({ size: SIZE, store, alerts: { pollMs: 20, streamPollMs: 20, leaseSlotMs: 1000, discord: { testOrigin: discord.origin } } });
  const alertsOf = async (app: AxieTestApp) => (await app.inject({ url: '/api/axie/alerts', headers: player.headers })).json<AlertsResponse>().alerts;

  beforeAll(async () => {
    discord = await startDiscordReceiver();
  });
  afterAll(async () => {
    await stores[0]?.dropDatabase();
    await Promise.all(stores.map((store) => store.close()));
    await discord.close();
  });

  it('two gateways match each change once; a restart resumes from the cursor without alerting twice', async () => {
    const [s1, s2] = [await connect(), await connect()];
    const [g1, g2] = await Promise.all([gateway(s1), gateway(s2)]);
    axies = await someAxies(g1, s1, SIZE);
    await someAxies(g2, s2, 1);
    player = await testPlayer(g1, s1, { plan: 1 });
    const cls = axies[0]!.class;
    const created = await g1.inject({
      method: 'POST',
      url: '/api/axie/watches',
      headers: player.headers,
      payload: { name: 'Vigilada', filter: { classes: [cls], maxPriceUSD: 100 }, discordWebhookUrl: webhookUrl('323456789012345678') },
    });
    expect(created.statusCode).toBe(200);
    watchId = created.json<Watch>().id;
    const ofClass = axies.filter((x) => x.class === cls);
    const others = axies.filter((x) => x.class !== cls);
    expect(ofClass.length).toBeGreaterThanOrEqual(6);

    // a burst while both run: 4 matching listings, 2 of another class, a repricing of a matching one
    await appendChanges(s1, [
      ...ofClass.slice(0, 4).map((x, i) => ({ kind: 'listed' as const, axieId: String(x.id), priceUsd: 10 + i })),
      ...others.slice(0, 2).map((x) => ({ kind: 'listed' as const, axieId: String(x.id), priceUsd: 5 })),
      { kind: 'repriced', axieId: String(ofClass[0]!.id), priceUsd: 9.5 }, // 5 % cheaper: under the watch's 10 %, no second alert
    ]);
    await matched(s1);
    const first = await alertsOf(g2); // read through the other gateway: same store
    expect(first.map((x) => x.axieId).sort()).toEqual(ofClass.slice(0, 4).map((x) => String(x.id)).sort());
    await vi.waitFor(() => expect(discord.received).toHaveLength(4), { timeout: 10_000, interval: 20 });

    // both gateways stop; the market moves meanwhile; a new gateway starts on the same database
    await Promise.all([g1.close(), g2.close()]);
    await appendChanges(s1, [
      { kind: 'listed', axieId: String(ofClass[4]!.id), priceUsd: 20 },
      { kind: 'repriced', axieId: String(ofClass[1]!.id), priceUsd: 10.5 }, // already alerted, 4.5 % cheaper: no second alert
      { kind: 'listed', axieId: String(ofClass[5]!.id), priceUsd: 500 }, // over the cap
    ]);
    // the new gateway reads the log from the cursor the others left (7), not from the start
    const reads = vi.spyOn(MarketChangesRepository.prototype, 'readAfter');
    const g3 = await gateway(await connect());
    try {
      await someAxies(g3, stores[2]!, 1);
      await matched(s1);
      const after = await alertsOf(g3);
      expect(after.map((x) => x.axieId).sort()).toEqual(ofClass.slice(0, 5).map((x) => String(x.id)).sort());
      expect(new Set(after.map((x) => x.id)).size).toBe(after.length);
      expect(after.every((x) => x.watchId === watchId)).toBe(true);
      // one message per alert, in all
      await vi.waitFor(() => expect(discord.received).toHaveLength(5), { timeout: 10_000, interval: 20 });
      expect(new Set(discord.received.map((m) => m.body.content)).size).toBe(5);
      expect(reads.mock.calls.length).toBeGreaterThan(0);
      expect(Math.min(...reads.mock.calls.map(([after]) => after))).toBe(7);
    } finally {
      reads.mockRestore();
      await g3.close();
    }
  });
});
