// The Craft World dashboard's facts in the player's language: the monthly price the billing
// service sends as a decimal string ("8.00") is written with the page's decimal separator.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServer, http, HttpResponse, renderTool, testUser } from '@criadero/ui/testing';
import { messages } from '../../../i18n/messages';
import CraftworldDashboardPage from '../CraftworldDashboardPage';

afterEach(cleanup);

function stubApi(price: string) {
  apiServer.use(
    http.get('*/craft-world-subscription', () => HttpResponse.json({ active: true, startedAt: null, expiresAt: null, renewals: 2, currentReferralCode: null, price })),
    http.get('*/craft-world/setups', () => HttpResponse.json({ setups: [], max: 10 })),
  );
}

const priceShown = async () => {
  const status = await screen.findByTestId('craftworld-status');
  return (await within(status).findByText(/USDC/)).textContent;
};

describe('Craft World dashboard', () => {
  it.each([
    ['es', '8.00', '8 USDC al mes (antes de descuentos)'],
    ['es', '7.5', '7,50 USDC al mes (antes de descuentos)'],
    ['en', '7.5', '7.50 USDC a month (before discounts)'],
    ['pt', '7.5', '7,50 USDC por mês (antes de descontos)'],
  ] as const)('in %s, a price of "%s" reads %s', async (locale, price, expected) => {
    stubApi(price);
    renderTool(<CraftworldDashboardPage />, { locale, user: testUser(), messages, route: '/' });
    expect(await priceShown()).toBe(expected);
  });
});
