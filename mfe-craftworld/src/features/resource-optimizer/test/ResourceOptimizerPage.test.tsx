import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { craftWorldModalAtom, sessionAtom, type UserState } from '@criadero/session';
import type { PriceSheetResponse } from '../../../api/craftworld-api';
import { messages } from '../../../i18n/messages';
import { gameData } from '../../../testing/game-data';
import ResourceOptimizerPage from '../ResourceOptimizerPage';
import { apiServer, http, HttpResponse, renderTool, testUser } from '@criadero/ui/testing';

const es = messages.es;

// enough levels for the default form (MUD 5, CLAY 3, SAND 2)
const levels = (token: string, input: string) =>
  Array.from({ length: 5 }, (_, i) => ({ level: i + 1, durationMin: 1 + i, output: { token, amount: 1 }, inputs: [{ token: input, amount: 1 }], upgradeCost: null }));
const DATA = gameData({
  factories: { MUD: levels('MUD', 'EARTH'), CLAY: levels('CLAY', 'MUD'), SAND: levels('SAND', 'EARTH') },
  mastery: [1, 1.01, 1.02],
});
const SHEET: PriceSheetResponse = { currency: 'USD', source: 'stored', asOf: '2026-01-01T00:00:00Z', sample: true, prices: { EARTH: 0.001, MUD: 0.005 } };
const subscription = (active: boolean) => ({ active, startedAt: null, expiresAt: null, renewals: 0, currentReferralCode: null, price: '8' });

const user = testUser();

// The fake API (MSW) stands for the service here: the service tests run the real gate. Returns
// the requests it answered.
function stubApi(options: { active: boolean; save?: { status: number; body: unknown }; optimize?: unknown }) {
  const calls: Array<{ method: string; url: string }> = [];
  const answer = (status: number, body: unknown) => ({ request }: { request: Request }) => {
    calls.push({ method: request.method, url: request.url });
    return HttpResponse.json(body as never, { status });
  };
  apiServer.use(
    http.get('*/craft-world/data', answer(200, DATA)),
    http.get('*/craft-world/prices', answer(200, SHEET)),
    http.get('*/craft-world-subscription', answer(200, subscription(options.active))),
    http.post('*/craft-world/setups', answer(options.save?.status ?? 200, options.save?.body ?? {})),
    http.all('*/craft-world/optimize', answer(200, options.optimize ?? {})),
  );
  return calls;
}

function renderPage(signedIn: UserState | null) {
  return renderTool(<ResourceOptimizerPage />, { user: signedIn, messages, toasts: true, route: '/' }).store;
}

afterEach(cleanup);

describe('ResourceOptimizerPage: saving setups is Craft World Premium', () => {
  it('without Premium there is no Save button, only the note that saving is Premium', async () => {
    stubApi({ active: false });
    renderPage(user);
    await screen.findByTestId('craftworld-setups-locked');
    expect(screen.getByTestId('craftworld-setups-locked').textContent).toBe(es['craftworld.setups.premiumOnly']);
    expect(screen.queryByRole('button', { name: es['craftworld.setups.save'] })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(es['craftworld.setups.name']!)).not.toBeInTheDocument();
  });

  it('a visitor sees neither the Save button nor the note (the results card asks to log in)', async () => {
    stubApi({ active: false });
    renderPage(null);
    await screen.findByTestId('craftworld-login-required');
    expect(screen.queryByRole('button', { name: es['craftworld.setups.save'] })).not.toBeInTheDocument();
    expect(screen.queryByTestId('craftworld-setups-locked')).not.toBeInTheDocument();
  });

  it('with Premium it saves', async () => {
    const calls = stubApi({ active: true, save: { status: 200, body: { id: 's1', name: 'Barro', input: {}, createdAt: '2026-01-01T00:00:00Z' } } });
    renderPage(user);
    fireEvent.change(await screen.findByLabelText(es['craftworld.setups.name']!), { target: { value: 'Barro' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: es['craftworld.setups.save'] })));
    await screen.findByText('Configuración «Barro» guardada');
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/craft-world/setups'))).toHaveLength(1);
    expect(screen.queryByTestId('craftworld-setups-locked')).not.toBeInTheDocument();
  });

  it('when the server refuses the save with 402 (Premium ended meanwhile) it says saving is Premium and locks the form', async () => {
    stubApi({ active: true, save: { status: 402, body: { code: 'CRAFTWORLD_PREMIUM_REQUIRED', error: 'Saving optimizer setups is a Craft World Premium feature' } } });
    renderPage(user);
    fireEvent.change(await screen.findByLabelText(es['craftworld.setups.name']!), { target: { value: 'Barro' } });
    stubApi({ active: false, save: { status: 402, body: { code: 'CRAFTWORLD_PREMIUM_REQUIRED', error: 'x' } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: es['craftworld.setups.save'] })));
    await screen.findByText(es['craftworld.setups.saveFailed']!);
    expect(screen.getAllByText(es['craftworld.setups.premiumOnly']!).length).toBeGreaterThan(0);
    await screen.findByTestId('craftworld-setups-locked');
    expect(screen.queryByRole('button', { name: es['craftworld.setups.save'] })).not.toBeInTheDocument();
  });
});

describe('ResourceOptimizerPage: price inputs', () => {
  it('take the theme\'s field colours (not the browser\'s white box) and no inline style', async () => {
    stubApi({ active: false });
    renderPage(user);
    const price = await screen.findByLabelText('Precio de MUD');
    expect(price.getAttribute('style')).toBeNull();
    const style = getComputedStyle(price);
    await waitFor(() => expect(style.backgroundColor).toBe('rgb(15, 20, 32)')); // theme.colors.bg #0f1420
    expect(style.color).toBe('rgb(232, 236, 244)'); // theme.colors.text #e8ecf4
  });
});

describe('ResourceOptimizerPage: what a player enters', () => {
  it('a negative price is reported under its box, not taken as 0; Calcular waits and no result shows', async () => {
    const calls = stubApi({ active: true });
    renderPage(user);
    const price = (await screen.findByLabelText('Precio de MUD')) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '-1' } });
    expect(price.value).toBe('-1');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('El mínimo es 0');
    expect(screen.getByTestId('craftworld-invalid').textContent).toBe(es['craftworld.optimizer.invalid']);
    const calculate = screen.getByRole('button', { name: es['craftworld.optimizer.calculate'] }) as HTMLButtonElement;
    expect(calculate).toBeDisabled();
    fireEvent.click(calculate);
    expect(calls.filter((c) => c.url.endsWith('/optimize'))).toEqual([]);
    fireEvent.change(price, { target: { value: '0,004' } });
    expect(screen.queryByTestId('craftworld-invalid')).not.toBeInTheDocument();
    expect(calculate).toBeEnabled();
  });

  it('after logging in with Premium, a Calcular pressed as a visitor leaves no "pay 8 USDC" upsell beside the Save button', async () => {
    stubApi({ active: true });
    const store = renderPage(null);
    const calculate = await screen.findByRole('button', { name: es['craftworld.optimizer.calculate'] });
    await act(async () => fireEvent.click(calculate)); // a visitor: refused (log in first)
    await screen.findByTestId('craftworld-login-required');
    await act(async () => store.set(sessionAtom, { status: 'authenticated', user }));
    await screen.findByRole('button', { name: es['craftworld.setups.save'] });
    expect(screen.queryByText(es['craftworld.premium.lockedTitle']!)).not.toBeInTheDocument();
    expect(screen.getByTestId('craftworld-premium-ready')).toBeInTheDocument();
  });
});

describe('ResourceOptimizerPage: the Premium modal is billing’s root mount', () => {
  it('the upgrade button opens it through the session atom (no remote loaded by Craft World), and the subscription is read again when it closes', async () => {
    const calls = stubApi({ active: false });
    const store = renderPage(user);
    await screen.findByTestId('craftworld-locked', {}, { timeout: 5000 });
    const upgrade = screen.getByTestId('craftworld-upgrade');
    expect(store.get(craftWorldModalAtom)).toBeNull();
    fireEvent.click(upgrade);
    expect(store.get(craftWorldModalAtom)).toEqual({ referralCode: null });
    // no /remotes.json look-up: the shell's root mounts own the modal
    expect(calls.filter((c) => c.url.endsWith('/remotes.json'))).toEqual([]);
    const after = stubApi({ active: true });
    await act(async () => store.set(craftWorldModalAtom, null)); // billing closes it after a payment
    await screen.findByTestId('craftworld-premium-ready');
    expect(after.filter((c) => c.url.endsWith('/craft-world-subscription')).length).toBeGreaterThan(0);
  });
});
