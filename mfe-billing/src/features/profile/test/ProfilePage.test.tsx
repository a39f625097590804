// The profile while a Craft World payment is retried in the background: once the retry
// gets it through, the profile shows the subscription without a reload. The session's credits and
// plan date do not change with a Craft World payment, so the profile used to keep 'inactive'.
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserState } from '@criadero/session';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import { savePending } from '../../../domain/pending-store';
import { usePendingRetry } from '../../../hooks/usePendingRetry';
import ProfilePage from '../ProfilePage';

const es = messages.es!;
const WALLET = '0x1111111111111111111111111111111111111111';
const user: UserState = { accountId: 'a1', address: WALLET, addresses: [WALLET], creditos: 2, premium: 0, premiumUntil: null, isCreator: false, config: { body_color: 0, genes_tree: [] } };

let paid = false;
let timeline: unknown = { level: 0, until: null, next: null };
beforeEach(() => {
  localStorage.clear();
  paid = false;
  timeline = { level: 0, until: null, next: null };
  apiServer.use(
    http.all('*/api/craft-world/payment', () => {
      paid = true;
      return HttpResponse.json({ success: true, status: 'confirmed', subscriptionExpiresAt: '2026-12-24T00:00:00Z' });
    }),
    http.all('*/api/users/craft-world-subscription', () =>
      HttpResponse.json({ active: paid, startedAt: null, expiresAt: paid ? '2026-12-24T00:00:00Z' : null, renewals: 0, currentReferralCode: null, price: '8.00' }),
    ),
    http.all('*/api/billing/history', () => HttpResponse.json({ payments: [], credits: [] })),
    http.all('*/api/billing/plan', () => HttpResponse.json(timeline as never)),
    http.all('*/api/users/session', () => HttpResponse.json({ authenticated: true, user })),
    // the price list (asked by the page's closed payment modals) plays no part here: unreachable, as it always was in these tests
    http.get('*/api/billing/config', () => HttpResponse.error()),
  );
});

function ProfileWithRetry() {
  usePendingRetry(); // mounted by the shell on every page (billing's root mounts)
  return <ProfilePage />;
}

describe('ProfilePage after a background payment retry', () => {
  it('shows Craft World Premium as soon as the pending payment is credited', async () => {
    savePending('craftWorld', { txHash: `0x${'ab'.repeat(32)}`, userAddress: WALLET, amount: '8.00', referralCode: null, referralCodeId: null });
    await act(async () => renderTool(<ProfileWithRetry />, { user, messages, toasts: true }));
    await waitFor(() => expect(paid).toBe(true));
    await waitFor(() => expect(screen.getByTestId('profile-cw').textContent).toContain(es['billing.profile.cw.active']));
  });
});

describe('ProfilePage: Elite over Premium', () => {
  it('says the paid Premium resumes after Elite, until when', async () => {
    const elite: UserState = { ...user, premium: 2, premiumUntil: '2026-12-24T00:00:00Z' };
    timeline = { level: 2, until: '2026-12-24T00:00:00Z', next: { level: 1, until: '2027-01-13T00:00:00Z' } };
    await act(async () => renderTool(<ProfilePage />, { user: elite, messages }));
    await waitFor(() => expect(screen.getByTestId('profile-plan-next').textContent).toMatch(/^Después sigue tu Premium pagado, hasta 13 ene 2027/));
  });

  it('says nothing more without Premium after Elite', async () => {
    timeline = { level: 2, until: '2026-12-24T00:00:00Z', next: null };
    await act(async () => renderTool(<ProfilePage />, { user: { ...user, premium: 2, premiumUntil: '2026-12-24T00:00:00Z' }, messages }));
    await screen.findByTestId('profile-plan-ends');
    expect(screen.queryByTestId('profile-plan-next')).not.toBeInTheDocument();
  });
});
