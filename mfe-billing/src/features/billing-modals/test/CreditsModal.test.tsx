import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '@criadero/ui';
import { expectUnclosable, renderAs, stalledWallet, stubBillingServer, toastText } from '../../../testing/payment-modals';
import { CreditsModal } from '../credits/CreditsModal';

stubBillingServer();

describe('buy-credits modal', { timeout: 30_000 }, () => {
  const slider = () => screen.getByRole('slider', { name: 'Cantidad de créditos' }) as HTMLInputElement;
  const amountInput = () => screen.getByRole('textbox', { name: 'Créditos (1 a 1000)' }) as HTMLInputElement;
  const shown = () => [slider().value, amountInput().value, screen.getByTestId('credits-total').textContent];

  it('starts at 10 credits = 10 USDC, within 1..1000', async () => {
    renderAs(0, <CreditsModal open onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Comprar Plus Coins');
    expect(shown()).toEqual(['10', '10', '10 créditos = 10 USDC']);
    expect([slider().min, slider().max]).toEqual(['1', '1000']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar 10 USDC' })).toBeEnabled());
  });

  it('keeps the slider and the number input in step; out of range or emptied, the field says why and Pay waits', async () => {
    renderAs(0, <CreditsModal open onClose={() => undefined} />);
    const pay = () => screen.getAllByRole('button').find((b) => /^Pagar/.test(b.textContent ?? '')) as HTMLButtonElement;
    fireEvent.change(slider(), { target: { value: '250' } });
    expect(shown()).toEqual(['250', '250', '250 créditos = 250 USDC']);
    fireEvent.change(amountInput(), { target: { value: '37' } });
    expect(shown()).toEqual(['37', '37', '37 créditos = 37 USDC']);
    fireEvent.change(amountInput(), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('El mínimo es 1');
    await waitFor(() => expect(pay().disabled).toBe(true));
    // the button never names an amount the field does not hold
    expect(pay().textContent).toBe('Pagar — USDC');
    fireEvent.change(amountInput(), { target: { value: '12,6' } });
    expect(screen.getByRole('alert').textContent).toBe(uiMessages.es['ui.number.decimals']!.replace(/\{digits.*\}\}/, 'sin decimales'));
    fireEvent.change(amountInput(), { target: { value: '1' } });
    expect(shown()).toEqual(['1', '1', '1 crédito = 1 USDC']);
    await waitFor(() => expect(pay().disabled).toBe(false));
  });

  it('clamps an amount over 1000 to 1000 (spec §5), typed key by key, and the Pay button follows', async () => {
    renderAs(0, <CreditsModal open onClose={() => undefined} />);
    for (const typed of ['5', '50', '500']) fireEvent.change(amountInput(), { target: { value: typed } });
    expect(shown()).toEqual(['500', '500', '500 créditos = 500 USDC']);
    fireEvent.change(amountInput(), { target: { value: '5000' } });
    expect(shown()).toEqual(['1000', '1000', '1000 créditos = 1000 USDC']);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar 1000 USDC' })).toBeEnabled());
    // one more key on a clamped field clamps again
    fireEvent.change(amountInput(), { target: { value: '10007' } });
    expect(shown()).toEqual(['1000', '1000', '1000 créditos = 1000 USDC']);
    expect(screen.getByRole('button', { name: 'Pagar 1000 USDC' })).toBeEnabled();
  });

  it('an emptied field stays empty: deleting "10" and typing 5 pays 5, not 15', async () => {
    renderAs(0, <CreditsModal open onClose={() => undefined} />);
    fireEvent.change(amountInput(), { target: { value: '' } });
    expect(amountInput().value).toBe('');
    fireEvent.change(amountInput(), { target: { value: '5' } });
    expect(shown()).toEqual(['5', '5', '5 créditos = 5 USDC']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar 5 USDC' })).toBeEnabled());
  });

  it('cannot be closed while paying, and the amount is locked', async () => {
    const wallet = stalledWallet();
    try {
      const onClose = vi.fn();
      renderAs(0, <CreditsModal open onClose={onClose} />);
      fireEvent.change(amountInput(), { target: { value: '40' } });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar 40 USDC' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Pagar 40 USDC' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Procesando pago...' })).toBeDisabled());
      expect([slider().disabled, amountInput().disabled]).toEqual([true, true]);
      // the payment's wallet code is a lazy chunk: slow to load the first time on a busy machine
      await waitFor(() => expect(wallet.provider.request).toHaveBeenCalled(), { timeout: 15_000 });
      expectUnclosable(onClose);
    } finally {
      wallet.dispose();
    }
  });

  it('asks for a wallet when nobody is signed in', async () => {
    renderAs(null, <CreditsModal open onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar 10 USDC' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Pagar 10 USDC' }));
    expect(await toastText('Debes conectar tu wallet')).toBe('Debes conectar tu wallet');
  });
});
