import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Modal } from './Modal';
import { Countdown } from './Countdown';
import { Tabs } from './Tabs';
import { ProgressBar } from './ProgressBar';
import { AdSlot } from './AdSlot';
import { useToast, TOAST_MS, PAYMENT_TOAST_MS } from '../toasts/toasts';
import { renderTool } from '../test-utils';

describe('Modal', () => {
  it('closes on Escape and on the close button when closable', () => {
    const onClose = vi.fn();
    renderTool(<Modal open title="Ver pareja" onClose={onClose}>x</Modal>);
    expect(screen.getByRole('dialog', { name: 'Ver pareja' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while a payment runs (closable=false)', () => {
    const onClose = vi.fn();
    renderTool(<Modal open closable={false} title="Pago" onClose={onClose}>x</Modal>);
    fireEvent.keyDown(window, { key: 'Escape' });
    const close = screen.getByRole('button', { name: 'Cerrar' }) as HTMLButtonElement;
    expect(close).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

/** A modal with a field whose every keystroke re-renders the parent (a new onClose each time). */
function TypingModal() {
  const [value, setValue] = useState('');
  return (
    <Modal open title="Filtro" onClose={() => setValue('')}>
      <label>
        Porcentaje <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button">Aplicar</button>
    </Modal>
  );
}

describe('Modal focus', () => {
  it('keeps focus in a field while the parent re-renders on each keystroke', () => {
    renderTool(<TypingModal />);
    const field = screen.getByLabelText('Porcentaje') as HTMLInputElement;
    field.focus();
    for (const value of ['1', '12', '12.5']) {
      fireEvent.change(field, { target: { value } });
      expect(document.activeElement).toBe(field);
    }
    expect(field.value).toBe('12.5');
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    renderTool(<TypingModal />);
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const apply = screen.getByRole('button', { name: 'Aplicar' });
    apply.focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(apply);
  });
});

describe('Countdown', () => {
  it("renders 'No disponible', 'Expirado' and the running time in Spanish", () => {
    renderTool(<Countdown target={null} />);
    expect(screen.getByText('No disponible')).toBeInTheDocument();
    renderTool(<Countdown target={Date.now() - 1} />);
    expect(screen.getByText('Expirado')).toBeInTheDocument();
    renderTool(<Countdown target={Date.now() + (26 * 3600 + 61) * 1000 + 500} />);
    expect(screen.getByRole('timer').textContent).toBe('1d 2h 1m 1s');
  });
  it('is translated', () => {
    renderTool(<Countdown target={null} />, { locale: 'en' });
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('switches with clicks and arrow keys', () => {
    const onChange = vi.fn();
    renderTool(
      <Tabs label="Pareja" active="a" onChange={onChange} items={[{ id: 'a', label: 'Probabilidades', content: 'A' }, { id: 'b', label: 'Genéticas', content: 'B' }]} />,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('A');
    fireEvent.click(screen.getByRole('tab', { name: 'Genéticas' }));
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(onChange.mock.calls).toEqual([['b'], ['b']]);
  });
});

describe('ProgressBar', () => {
  it('reports a clamped percentage to assistive technology', () => {
    renderTool(<ProgressBar value={1.7} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('adds no style rule as its value moves (each new rule makes the browser restyle the whole page)', { timeout: 20_000 }, () => {
    const css = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    const view = renderTool(<ProgressBar value={0.1} />);
    const before = css();
    for (const value of [0.25, 0.5, 0.755]) view.rerender(<ProgressBar value={value} />);
    expect(css()).toBe(before);
    expect((screen.getByRole('progressbar').firstElementChild as HTMLElement).style.width).toBe('75.5%');
  });
});

describe('toasts', () => {
  it('last 3 s, and 5 s for payment messages', () => {
    vi.useFakeTimers();
    const store = createStore();
    let push: ReturnType<typeof useToast> | undefined;
    function Pusher() {
      push = useToast();
      return null;
    }
    renderTool(<Pusher />, { store, toasts: true });
    act(() => {
      push!({ kind: 'error', title: 'Error' });
      push!({ kind: 'success', title: 'Pago Recibido', payment: true });
    });
    expect(screen.getByText('Error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.getByText('Pago Recibido')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PAYMENT_TOAST_MS - TOAST_MS));
    expect(screen.queryByText('Pago Recibido')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});

describe('AdSlot', () => {
  const slot = { id: 'a', href: 'https://example.org', width: 160, height: 240 };
  const text = { es: 'Tu anuncio aquí', en: 'Your ad here', pt: 'Seu anúncio aqui' };

  it("shows the advertiser's text in the page's language", () => {
    renderTool(<AdSlot slot={{ ...slot, text }} />, { locale: 'pt' });
    expect(screen.getByRole('link').textContent).toBe('Seu anúncio aqui');
    expect(screen.getByText('Publicidade')).toBeInTheDocument();
  });

  it('falls back to Spanish for a language the advertiser did not give, and takes a plain string as is', () => {
    const { unmount } = renderTool(<AdSlot slot={{ ...slot, text: { es: 'Solo español' } }} />, { locale: 'en' });
    expect(screen.getByRole('link').textContent).toBe('Solo español');
    unmount();
    renderTool(<AdSlot slot={{ ...slot, text: 'One text', imageUrl: '/ad.png' }} />, { locale: 'en' });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('One text');
  });
});
