import { describe, expect, it } from 'vitest';
import { storeTargets } from '@criadero/service-kit/testing';
import { testPlayer } from '@criadero/service-users/testing';
import { HIDDEN_AXIES_MAX } from '@criadero/api-contracts/axie';
import { useAppOnStore } from './helpers';

/** The Axies a player hid, kept with the account, on the embedded store and on a MongoDB-wire server. */
describe.each(storeTargets())('hidden Axies on $name', (target) => {
  const site = useAppOnStore(target);

  const change = (headers: Record<string, string>, body: unknown, language = 'es') =>
    site.app.inject({ method: 'POST', url: '/api/axie/hidden-axies', headers: { ...headers, 'accept-language': language }, payload: body as object });
  const get = (headers: Record<string, string>) => site.app.inject({ method: 'GET', url: '/api/axie/hidden-axies', headers });

  it('adds and removes ids as a set: the same addition twice (a visitor’s set on each sign-in) leaves one copy', async () => {
    const player = await testPlayer(site.app, site.store);
    expect((await get(player.headers)).json()).toEqual({ ids: [] });
    expect((await change(player.headers, { add: ['1', '2', '2'] })).json().ids.sort()).toEqual(['1', '2']);
    expect((await change(player.headers, { add: ['2', '3'] })).json().ids.sort()).toEqual(['1', '2', '3']);
    expect((await change(player.headers, { add: ['2', '3'] })).json().ids.sort()).toEqual(['1', '2', '3']);
    expect((await change(player.headers, { remove: ['2', '9'] })).json().ids.sort()).toEqual(['1', '3']);
    expect((await get(player.headers)).json().ids.sort()).toEqual(['1', '3']);
    const other = await testPlayer(site.app, site.store);
    expect((await get(other.headers)).json().ids).toEqual([]);
  });

  it(`refuses more than ${HIDDEN_AXIES_MAX} hidden Axies with 400 in the caller’s language, a bad id with 400, a visitor with 401`, async () => {
    const player = await testPlayer(site.app, site.store);
    const many = Array.from({ length: HIDDEN_AXIES_MAX }, (_, i) => String(i + 1));
    expect((await change(player.headers, { add: many })).statusCode).toBe(200);
    const over = await change(player.headers, { add: ['999999'] }, 'en');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 'HIDDEN_AXIES_LIMIT', error: 'You can hide up to 20,000 Axies: restore some before hiding more' });
    expect((await get(player.headers)).json().ids).toHaveLength(HIDDEN_AXIES_MAX);
    const bad = await change(player.headers, { add: ['12a'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await get({})).statusCode).toBe(401);
    expect((await change({}, { add: ['1'] })).statusCode).toBe(401);
  });
});
