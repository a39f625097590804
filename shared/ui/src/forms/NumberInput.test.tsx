import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderTool } from '../test-utils';
import { NumberInput } from './NumberInput';
import { formatNumberText, parseNumberText } from './number-text';

/** A field whose parent keeps the number, as every form does. */
function Field({ initial, onValue, ...rules }: { initial: number | null; onValue?: (v: number | null) => void; min?: number; max?: number; maxFractionDigits?: number; required?: boolean; clampAboveMax?: boolean }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <label>
      Precio
      <NumberInput value={value} onChange={(v) => (setValue(v), onValue?.(v))} {...rules} />
      <output data-testid="value">{String(value)}</output>
    </label>
  );
}

const input = () => screen.getByRole('textbox', { name: /Precio/ }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('parseNumberText', () => {
  it('takes the locale decimal comma and a dot in es and pt, only a dot in en', () => {
    expect(parseNumberText('50,5', 'es')).toEqual({ ok: true, value: 50.5 });
    expect(parseNumberText('50.5', 'es')).toEqual({ ok: true, value: 50.5 });
    expect(parseNumberText('0,125', 'pt')).toEqual({ ok: true, value: 0.125 });
    expect(parseNumberText('50.5', 'en')).toEqual({ ok: true, value: 50.5 });
    expect(parseNumberText('50,5', 'en')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseNumberText('1.000,5', 'es')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseNumberText(',5', 'es')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumberText('-', 'es')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('reports range, decimals and a required empty field instead of changing the number', () => {
    expect(parseNumberText('150', 'es', { max: 100 })).toEqual({ ok: false, problem: 'max' });
    expect(parseNumberText('0', 'es', { min: 1 })).toEqual({ ok: false, problem: 'min' });
    expect(parseNumberText('1,2345', 'es', { maxFractionDigits: 3 })).toEqual({ ok: false, problem: 'decimals' });
    expect(parseNumberText('  ', 'es')).toEqual({ ok: true, value: null });
    expect(parseNumberText('', 'es', { required: true })).toEqual({ ok: false, problem: 'required' });
  });

  it('writes numbers with the locale separator and no grouping', () => {
    expect(formatNumberText(1234.5, 'es')).toBe('1234,5');
    expect(formatNumberText(1234.5, 'en')).toBe('1234.5');
    expect(formatNumberText(null, 'es')).toBe('');
  });
});

describe('NumberInput', () => {
  it('keeps an emptied field empty while typing (90, End, Backspace twice, 50 reads 50, not 150)', () => {
    const onValue = vi.fn();
    renderTool(<Field initial={90} min={1} onValue={onValue} />);
    expect(input().value).toBe('90');
    type('9');
    type('');
    expect(input().value).toBe('');
    expect(screen.getByTestId('value').textContent).toBe('null');
    type('5');
    expect(input().value).toBe('5');
    type('50');
    expect(input().value).toBe('50');
    expect(screen.getByTestId('value').textContent).toBe('50');
    expect(onValue).toHaveBeenLastCalledWith(50);
  });

  it('accepts "50,5" in Spanish and shows it back with a comma', () => {
    renderTool(<Field initial={null} max={100} maxFractionDigits={3} />);
    type('50.5');
    fireEvent.blur(input());
    expect(input().value).toBe('50,5');
    expect(screen.getByTestId('value').textContent).toBe('50.5');
  });

  it('says why a value out of range is not taken, and keeps the last good number', () => {
    renderTool(<Field initial={40} min={0} max={100} />);
    type('150');
    expect(input().value).toBe('150');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('El máximo es 100');
    expect(screen.getByTestId('value').textContent).toBe('40');
    type('99');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('value').textContent).toBe('99');
  });

  it('with clampAboveMax, a value above the maximum becomes the maximum, in the field too, however many keys follow', () => {
    const onValue = vi.fn();
    renderTool(<Field initial={10} min={1} max={1000} maxFractionDigits={0} clampAboveMax onValue={onValue} />);
    type('500');
    type('5000');
    expect([input().value, screen.getByTestId('value').textContent]).toEqual(['1000', '1000']);
    type('10000');
    expect([input().value, screen.getByTestId('value').textContent]).toEqual(['1000', '1000']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValue.mock.calls).toEqual([[500], [1000]]);
    type('0');
    expect(screen.getByRole('alert').textContent).toBe('El mínimo es 1');
  });

  it('shows the minimum in the page language, and a malformed text as such', () => {
    renderTool(<Field initial={5} min={0.5} />, { locale: 'en' });
    type('0.25');
    expect(screen.getByRole('alert').textContent).toBe('The minimum is 0.5');
    type('abc');
    expect(screen.getByRole('alert').textContent).toBe('Type a number (no thousands separator)');
  });

  it('takes a new value from outside (a reset) without touching text being typed', () => {
    function Resettable() {
      const [value, setValue] = useState<number | null>(90);
      return (
        <label>
          Precio
          <NumberInput value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(90)}>reset</button>
        </label>
      );
    }
    renderTool(<Resettable />);
    type('12,');
    expect(input().value).toBe('12,');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input().value).toBe('90');
  });
});
