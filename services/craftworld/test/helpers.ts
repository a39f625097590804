import { fileURLToPath } from 'node:url';
import { testConfig } from '@criadero/service-kit/testing';
import { EmbeddedStore, type Store } from '@criadero/service-kit/store';
import { SubscriptionsLedger } from '@criadero/service-billing';
import { buildCraftworldApp, type BuildCraftworldAppOptions } from '../src/app';
import { loadCraftworldConfig } from '../src/config';
import { loadGameData, parseGameData, type GameData } from '../src/game-data/game-data';

const DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));
export const realData = (): GameData => loadGameData(DATA_DIR);

/** A tiny table for hand-computed cases: factory → [minutes, output amount, inputs]. */
export function tinyData(factories: Record<string, Array<{ min: number; out: number; inputs: Record<string, number> }>>, workshop: Record<string, number[]> = {}): GameData {
  return parseGameData({
    factories: {
      factories: Object.fromEntries(
        Object.entries(factories).map(([token, levels]) => [
          token,
          levels.map((l, i) => ({
            level: i + 1,
            durationMin: l.min,
            output: { token, amount: l.out },
            inputs: Object.entries(l.inputs).map(([t, amount]) => ({ token: t, amount })),
            upgradeCost: null,
          })),
        ]),
      ),
    },
    modifiers: {
      workshop: { byToken: workshop },
      mastery: { byLevel: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i), i === 0 ? 1 : 1 + i / 100])) },
    },
    tokens: { tokens: {} },
  });
}

export type CraftworldApp = Awaited<ReturnType<typeof buildCraftworldApp>>;

export async function buildTestApp(options: Partial<BuildCraftworldAppOptions> & { store?: Store; maxSetups?: number } = {}) {
  const { maxSetups = 3, ...rest } = options;
  const store = options.store ?? new EmbeddedStore();
  const platform = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000, authMax: 1000 } });
  const app = await buildCraftworldApp({ ...rest, config: { ...loadCraftworldConfig({}), platform, maxSetups }, store, logger: false });
  await app.ready();
  return { app, store };
}

let accounts = 0;

/** A signed-in account (a real session in the store); `premiumDays` grants Craft World Premium through billing's ledger. */
export async function signedIn(app: CraftworldApp, store: Store, options: { premiumDays?: number; now?: Date } = {}) {
  const accountId = `cw-acc-${++accounts}`;
  const address = `0x${(0xc0ffee00 + accounts).toString(16).padStart(40, '0')}`;
  const { token } = await app.identity.sessions.create(accountId, address, 60 * 60_000);
  if (options.premiumDays) {
    await new SubscriptionsLedger(store).grant({ accountId, days: options.premiumDays, referralCodeId: null, idempotencyKey: `test:${accountId}` }, options.now);
  }
  return { accountId, headers: { authorization: `Bearer ${token}` } };
}
