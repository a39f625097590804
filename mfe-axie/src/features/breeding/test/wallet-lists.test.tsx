import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { WALLET_LIST_LIMITS } from '@criadero/api-contracts/axie/wallet-list-rules';
import { CreatureGrid } from '../components/CreatureGrid';
import { CreaturePicker } from '../components/CreaturePicker';
import { addList, addWallet } from '../domain/wallet-lists';
import { creaturesAtom } from '../state/atoms';
import { localWalletListsAtom } from '../state/wallet-lists';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const free = WALLET_LIST_LIMITS[0];
/** The market answers each owner's import with two axies of its own. */
const walletRoutes = () => ({
  '/api/search': (body: unknown) => {
    const owner = (body as { owner: string; selectedAxies: string[] }).owner;
    const already = (body as { selectedAxies: string[] }).selectedAxies.length;
    return { json: { axies: already ? '' : owner === A ? '601 602' : '603 604', total: 2, creditos: null } };
  },
  '/api/axie/cards': (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.map((id) => card(Number(id), { owner: Number(id) < 603 ? A : B })) } }),
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Unfolds the wallet lists (a signed-in player's are asked for then). */
const unfold = () => {
  const box = screen.getByTestId('wallet-lists') as HTMLDetailsElement;
  box.open = true;
  fireEvent(box, new Event('toggle'));
};

describe('wallet lists: the rules', () => {
  it('names are unique ignoring case and never blank; a wallet once per list; the plan’s limits hold', () => {
    const one = addList([], 'Guild', free);
    expect(one.ok).toBe(true);
    const lists = one.ok ? one.lists : [];
    expect(addList(lists, ' guild ', free)).toEqual({ ok: false, problem: 'name-taken' });
    expect(addList(lists, '  ', free)).toEqual({ ok: false, problem: 'blank-name' });
    let full = lists;
    for (const name of ['Two', 'Three']) {
      const r = addList(full, name, free);
      if (r.ok) full = r.lists;
    }
    expect(addList(full, 'Four', free)).toEqual({ ok: false, problem: 'too-many-lists' });
    const withA = addWallet(lists, lists[0]!.id, `ronin:${'A'.repeat(40)}`, 'main', free);
    expect(withA.ok && withA.lists[0]!.wallets).toEqual([{ address: A, label: 'main' }]);
    expect(withA.ok && addWallet(withA.lists, lists[0]!.id, A, '', free)).toEqual({ ok: false, problem: 'wallet-twice' });
  });
});

describe('wallet lists on the page', { timeout: 30_000 }, () => {
  it('a visitor keeps a named list in this browser, loads it whole or one wallet, and each Axie shows its owner’s name', async () => {
    const calls = answerApi(walletRoutes());
    const { store } = renderBreeding(
      <>
        <CreaturePicker />
        <CreatureGrid />
      </>,
    );
    unfold();
    type(es['axie.breeding.walletLists.newName']!, 'Guild');
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.walletLists.create'] }));
    type(es['axie.breeding.walletLists.label']!, 'Ana');
    const listBox = screen.getByTestId('wallet-lists');
    fireEvent.change(within(listBox).getByLabelText(es['axie.breeding.walletLists.address']!), { target: { value: A } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.walletLists.addWallet'] }));
    // the form empties once the wallet is kept
    await waitFor(() => expect((screen.getByLabelText(es['axie.breeding.walletLists.label']!) as HTMLInputElement).value).toBe(''));
    fireEvent.change(within(listBox).getByLabelText(es['axie.breeding.walletLists.address']!), { target: { value: `ronin:${'b'.repeat(40)}` } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.walletLists.addWallet'] }));
    await waitFor(() => expect(store.get(localWalletListsAtom)[0]!.wallets).toHaveLength(2));
    expect(store.get(localWalletListsAtom)).toEqual([{ id: 'list-1', name: 'Guild', wallets: [{ address: A, label: 'Ana' }, { address: B, label: '' }] }]);
    expect(JSON.parse(localStorage.getItem('axie.breeding.walletLists')!)[0].name).toBe('Guild');

    // one wallet
    fireEvent.click(screen.getByRole('button', { name: 'Cargar los Axies de Ana' }));
    await waitFor(() => expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(['601', '602']));
    // the whole list (the first wallet's Axies are already there)
    fireEvent.click(screen.getByRole('button', { name: 'Cargar las 2 wallets' }));
    await waitFor(() => expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(['601', '602', '603', '604']));
    expect(calls.filter((c) => c.path === '/api/search').map((c) => (c.body as { owner: string }).owner)).toEqual([A, A, B]);
    // the owner per Axie: the wallet's name, or the list's when the wallet has none
    const owners = Object.fromEntries(screen.getAllByTestId('creature-card').map((t) => [t.getAttribute('data-id'), within(t).getByTestId('creature-owner').textContent]));
    expect(owners).toEqual({ '601': 'Ana', '602': 'Ana', '603': 'Guild', '604': 'Guild' });
  });

  it('a visitor is told the rule a change breaks, in the page’s language', async () => {
    answerApi({});
    renderBreeding(<CreaturePicker />, { locale: 'en' });
    unfold();
    type('Name of the new list', 'Guild');
    fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
    type('Name of the new list', 'GUILD');
    fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('You already have a list with that name (case ignored)')).toBeInTheDocument();
  });

  it('signed in, the lists come from the account and each change is saved there; a refusal shows the server’s text', async () => {
    const saved = { lists: [{ id: 'list-1', name: 'Scholars', wallets: [{ address: A, label: 'Ana' }] }], limits: WALLET_LIST_LIMITS[1] };
    let putCount = 0;
    const calls = answerApi({
      '/api/axie/wallet-lists': (body) => {
        if (!body) return { json: saved };
        putCount += 1;
        return putCount === 1 ? { json: { lists: (body as typeof saved).lists, limits: saved.limits } } : { status: 403, json: { code: 'WALLET_LIST_LIMIT', error: 'Tu plan no permite más listas de wallets ni más wallets por lista: hasta 10 listas de 30 wallets' } };
      },
    });
    renderBreeding(<CreaturePicker />, { user: user({ premium: 1 }) });
    // folded, nothing is asked for
    expect(calls).toEqual([]);
    unfold();
    expect(await screen.findByRole('option', { name: 'Scholars (1)' })).toBeInTheDocument();
    expect(screen.getByText(/Guardadas con tu cuenta: hasta 10 listas de 30 wallets/)).toBeInTheDocument();
    type(es['axie.breeding.walletLists.newName']!, 'Breeders');
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.walletLists.create'] }));
    await screen.findByRole('option', { name: 'Breeders (0)' });
    const puts = calls.filter((c) => c.path === '/api/axie/wallet-lists' && c.body);
    expect(puts[0]!.body).toEqual({ lists: [...saved.lists, { id: 'list-2', name: 'Breeders', wallets: [] }] });
    type(es['axie.breeding.walletLists.newName']!, 'Third');
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.walletLists.create'] }));
    expect(await screen.findByText(/hasta 10 listas de 30 wallets$/)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Third (0)' })).not.toBeInTheDocument();
  });
});
