import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '@criadero/ui';
import { ApiError } from '../api/billing-api';
import { messages } from '../i18n/messages';
import { describeError } from '../domain/payment-errors';

const intlIn = (locale: 'es' | 'en' | 'pt') => createIntl({ locale, messages: { ...uiMessages[locale], ...messages[locale] } });

describe('describeError', () => {
  it("shows a refusal of the billing service as the server wrote it, in the player's language (no text of its own per code)", () => {
    const refusal = new ApiError(422, 'TX_WRONG_RECIPIENT', 'El USDC no se envió a la dirección de pago de Criadero');
    expect(describeError(intlIn('es'), refusal)).toBe('El USDC no se envió a la dirección de pago de Criadero');
    expect(describeError(intlIn('en'), new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'Payments are unavailable right now'))).toBe('Payments are unavailable right now');
  });

  it('says itself that the server could not be reached, in the player language', () => {
    expect(describeError(intlIn('pt'), new ApiError(0, 'NETWORK', 'Failed to fetch'))).toBe(uiMessages.pt['ui.error.network']);
  });

  it("gives a wallet's refusal as its short summary", () => {
    expect(describeError(intlIn('es'), Object.assign(new Error('user rejected action (action="sendTransaction", …)'), { shortMessage: 'user rejected action' }))).toBe('user rejected action');
  });
});
