import { act, screen, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_ID } from '@criadero/genetics';
import { sessionAtom } from '@criadero/session';
import type { WalletList } from '@criadero/api-contracts/axie';
import { WALLET_LIST_LIMITS } from '@criadero/api-contracts/axie/wallet-list-rules';
import { answerApi } from '@criadero/ui/testing';
import { useListsFollowAccount } from '../hooks/useListsFollowAccount';
import { STORAGE_KEYS } from '../../../domain/storage';
import { modelIdAtom, rankMetricAtom } from '../state/atoms';
import { hiddenIdsAtom, localHiddenIdsAtom } from '../state/hidden';
import { localWalletListsAtom, walletListsAtom } from '../state/wallet-lists';
import { renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const visitorLists: WalletList[] = [{ id: 'g', name: 'Guild', wallets: [{ address: A, label: 'main' }] }];

function Probe() {
  useListsFollowAccount();
  return null;
}

/** What the ranking options show: the model and the metric in use (subscribed, as the page is). */
function ChoicesProbe() {
  return <output data-testid="choices">{`${useAtomValue(modelIdAtom)} ${useAtomValue(rankMetricAtom)}`}</output>;
}

describe('lists that follow the player', { timeout: 20_000 }, () => {
  it('on sign-in a visitor’s wallet lists and hidden Axies move to the account and leave this browser', async () => {
    const accountLists: WalletList[] = [{ id: 'g', name: 'Guild', wallets: [{ address: B, label: '' }, { address: A, label: 'main' }] }];
    const calls = answerApi({
      '/api/axie/wallet-lists/merge': () => ({ json: { lists: accountLists, limits: WALLET_LIST_LIMITS[0] } }),
      '/api/axie/hidden-axies': (body) => ({ json: { ids: ['9', ...((body as { add?: string[] } | null)?.add ?? [])] } }),
    });
    const { store } = renderBreeding(<Probe />);
    act(() => {
      store.set(localWalletListsAtom, visitorLists);
      store.set(hiddenIdsAtom, ['11', '12']);
    });
    expect(store.get(localHiddenIdsAtom)).toEqual(['11', '12']);
    expect(calls).toEqual([]);
    act(() => store.set(sessionAtom, { status: 'authenticated', user: user() }));
    await screen.findByText('Tu lista de wallets pasó a tu cuenta');
    expect(calls.find((c) => c.path === '/api/axie/wallet-lists/merge')!.body).toEqual({ lists: visitorLists });
    expect(calls.find((c) => c.path === '/api/axie/hidden-axies')!.body).toEqual({ add: ['11', '12'] });
    expect(store.get(walletListsAtom)).toEqual(accountLists);
    expect(store.get(hiddenIdsAtom)).toEqual(['9', '11', '12']);
    expect(store.get(localWalletListsAtom)).toEqual([]);
    expect(store.get(localHiddenIdsAtom)).toEqual([]);
  });

  it('a merge the account refuses (over the plan) is shown in the server’s words and the lists stay in this browser', async () => {
    answerApi({
      '/api/axie/wallet-lists/merge': () => ({ status: 403, json: { code: 'WALLET_LIST_LIMIT', error: 'Tu plan no permite más listas de wallets ni más wallets por lista: hasta 3 listas de 10 wallets' } }),
      '/api/axie/hidden-axies': () => ({ json: { ids: [] } }),
    });
    const { store } = renderBreeding(<Probe />);
    act(() => store.set(localWalletListsAtom, visitorLists));
    act(() => store.set(sessionAtom, { status: 'authenticated', user: user() }));
    expect(await screen.findByText(/hasta 3 listas de 10 wallets/)).toBeInTheDocument();
    expect(screen.getByText('Tus listas de wallets siguen en este navegador: la cuenta no las aceptó')).toBeInTheDocument();
    expect(store.get(localWalletListsAtom)).toEqual(visitorLists);
  });

  it('a signed-in player’s hidden Axies come from the account, and hiding or restoring one is sent as a change', async () => {
    const { store } = renderBreeding(<Probe />);
    // answered after renderBreeding's default (an account with nothing hidden), so this one is used
    const calls = answerApi({ '/api/axie/hidden-axies': (body) => ({ json: { ids: body ? ['5', '6'] : ['5'] } }) });
    act(() => store.set(sessionAtom, { status: 'authenticated', user: user() }));
    await waitFor(() => expect(store.get(hiddenIdsAtom)).toEqual(['5']));
    act(() => store.set(hiddenIdsAtom, (now) => [...now, '6']));
    act(() => store.set(hiddenIdsAtom, (now) => now.filter((id) => id !== '5')));
    await waitFor(() => expect(calls.map((c) => c.body)).toEqual([undefined, { add: ['6'], remove: [] }, { add: [], remove: ['5'] }]));
    expect(store.get(localHiddenIdsAtom)).toEqual([]);
  });

  it('the inheritance model and the ranking metric come back after a reload; a stored value the page does not know falls back', async () => {
    answerApi({});
    const first = renderBreeding(<ChoicesProbe />);
    act(() => {
      first.store.set(modelIdAtom, 'adjacent-swap');
      first.store.set(rankMetricAtom, 'cost');
    });
    first.unmount();
    expect(localStorage.getItem(STORAGE_KEYS.model)).toBe('"adjacent-swap"');
    const second = renderBreeding(<ChoicesProbe />);
    await waitFor(() => expect(screen.getByTestId('choices').textContent).toBe('adjacent-swap cost'));
    second.unmount();
    localStorage.setItem(STORAGE_KEYS.model, JSON.stringify('mystery'));
    localStorage.setItem(STORAGE_KEYS.metric, JSON.stringify(42));
    renderBreeding(<ChoicesProbe />);
    await waitFor(() => expect(screen.getByTestId('choices').textContent).toBe(`${DEFAULT_MODEL_ID} allD`));
  });
});
