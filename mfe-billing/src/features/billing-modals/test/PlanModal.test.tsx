import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '@criadero/ui';
import { messages } from '../../../i18n/messages';
import { expectUnclosable, renderAs, stalledWallet, stubBillingServer } from '../../../testing/payment-modals';
import { PlanModal } from '../plans/PlanModal';

const es = messages.es!;
stubBillingServer();

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
    // how many watched searches (market alerts) each plan allows: the axie service's limits
    expect(screen.getAllByTestId('plan-watches').map((el) => el.textContent)).toEqual([
      '5 búsquedas vigiladas con alertas en vivo y en Discord',
      '25 búsquedas vigiladas con alertas en vivo y en Discord',
    ]);
    expect(screen.getByText('Sin plan: 1 búsqueda vigilada con alertas.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Probabilidades exactas');
    expect(screen.getByText(es['billing.plans.footnote']!)).toBeInTheDocument();
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
    expect(within(screen.getByTestId('plan-card-monthly-elite')).getByText('80 USDC')).toBeInTheDocument();
  });

  it('no upgrade note without Premium time left, nor for Elite', async () => {
    renderAs(0, <PlanModal open onClose={() => undefined} />);
    await waitFor(() => expect(cardButtons()).toEqual(['Contratar', 'Contratar']));
    expect(screen.queryByTestId('plan-upgrade-note')).not.toBeInTheDocument();
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
      expect(screen.getByRole('radio', { name: 'Anual' })).toBeDisabled();
      // the payment's wallet code is a lazy chunk: slow to load the first time on a busy machine
      await waitFor(() => expect(wallet.provider.request).toHaveBeenCalled(), { timeout: 15_000 });
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
