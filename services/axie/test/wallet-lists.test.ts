import { describe, expect, it } from 'vitest';
import { storeTargets } from '@criadero/service-kit/testing';
import { testPlayer } from '@criadero/service-users/testing';
import { WALLET_LIST_LIMITS, type WalletList } from '@criadero/api-contracts/axie';
import { useAppOnStore } from './helpers';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const list = (id: string, name: string, wallets: number[]): WalletList => ({ id, name, wallets: wallets.map((n) => ({ address: address(n), label: `w${n}` })) });

/** Wallet lists kept with the account, on the embedded store and on a MongoDB-wire server. */
describe.each(storeTargets())('breeding wallet lists on $name', (target) => {
  const site = useAppOnStore(target);

  const put = (headers: Record<string, string>, lists: unknown, language = 'es') =>
    site.app.inject({ method: 'PUT', url: '/api/axie/wallet-lists', headers: { ...headers, 'accept-language': language }, payload: { lists } });
  const get = (headers: Record<string, string>) => site.app.inject({ method: 'GET', url: '/api/axie/wallet-lists', headers });

  it('saves named lists for the account (ronin: stored as 0x, names trimmed) and gives them back with the plan’s limits', async () => {
    const player = await testPlayer(site.app, site.store);
    expect((await get(player.headers)).json()).toEqual({ lists: [], limits: WALLET_LIST_LIMITS[0] });
    const saved = await put(player.headers, [{ id: 'main', name: '  Guild  ', wallets: [{ address: `ronin:${'AB'.repeat(20)}`, label: ' scholar 1 ' }] }, list('mine', 'Mine', [1, 2])]);
    expect(saved.statusCode).toBe(200);
    const expected = [{ id: 'main', name: 'Guild', wallets: [{ address: `0x${'ab'.repeat(20)}`, label: 'scholar 1' }] }, list('mine', 'Mine', [1, 2])];
    expect(saved.json()).toEqual({ lists: expected, limits: WALLET_LIST_LIMITS[0] });
    expect((await get(player.headers)).json().lists).toEqual(expected);
    // another account sees its own, empty
    const other = await testPlayer(site.app, site.store);
    expect((await get(other.headers)).json().lists).toEqual([]);
  });

  it('limits by plan: a free account keeps 3 lists of 10 wallets; Elite more; the refusal says so in the caller’s language', async () => {
    const free = await testPlayer(site.app, site.store);
    const four = [1, 2, 3, 4].map((i) => list(`l${i}`, `List ${i}`, [i]));
    const refused = await put(free.headers, four);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'WALLET_LIST_LIMIT', error: 'Tu plan no permite más listas de wallets ni más wallets por lista: hasta 3 listas de 10 wallets (un plan superior permite 10 de 30)' });
    const english = await put(free.headers, [list('big', 'Big', Array.from({ length: 11 }, (_, i) => i + 1))], 'en');
    expect(english.json().error).toBe('Your plan allows no more wallet lists or wallets per list: up to 3 lists of 10 wallets (a higher plan allows 10 of 30)');
    const portuguese = await put(free.headers, four, 'pt');
    expect(portuguese.json().error).toContain('até 3 listas de 10 carteiras');
    expect((await get(free.headers)).json().lists).toEqual([]);
    const elite = await testPlayer(site.app, site.store, { plan: 2 });
    const ok = await put(elite.headers, four);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().limits).toEqual(WALLET_LIST_LIMITS[2]);
  });

  it('refuses names that differ only in case, a blank name, a wallet twice in a list, and bad addresses, with 400 and nothing saved', async () => {
    const player = await testPlayer(site.app, site.store);
    const cases: [unknown, string][] = [
      [[list('a', 'Guild', [1]), list('b', 'GUILD', [2])], 'WALLET_LIST_NAME_TAKEN'],
      [[list('a', '   ', [1])], 'WALLET_LIST_BLANK_NAME'],
      [[{ id: 'a', name: 'Twice', wallets: [{ address: address(7), label: '' }, { address: `ronin:${address(7).slice(2)}`, label: '' }] }], 'WALLET_LIST_DUPLICATE_WALLET'],
      [[{ id: 'a', name: 'Bad', wallets: [{ address: '0x123', label: '' }] }], 'VALIDATION_ERROR'],
      [[{ id: 'a', name: 'Extra', wallets: [], owner: 'someone' }], 'VALIDATION_ERROR'],
    ];
    for (const [lists, code] of cases) {
      const res = await put(player.headers, lists);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().error).toMatch(/\S/);
    }
    expect((await put(player.headers, [list('a', 'Guild', [1]), list('b', 'GUILD', [2])])).json().error).toBe('Ya tienes una lista con ese nombre (sin distinguir mayúsculas): GUILD');
    expect((await get(player.headers)).json().lists).toEqual([]);
  });

  const merge = (headers: Record<string, string>, lists: unknown, language = 'es') =>
    site.app.inject({ method: 'POST', url: '/api/axie/wallet-lists/merge', headers: { ...headers, 'accept-language': language }, payload: { lists } });

  it('merges a visitor’s lists into the account: a same-named list gets only the wallets it lacks, a new one is added, twice changes nothing', async () => {
    const player = await testPlayer(site.app, site.store);
    await put(player.headers, [list('main', 'Guild', [1, 2])]);
    const visitor = [{ id: 'main', name: ' guild ', wallets: [{ address: `ronin:${address(2).slice(2)}`, label: 'again' }, { address: address(3), label: 'w3' }] }, list('x', 'Scouts', [9])];
    const first = await merge(player.headers, visitor);
    expect(first.statusCode).toBe(200);
    const expected = [list('main', 'Guild', [1, 2, 3]), list('x', 'Scouts', [9])];
    expect(first.json().lists).toEqual(expected);
    const second = await merge(player.headers, visitor);
    expect(second.json().lists).toEqual(expected);
    expect((await get(player.headers)).json().lists).toEqual(expected);
  });

  it('a merged list whose id is taken gets a fresh id; a merge over the plan is refused with 403 and nothing saved', async () => {
    const player = await testPlayer(site.app, site.store);
    await put(player.headers, [list('a', 'One', [1])]);
    const merged = (await merge(player.headers, [list('a', 'Two', [2])])).json().lists;
    expect(merged.map((l: WalletList) => [l.id, l.name])).toEqual([['a', 'One'], ['a-2', 'Two']]);
    const refused = await merge(player.headers, [list('c', 'Three', [3]), list('d', 'Four', [4])], 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WALLET_LIST_LIMIT');
    expect((await get(player.headers)).json().lists).toHaveLength(2);
  });

  it('a visitor is asked to sign in (401)', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, [])).statusCode).toBe(401);
    expect((await merge({}, [])).statusCode).toBe(401);
  });
});
