// The billing server and wallet the payment modals' tests (plans, credits, Craft World Premium) share.
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { PremiumLevel } from '@criadero/session';
import { setConnectedWallet } from '@criadero/session/wallet-session';
import { uiMessages } from '@criadero/ui';
import { apiServer, http, HttpResponse, renderTool, testUser } from '@criadero/ui/testing';
import { messages } from '../i18n/messages';
import type { Referral } from '../api/billing-api';

export const WALLET = '0x1111111111111111111111111111111111111111';
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
/** every request the modals made in this test */
export const calls: Call[] = [];
export const callsTo = (path: string) => calls.filter((c) => c.url.endsWith(path));
/** the referral codes sent for validation, in order */
export const validated = () => callsTo('/api/craft-world/referral-codes/').map((c) => c.body?.code);

let referralDiscount: number | null = null;
/** the discount of the code saved on the account (null: none), until the test ends */
export function setReferralDiscount(percent: number | null) {
  referralDiscount = percent;
}

/** The stubbed billing server's routes (by the end of the URL): each answers a request's JSON body. */
const ROUTES: Record<string, (body: Record<string, unknown> | null) => unknown> = {
  '/api/billing/config': () => CONFIG,
  '/api/craft-world/referral-codes/': (body) => {
    const code = String(body?.code);
    if (code === 'BOOM') return HttpResponse.json({ error: 'boom', code: 'INTERNAL' }, { status: 500 });
    const referral = REFERRALS[code];
    return referral ? { valid: true, referral, message: 'ok' } : { valid: false, message: code === 'VIEJO' ? 'El código expiró' : '' };
  },
  '/api/craft-world/save-referral-code': (body) => {
    const referral = Object.values(REFERRALS).find((r) => r.id === body?.referralCodeId);
    return { saved: true, referral };
  },
  '/api/users/craft-world-subscription': () => {
    const currentReferralCode = referralDiscount === null ? null : { id: 'ref_X', code: 'X', owner_name: 'Ana', discount_percentage: referralDiscount };
    return { active: false, startedAt: null, expiresAt: null, renewals: 0, currentReferralCode, price: '8.00' };
  },
  '/api/users/balance': () => ({ results: [{ contractAddress: CONFIG.usdcAddress, balance: '100000000' }] }),
};

/**
 * The billing server the modals talk to, answered by the fake API (MSW) for every test of the
 * calling file, recording each request in `calls` (local storage cleared). A request to any other
 * path fails the test.
 */
export function stubBillingServer() {
  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
    apiServer.use(
      ...Object.entries(ROUTES).map(([path, route]) =>
        http.all(`*${path}`, async ({ request }) => {
          const text = await request.text();
          const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
          calls.push({ url: request.url, body, wallet: request.headers.get('x-wallet-address') ?? undefined });
          const result = route(body);
          return result instanceof Response ? result : HttpResponse.json(result as never);
        }),
      ),
    );
  });
  afterEach(() => {
    referralDiscount = null;
  });
}

/** The signed-in wallet, never answering the account request: a payment started with it stays "processing". */
export function stalledWallet() {
  const provider = { request: vi.fn(() => new Promise(() => undefined)) };
  setConnectedWallet({ entryId: 'eip6963:com.roninchain.wallet', provider });
  return { provider, dispose: () => setConnectedWallet(null) };
}

/** A modal while paying: the close button is disabled, and Escape and the backdrop do nothing. */
export function expectUnclosable(onClose: () => void) {
  const close = screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! }) as HTMLButtonElement;
  expect(close).toBeDisabled();
  fireEvent.click(close);
  act(() => {
    fireEvent.keyDown(window, { key: 'Escape' });
  });
  fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
}

/** The toast with this title, as shown (title then message). */
export async function toastText(title: string) {
  const [shown] = await screen.findAllByText(title, { selector: 'strong' });
  return shown!.parentElement!.textContent;
}

export function renderAs(level: PremiumLevel | null, ui: ReactNode, premiumUntil: string | null = null) {
  const user = level === null ? null : testUser({ accountId: 'a', address: WALLET, addresses: [WALLET], premium: level, premiumUntil });
  return renderTool(ui, { user, messages, toasts: true });
}
