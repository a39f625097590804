import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { craftWorldModalAtom } from '@criadero/session';
import { uiMessages } from '@criadero/ui';
import { messages } from '../../../i18n/messages';
import { AFFILIATE_KEY } from '../../../domain/pending-store';
import { calls, callsTo, expectUnclosable, renderAs, setReferralDiscount, stalledWallet, stubBillingServer, toastText, validated, WALLET } from '../../../testing/payment-modals';
import BillingModals from '../BillingModals';
import { CraftWorldPremiumModal } from '../craft-world-premium/CraftWorldPremiumModal';

const es = messages.es!;
stubBillingServer();

describe('Craft World Premium modal', { timeout: 30_000 }, () => {
  it('is billing’s root mount: any tool opens it with craftWorldModalAtom (the code it hands in is applied), closing sets the atom back to null', async () => {
    const { store } = renderAs(0, <BillingModals />);
    expect(screen.queryByTestId('cw-modal')).not.toBeInTheDocument();
    act(() => store.set(craftWorldModalAtom, { referralCode: 'AMIGO25' }));
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('6 USDC'));
    expect(validated()).toEqual(['AMIGO25']);
    fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! }));
    expect(store.get(craftWorldModalAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('cw-modal')).not.toBeInTheDocument());
  });

  it('costs 8 USDC without a code', async () => {
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('8 USDC'));
    expect(screen.queryByTestId('cw-base-price')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validar' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(es['billing.cw.code.label']!), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Validar' })).toBeDisabled();
  });

  it('costs 7,20 USDC with the default 10 % (the saved code) and shows 8 struck through and the savings', async () => {
    setReferralDiscount(10);
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('7,20 USDC'));
    expect(screen.getByTestId('cw-base-price').textContent).toBe('8 USDC');
    expect(screen.getByTestId('cw-savings').textContent).toBe('Ahorras 0,80 USDC');
    expect(screen.getByRole('button', { name: 'Pagar 7,20 USDC' })).toBeInTheDocument();
  });

  it('costs 6 USDC with a 25 % code', async () => {
    setReferralDiscount(25);
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('cw-final-price').textContent).toBe('6 USDC'));
    expect(screen.getByRole('button', { name: 'Pagar 6 USDC' })).toBeInTheDocument();
  });

  it('cannot be closed while the payment is processing', async () => {
    const wallet = stalledWallet();
    try {
      const onClose = vi.fn();
      renderAs(0, <CraftWorldPremiumModal open onClose={onClose} />);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar 8 USDC' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Pagar 8 USDC' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Procesando pago...' })).toBeDisabled());
      // the payment's wallet code is a lazy chunk: slow to load the first time on a busy machine
      await waitFor(() => expect(wallet.provider.request).toHaveBeenCalled(), { timeout: 15_000 });
      expectUnclosable(onClose);
    } finally {
      wallet.dispose();
    }
  });

  it('closing clears the code state', async () => {
    setReferralDiscount(25);
    const onClose = vi.fn();
    renderAs(0, <CraftWorldPremiumModal open onClose={onClose} />);
    await waitFor(() => expect(screen.getByTestId('cw-applied-code')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: uiMessages.es['ui.modal.close']! }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('cw-applied-code')).not.toBeInTheDocument();
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
    setReferralDiscount(25);
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="AMIGO25" />);
    await waitFor(() => expect(applied()).toBe('Código X de Ana'));
    expect(screen.getByTestId('cw-final-price').textContent).toBe('6 USDC');
    expect(validated()).toEqual([]);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('CRIADERO');
  });

  it('without a saved code, the passed-in code wins over the stored one; once valid it is saved on the server and locally', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="AMIGO25" />);
    await waitFor(() => expect(applied()).toBe('Código AMIGO25 de Luz'));
    expect(screen.getByTestId('cw-final-price').textContent).toBe('6 USDC');
    expect(validated()).toEqual(['AMIGO25']);
    await waitFor(() => expect(callsTo('/api/craft-world/save-referral-code').map((c) => [c.body, c.wallet])).toEqual([[{ referralCodeId: 'ref_AMIGO25' }, WALLET]]));
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('AMIGO25');
  });

  it('an invalid passed-in code falls back to the stored code', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="NOPE" />);
    await waitFor(() => expect(applied()).toBe('Código CRIADERO de Criadero'));
    expect(screen.getByTestId('cw-final-price').textContent).toBe('7,20 USDC');
    expect(validated()).toEqual(['NOPE', 'CRIADERO']);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('CRIADERO');
  });

  it('a stored code the server refuses is removed from local storage, quietly', async () => {
    localStorage.setItem(AFFILIATE_KEY, 'VIEJO');
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    await waitFor(() => expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull());
    expect(validated()).toEqual(['VIEJO']);
    expect(callsTo('/api/craft-world/save-referral-code')).toEqual([]);
    expect(screen.queryByTestId('cw-applied-code')).not.toBeInTheDocument();
    expect(screen.getByTestId('cw-final-price').textContent).toBe('8 USDC');
    expect(screen.queryByText('Código inválido')).not.toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Pagar 6 USDC' })).toBeInTheDocument();
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
    expect(screen.queryByTestId('cw-applied-code')).not.toBeInTheDocument();
    expect(callsTo('/api/craft-world/save-referral-code')).toEqual([]);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
  });

  it("a failed validation: 'Error al validar el código de referido'", async () => {
    renderAs(0, <CraftWorldPremiumModal open onClose={() => undefined} />);
    typeAndValidate('BOOM');
    expect(await toastText('Error al validar el código de referido')).toBe('Error al validar el código de referido');
    expect(screen.queryByTestId('cw-applied-code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validar' })).toBeEnabled();
  });

  it("without a wallet: 'Debes conectar tu wallet' to validate a code or to pay, and nothing is asked of the server", async () => {
    localStorage.setItem(AFFILIATE_KEY, 'CRIADERO');
    renderAs(null, <CraftWorldPremiumModal open onClose={() => undefined} referralCode="AMIGO25" />);
    typeAndValidate('AMIGO25');
    expect(await toastText('Debes conectar tu wallet')).toBe('Debes conectar tu wallet');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar 8 USDC' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Pagar 8 USDC' }));
    await waitFor(() => expect(screen.getAllByText('Debes conectar tu wallet')).toHaveLength(2));
    // (the price list is fetched once per page load, maybe by an earlier test)
    expect(calls.filter((c) => !c.url.endsWith('/api/billing/config'))).toEqual([]);
  });
});
