import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { craftWorldModalAtom, type PremiumLevel, type UserState } from '@criadero/session';
import { uiMessages } from '@criadero/ui';
import { renderTool } from '@criadero/ui/testing';
import type { Referral } from '../api/billing-api';
import { messages } from '../i18n/messages';
import { AFFILIATE_KEY } from '../payments/pending-store';
import BillingModals from './BillingModals';
import { CraftWorldPremiumModal } from './CraftWorldPremiumModal';
import { CreditsModal } from './CreditsModal';
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

/** the referral codes the stubbed server knows; 'VIEJO' is refused with a message, 'BOOM' fails (500) */
const REFERRALS: Record<string, Referral> = {
  AMIGO25: { id: 'ref_AMIGO25', code: 'AMIGO25', owner_name: 'Luz', discount_percentage: 25 },
  CRIADERO: { id: 'ref_CRIADERO', code: 'CRIADERO', owner_name: 'Criadero', discount_percentage: 10 },
};

interface Call {
  url: string;
  body: Record<string, unknown> | null;
  wallet: string | undefined;
}
let calls: Call[] = [];
const callsTo = (path: string) => calls.filter((c) => c.url.endsWith(path));
const validated = () => callsTo('/api/craft-world/referral-codes/').map((c) => c.body?.code);

let referralDiscount: number | null = null;
function answer(url: string, body: Record<string, unknown> | null): unknown {
  if (url.endsWith('/api/billing/config')) return CONFIG;
  if (url.endsWith('/api/craft-world/referral-codes/')) {
    const code = String(body?.code);
    if (code === 'BOOM') return new Response(JSON.stringify({ error: 'boom', code: 'INTERNAL' }), { status: 500 });
    const referral = REFERRALS[code];
    return referral ? { valid: true, referral, message: 'ok' } : { valid: false, message: code === 'VIEJO' ? 'El código expiró' : '' };
  }
  if (url.endsWith('/api/craft-world/save-referral-code')) {
    const referral = Object.values(REFERRALS).find((r) => r.id === body?.referralCodeId);
    return { saved: true, referral };
  }
  if (url.endsWith('/api/users/craft-world-subscription')) {
    const currentReferralCode = referralDiscount === null ? null : { id: 'ref_X', code: 'X', owner_name: 'Ana', discount_percentage: referralDiscount };
    return { active: false, startedAt: null, expiresAt: null, renewals: 0, currentReferralCode, price: '8.00' };
  }
  if (url.endsWith('/api/users/balance')) return { results: [{ contractAddress: CONFIG.usdcAddress, balance: '100000000' }] };
  throw new Error(`unexpected call ${url}`);
}

beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      calls.push({ url, body, wallet: (init?.headers as Record<string, string> | undefined)?.['x-wallet-address'] });
      const result = answer(url, body);
      return result instanceof Response ? result : new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  referralDiscount = null;
});

/** A wallet that never answers the account request: a payment started with it stays "processing". */
function stalledWallet() {
  const provider = { request: vi.fn(() => new Promise(() => undefined)) };
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'w', name: 'Ronin Wallet', icon: '', rdns: 'com.roninchain.wallet' }, provider } }));
  window.addEventListener('eip6963:requestProvider', announce);
  return { provider, dispose: () => window.removeEventListener('eip6963:requestProvider', announce) };
}

/** A modal while paying: the close button is disabled, and Escape and the backdrop do nothing. */
function expectUnclosable(onClose: () => void) {
  const close = screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! }) as HTMLButtonElement;
  expect(close.disabled).toBe(true);
  fireEvent.click(close);
  act(() => {
    fireEvent.keyDown(window, { key: 'Escape' });
  });
  fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeTruthy();
}

/** The toast with this title, as shown (title then message). */
async function toastText(title: string) {
  const [shown] = await screen.findAllByText(title, { selector: 'strong' });
  return shown!.parentElement!.textContent;
}

function renderAs(level: PremiumLevel | null, ui: ReactNode, premiumUntil: string | null = null) {
  const user: UserState | null = level === null ? null : { accountId: 'a', addresses: [WALLET], creditos: 0, premium: level, premiumUntil, isCreator: false, config: { body_color: 0, genes_tree: ['dr1'] } };
  return renderTool(ui, { user, messages, toasts: true });
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

  it('level 1 with 12.5 days of Premium left: says the upgrade keeps them (paused under ELITE, 13 days after it) at the listed ELITE price', async () => {
    renderAs(1, <PlanModal open onClose={() => undefined} />, new Date(Date.now() + 12.5 * 86_400_000).toISOString());
    await waitFor(() => expect(cardButtons()).toEqual(['Extender', 'Contratar']));
    const note = screen.getByTestId('plan-upgrade-note').textContent!;
    expect(note).toContain('Tienes Premium 13 días más');
    expect(note).toContain('esos 13 días continúan cuando ELITE termine');
    expect(within(screen.getByTestId('plan-card-monthly-elite')).getByText('80 USDC')).toBeTruthy();
  });

  it('no upgrade note without Premium time left, nor for Elite', async () => {
    renderAs(0, <PlanModal open onClose={() => undefined} />);
    await waitFor(() => expect(cardButtons()).toEqual(['Contratar', 'Contratar']));
    expect(screen.queryByTestId('plan-upgrade-note')).toBeNull();
  });

  it('level 2: "Extender Plan Elite" and only the Elite plans', async () => {
    renderAs(2, <PlanModal open onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Extender Plan Elite');
    await waitFor(() => expect(cardTitles()).toEqual(['ELITE']));
    expect(cardButtons()).toEqual(['Extender']);
    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('cannot be closed while a plan is being paid', async () => {
    const wallet = stalledWallet();
    try {
      const onClose = vi.fn();
      renderAs(0, <PlanModal open onClose={onClose} />);
      await waitFor(() => expect(cardButtons()).toEqual(['Contratar', 'Contratar']));
      fireEvent.click(within(screen.getByTestId('plan-card-monthly-premium')).getByRole('button'));
      await waitFor(() => expect(cardButtons()).toEqual(['Procesando pago...', 'Contratar']));
      expect(screen.getAllByRole('article').map((card) => (within(card).getByRole('button') as HTMLButtonElement).disabled)).toEqual([true, true]);
      expect((screen.getByRole('radio', { name: 'Anual' }) as HTMLInputElement).disabled).toBe(true);
      await waitFor(() => expect(wallet.provider.request).toHaveBeenCalled());
      expectUnclosable(onClose);
    } finally {
      wallet.dispose();
    }
  });

  it('closes by its close button, Escape or the backdrop when no payment runs', async () => {
    const onClose = vi.fn();
    renderAs(0, <PlanModal open onClose={onClose} />);
    await waitFor(() => expect(cardButtons()).toEqual(['Contratar', 'Contratar']));
    fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! }));
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

describe('Craft World Premium modal', { timeout: 30_000 }, () => {
  it('is billing’s root mount: any tool opens it with craftWorldModalAtom (the code it hands in is applied), closing sets the atom back to null', async () => {
    const { store } = renderAs(0, <BillingModals />);
    expect(screen.queryByTestId('cw-modal')).toBeNull();
    act(() => store.set(craftWorldModalAtom, { referralCode: 'AMIGO25' }));
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('6.00 USDC'));
    expect(validated()).toEqual(['AMIGO25']);
    fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! }));
    expect(store.get(craftWorldModalAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('cw-modal')).toBeNull());
  });

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
    const wallet = stalledWallet();
    try {
      const onClose = vi.fn();
      renderAs(0, <CraftWorldPremiumModal open onClose={onClose} />);
      await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 8.00 USDC' }) as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: 'Pagar 8.00 USDC' }));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Procesando pago...' }) as HTMLButtonElement).disabled).toBe(true));
      await waitFor(() => expect(wallet.provider.request).toHaveBeenCalled());
      expectUnclosable(onClose);
    } finally {
      wallet.dispose();
    }
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

describe('buy-credits modal', { timeout: 30_000 }, () => {
  const slider = () => screen.getByRole('slider', { name: 'Cantidad de créditos' }) as HTMLInputElement;
  const amountInput = () => screen.getByRole('textbox', { name: 'Créditos (1 a 1000)' }) as HTMLInputElement;
  const shown = () => [slider().value, amountInput().value, screen.getByTestId('credits-total').textContent];

  it('starts at 10 credits = 10 USDC, within 1..1000', async () => {
    renderAs(0, <CreditsModal open onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Comprar Plus Coins');
    expect(shown()).toEqual(['10', '10', '10 créditos = 10 USDC']);
    expect([slider().min, slider().max]).toEqual(['1', '1000']);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 10 USDC' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('keeps the slider and the number input in step; out of range or emptied, the field says why and Pay waits', async () => {
    renderAs(0, <CreditsModal open onClose={() => undefined} />);
    const pay = () => screen.getAllByRole('button').find((b) => /^Pagar/.test(b.textContent ?? '')) as HTMLButtonElement;
    fireEvent.change(slider(), { target: { value: '250' } });
    expect(shown()).toEqual(['250', '250', '250 créditos = 250 USDC']);
    fireEvent.change(amountInput(), { target: { value: '37' } });
    expect(shown()).toEqual(['37', '37', '37 créditos = 37 USDC']);
    fireEvent.change(amountInput(), { target: { value: '5000' } });
    expect(screen.getByRole('alert').textContent).toBe('El máximo es 1000');
    expect(amountInput().value).toBe('5000'); // not rewritten under the player's fingers
    await waitFor(() => expect(pay().disabled).toBe(true));
    fireEvent.change(amountInput(), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('El mínimo es 1');
    fireEvent.change(amountInput(), { target: { value: '12,6' } });
    expect(screen.getByRole('alert').textContent).toBe(uiMessages.es['ui.number.decimals']!.replace(/\{digits.*\}\}/, 'sin decimales'));
    fireEvent.change(amountInput(), { target: { value: '1' } });
    expect(shown()).toEqual(['1', '1', '1 crédito = 1 USDC']);
    await waitFor(() => expect(pay().disabled).toBe(false));
  });

  it('an emptied field stays empty: deleting "10" and typing 5 pays 5, not 15 (issue 21)', async () => {
    renderAs(0, <CreditsModal open onClose={() => undefined} />);
    fireEvent.change(amountInput(), { target: { value: '' } });
    expect(amountInput().value).toBe('');
    fireEvent.change(amountInput(), { target: { value: '5' } });
    expect(shown()).toEqual(['5', '5', '5 créditos = 5 USDC']);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 5 USDC' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('cannot be closed while paying, and the amount is locked', async () => {
    const wallet = stalledWallet();
    try {
      const onClose = vi.fn();
      renderAs(0, <CreditsModal open onClose={onClose} />);
      fireEvent.change(amountInput(), { target: { value: '40' } });
      await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 40 USDC' }) as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: 'Pagar 40 USDC' }));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Procesando pago...' }) as HTMLButtonElement).disabled).toBe(true));
      expect([slider().disabled, amountInput().disabled]).toEqual([true, true]);
      await waitFor(() => expect(wallet.provider.request).toHaveBeenCalled());
      expectUnclosable(onClose);
    } finally {
      wallet.dispose();
    }
  });

  it('asks for a wallet when nobody is signed in', async () => {
    renderAs(null, <CreditsModal open onClose={() => undefined} />);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 10 USDC' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar 10 USDC' }));
    expect(await toastText('Debes conectar tu wallet')).toBe('Debes conectar tu wallet');
  });
});

describe('Craft World Premium modal: referral code', { timeout: 30_000 }, () => {
  const applied = () => screen.getByTestId('cw-applied-code').textContent;
  const codeInput = () => screen.getByLabelText(es['billing.cw.code.label']!);
  const typeAndValidate = (code: string) => {
    fireEvent.change(codeInput(), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
  };

  it("on opening, the account's saved code wins over the passed-in and the stored codes", async () => {
    referralDiscount = 25;
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="AMIGO25" />);
    await waitFor(() => expect(applied()).toBe('Código X de Ana'));
    expect(screen.getByTestId('cw-final-price').textContent).toBe('6.00 USDC');
    expect(validated()).toEqual([]);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('CRIADERO');
  });

  it('without a saved code, the passed-in code wins over the stored one; once valid it is saved on the server and locally', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="AMIGO25" />);
    await waitFor(() => expect(applied()).toBe('Código AMIGO25 de Luz'));
    expect(screen.getByTestId('cw-final-price').textContent).toBe('6.00 USDC');
    expect(validated()).toEqual(['AMIGO25']);
    await waitFor(() => expect(callsTo('/api/craft-world/save-referral-code').map((c) => [c.body, c.wallet])).toEqual([[{ referralCodeId: 'ref_AMIGO25' }, WALLET]]));
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('AMIGO25');
  });

  it('an invalid passed-in code falls back to the stored code', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="NOPE" />);
    await waitFor(() => expect(applied()).toBe('Código CRIADERO de Criadero'));
    expect(screen.getByTestId('cw-final-price').textContent).toBe('7.20 USDC');
    expect(validated()).toEqual(['NOPE', 'CRIADERO']);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('CRIADERO');
  });

  it('a stored code the server refuses is removed from local storage, quietly', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'VIEJO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull());
    expect(validated()).toEqual(['VIEJO']);
    expect(callsTo('/api/craft-world/save-referral-code')).toEqual([]);
    expect(screen.queryByTestId('cw-applied-code')).toBeNull();
    expect(screen.getByTestId('cw-final-price').textContent).toBe('8.00 USDC');
    expect(screen.queryByText('Código inválido')).toBeNull();
  });

  it('a typed valid code: "¡Código válido!" with the owner and discount, applied, saved on the server and locally', async () => {
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(callsTo('/api/users/craft-world-subscription')).toHaveLength(1));
    typeAndValidate(' AMIGO25 ');
    expect(await toastText('¡Código válido!')).toBe('¡Código válido!Luz: 25 % de descuento');
    expect(applied()).toBe('Código AMIGO25 de Luz');
    expect(validated()).toEqual(['AMIGO25']);
    await waitFor(() => expect(callsTo('/api/craft-world/save-referral-code').map((c) => c.body)).toEqual([{ referralCodeId: 'ref_AMIGO25' }]));
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('AMIGO25');
    expect(screen.getByRole('button', { name: 'Pagar 6.00 USDC' })).toBeTruthy();
  });

  it("a typed invalid code: 'Código inválido' with the server's message, or the default one", async () => {
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    typeAndValidate('VIEJO');
    expect(await toastText('Código inválido')).toBe('Código inválidoEl código expiró');
    typeAndValidate('NOPE');
    await waitFor(() => expect(screen.getAllByText('Código inválido')).toHaveLength(2));
    expect(screen.getAllByText('Código inválido').map((title) => title.parentElement!.textContent)).toEqual([
      'Código inválidoEl código expiró',
      'Código inválidoEl código ingresado no es válido',
    ]);
    expect(screen.queryByTestId('cw-applied-code')).toBeNull();
    expect(callsTo('/api/craft-world/save-referral-code')).toEqual([]);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
  });

  it("a failed validation: 'Error al validar el código de referido'", async () => {
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    typeAndValidate('BOOM');
    expect(await toastText('Error al validar el código de referido')).toBe('Error al validar el código de referido');
    expect(screen.queryByTestId('cw-applied-code')).toBeNull();
    expect((screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("without a wallet: 'Debes conectar tu wallet' to validate a code or to pay, and nothing is asked of the server", async () => {
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(null, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="AMIGO25" />);
    typeAndValidate('AMIGO25');
    expect(await toastText('Debes conectar tu wallet')).toBe('Debes conectar tu wallet');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 8.00 USDC' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar 8.00 USDC' }));
    await waitFor(() => expect(screen.getAllByText('Debes conectar tu wallet')).toHaveLength(2));
    // (the price list is fetched once per page load, maybe by an earlier test)
    expect(calls.filter((c) => !c.url.endsWith('/api/billing/config'))).toEqual([]);
  });
});
