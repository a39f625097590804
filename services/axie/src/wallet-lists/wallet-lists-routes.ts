import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { PlansLedger } from '@criadero/service-users';
import {
  AxieErrorBody,
  canonicalWallet,
  WALLET_LIST_LIMITS,
  WalletListsBody,
  WalletListsResponse,
  type WalletList,
  type WalletListLimits,
} from '@criadero/api-contracts/axie';
import { AxieError, walletListLimit } from '../errors';
import { WalletListsRepository } from './wallet-lists-repository';

const errors = { 400: AxieErrorBody, 401: AxieErrorBody, 403: AxieErrorBody, 429: AxieErrorBody };

/**
 * Checks a player's lists against the rules the schema cannot state (names unique ignoring case
 * and never blank, a wallet once per list, the plan's limits) and returns them as stored:
 * names trimmed, addresses 0x… in lower case.
 */
function validWalletLists(lists: readonly WalletList[], limits: WalletListLimits, level: number): WalletList[] {
  if (lists.length > limits.lists || lists.some((l) => l.wallets.length > limits.walletsPerList)) throw walletListLimit(limits, level < 2 ? WALLET_LIST_LIMITS[(level + 1) as 1 | 2] : null);
  const names = new Set<string>();
  return lists.map((list) => {
    const name = list.name.trim();
    if (!name) throw new AxieError(400, 'WALLET_LIST_BLANK_NAME');
    const key = name.toLocaleLowerCase();
    if (names.has(key)) throw new AxieError(400, 'WALLET_LIST_NAME_TAKEN', name);
    names.add(key);
    const seen = new Set<string>();
    const wallets = list.wallets.map((w) => {
      const address = canonicalWallet(w.address);
      if (seen.has(address)) throw new AxieError(400, 'WALLET_LIST_DUPLICATE_WALLET', address);
      seen.add(address);
      return { address, label: w.label.trim() };
    });
    return { id: list.id, name, wallets };
  });
}

/**
 * `incoming` added to `lists`: a list whose name (trimmed, ignoring case) is already there gives
 * it the wallets it lacks, any other list is added (under a fresh id when its id is taken). So
 * merging the same lists twice changes nothing the second time.
 */
function mergeWalletLists(lists: readonly WalletList[], incoming: readonly WalletList[]): WalletList[] {
  const merged = lists.map((l) => ({ ...l, wallets: [...l.wallets] }));
  const byName = new Map(merged.map((l) => [l.name.trim().toLocaleLowerCase(), l]));
  const ids = new Set(merged.map((l) => l.id));
  for (const list of incoming) {
    const same = byName.get(list.name.trim().toLocaleLowerCase());
    if (same) {
      const have = new Set(same.wallets.map((w) => canonicalWallet(w.address)));
      for (const w of list.wallets) {
        const address = canonicalWallet(w.address);
        if (have.has(address)) continue;
        have.add(address);
        same.wallets.push(w);
      }
      continue;
    }
    let id = list.id;
    for (let n = 2; ids.has(id); n++) id = `${list.id.slice(0, 36)}-${n}`;
    ids.add(id);
    const added = { ...list, id, wallets: [...list.wallets] };
    merged.push(added);
    byName.set(list.name.trim().toLocaleLowerCase(), added);
  }
  return merged;
}

/** The signed-in player's wallet lists for the breeding calculator (a visitor keeps them in the browser). */
export async function walletListsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new WalletListsRepository(app.store);
  const plans = new PlansLedger(app.store);
  const limitsOf = async (accountId: string) => {
    const { level } = await plans.current(accountId);
    return { level, limits: WALLET_LIST_LIMITS[level] };
  };

  app.get(
    '/axie/wallet-lists',
    { preHandler: app.requireAccount, schema: { tags: ['axie'], summary: 'Your named wallet lists and your plan’s limits', response: { 200: WalletListsResponse, ...errors } } },
    async (request) => {
      const { accountId } = request.account!;
      const [lists, { limits }] = await Promise.all([repository.get(accountId), limitsOf(accountId)]);
      return { lists, limits };
    },
  );

  app.put(
    '/axie/wallet-lists',
    {
      preHandler: app.requireAccount,
      schema: { tags: ['axie'], summary: 'Replaces your wallet lists (names unique ignoring case, limits by plan: 403 WALLET_LIST_LIMIT)', body: WalletListsBody, response: { 200: WalletListsResponse, ...errors } },
    },
    async (request) => {
      const { accountId } = request.account!;
      const { level, limits } = await limitsOf(accountId);
      const lists = validWalletLists(request.body.lists, limits, level);
      await repository.save(accountId, lists);
      return { lists, limits };
    },
  );

  app.post(
    '/axie/wallet-lists/merge',
    {
      preHandler: app.requireAccount,
      schema: {
        tags: ['axie'],
        summary: 'Adds lists to yours (a visitor’s on sign-in): same-named lists get the wallets they lack; merging twice changes nothing; 403 WALLET_LIST_LIMIT and nothing saved over the plan',
        body: WalletListsBody,
        response: { 200: WalletListsResponse, ...errors },
      },
    },
    async (request) => {
      const { accountId } = request.account!;
      const [{ level, limits }, stored] = await Promise.all([limitsOf(accountId), repository.get(accountId)]);
      const lists = validWalletLists(mergeWalletLists(stored, request.body.lists), limits, level);
      await repository.save(accountId, lists);
      return { lists, limits };
    },
  );
}
