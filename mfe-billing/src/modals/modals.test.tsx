import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, type PremiumLevel } from '@criadero/session';
import { theme, uiMessages } from '@criadero/ui';
import { messages } from '../i18n/messages';
import { CraftWorldPremiumModal } from './CraftWorldPremiumModal';
import { PlanModal } from './PlanModal';

const es = messages.es!;
const WALLET = '0x1111111111111111111111111111111111111111';
const PLANS = [
  ['daily', 1, 5, null],
  ['daily', 2, 20, 50],
  ['monthly', 1, 20, 30],
  ['monthly', 2, 80, 250],
  ['yearly', 1, 160, 270],
  ['yearly', 2, 640, 2500],
].map(([period, level, price, oldPrice]) => ({ id: `${period}-${level === 1 ? 'premium' : 'elite'}`, period, level, price, oldPrice, days: { daily: 1, monthly: 30, yearly: 365 }[period as string], ilimitado: level === 2 }));
const CONFIG = {
  enabled: true, chainId: 2020, usdcAddress: `0x${'0b'.repeat(20)}`, receiverAddress: `0x${'be'.repeat(20)}`, decimals: 6, confirmations: 10, pendingTtlSeconds: 3600,
  plans: PLANS, defaultPeriod: 'monthly', credits: { min: 1, max: 1000, default: 10, usdcPerCredit: 1 }, craftWorld: { price: '8.00', defaultDiscount: 10, days: 30 }, pricesAsOf: '2026-11-22',
};

let referralDiscount: number | null = null;
function answer(url: string) {
  if (url.endsWith('/api/billing/config')) return CONFIG;
  if (url.endsWith('/api/users/craft-world-subscription')) {
    const currentReferralCode = referralDiscount === null ? null : { id: 'ref_X', code: 'X', owner_name: 'Ana', discount_percentage: referralDiscount };
    return { active: false, startedAt: null, expiresAt: null, renewals: 0, currentReferralCode, price: '8.00' };
  }
  if (url.endsWith('/api/users/balance')) return { results: [{ contractAddress: CONFIG.usdcAddress, balance: '100000000' }] };
  throw new Error(`unexpected call ${url}`);
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  referralDiscount = null;
});

function renderAs(level: PremiumLevel | null, ui: ReactNode) {
  const store = createStore();
  if (level !== null) {
    store.set(sessionAtom, {
      status: 'authenticated',
      user: { accountId: 'a', addresses: [WALLET], creditos: 0, premium: level, premiumUntil: null, isCreator: false, config: { body_color: 0, genes_tree: ['dr1'] } },
    });
  }
  return render(
    <Provider store={store}>
      <IntlProvider locale="es" messages={{ ...uiMessages.es, ...es }}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const cardButtons = () => screen.getAllByRole('article').map((card) => within(card).getByRole('button').textContent);

// jsdom renders are slow when the 2 shared cores are busy
describe('plan upgrade modal', { timeout: 30_000 }, () => {
  it('level 0: "Mejorar tu Plan", monthly Premium and Elite with old prices and "Contratar", the benefits and the footnote', async () => {
    renderAs(0, <PlanModal open onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mejorar tu Plan');
    await waitFor(() => expect(cardTitles()).toEqual(['Premium', 'ELITE']));
    expect((screen.getByRole('radio', { name: 'Mensual' }) as HTMLInputElement).checked).toBe(true);
    expect(cardButtons()).toEqual(['Contratar', 'Contratar']);
    const [premium, elite] = screen.getAllByRole('article');
    expect(premium!.textContent).toContain('20 USDC');
    expect(premium!.textContent).toContain('30 USDC');
    expect(premium!.textContent).toContain('30 días');
    expect(elite!.textContent).toContain('80 USDC');
    expect(elite!.textContent).toContain('250 USDC');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Probabilidades exactas');
    expect(screen.getByText(es['billing.plans.footnote']!)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Diario' }));
    expect(screen.getAllByRole('article').map((c) => c.querySelector('.price')?.textContent)).toEqual(['5 USDC', '20 USDC']);
    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(screen.getAllByRole('article').map((c) => c.querySelector('.price')?.textContent)).toEqual(['160 USDC', '640 USDC']);
  });

  it('level 1: "Extender Plan Premium"; Premium is extended, Elite contracted', async () => {
    renderAs(1, <PlanModal open onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Extender Plan Premium');
    await waitFor(() => expect(cardButtons()).toEqual(['Extender', 'Contratar']));
  });

  it('level 2: "Extender Plan Elite" and only the Elite plans', async () => {
    renderAs(2, <PlanModal open onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Extender Plan Elite');
    await waitFor(() => expect(cardTitles()).toEqual(['ELITE']));
    expect(cardButtons()).toEqual(['Extender']);
    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('Craft World Premium modal', { timeout: 30_000 }, () => {
  it('costs 8.00 USDC without a code', async () => {
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('8.00 USDC'));
    expect(screen.queryByTestId('cw-base-price')).toBeNull();
    expect((screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(es['billing.cw.code.label']!), { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('costs 7.20 USDC with the default 10 % (the saved code) and shows 8 struck through and the savings', async () => {
    referralDiscount = 10;
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('7.20 USDC'));
    expect(screen.getByTestId('cw-base-price').textContent).toBe('8 USDC');
    expect(screen.getByTestId('cw-savings').textContent).toBe('Ahorras 0.80 USDC');
    expect(screen.getByRole('button', { name: 'Pagar 7.20 USDC' })).toBeTruthy();
  });

  it('costs 6.00 USDC with a 25 % code', async () => {
    referralDiscount = 25;
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('6.00 USDC'));
    expect(screen.getByRole('button', { name: 'Pagar 6.00 USDC' })).toBeTruthy();
  });

  it('cannot be closed while the payment is processing', async () => {
    // a wallet that never answers the account request keeps the payment "processing"
    const provider = { request: vi.fn(() => new Promise(() => undefined)) };
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'w', name: 'Ronin Wallet', icon: '', rdns: 'com.roninchain.wallet' }, provider } }));
    window.addEventListener('eip6963:requestProvider', announce);
    const onClose = vi.fn();
    renderAs(0, <CraftWorldPremiumModal open onClose={onClose} />);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 8.00 USDC' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar 8.00 USDC' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Procesando pago...' }) as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(provider.request).toHaveBeenCalled());
    const close = screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    window.removeEventListener('eip6963:requestProvider', announce);
  });

  it('closing clears the code state', async () => {
    referralDiscount = 25;
    const onClose = vi.fn();
    renderAs(0, <CraftWorldPremiumModal open onClose={onClose} />);
    await waitFor(() => expect(screen.getByTestId('cw-applied-code')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('cw-applied-code')).toBeNull();
  });
});
