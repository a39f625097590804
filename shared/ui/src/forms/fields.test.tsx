import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderTool } from '../test-utils';
import { ErrorText, FieldGrid, FormActions, SelectField, TextField } from './fields';

const OPTIONS = [
  { value: 'asc', label: 'Más barato primero' },
  { value: 'desc', label: 'Más caro primero' },
];

/** A form whose parent keeps the values, as every page does. */
function Form() {
  const [name, setName] = useState('');
  const [order, setOrder] = useState('asc');
  return (
    <FieldGrid>
      <TextField label="Nombre" name="name" value={name} onChange={setName} maxLength={8} inputMode="text" />
      <SelectField label="Orden" name="order" value={order} onChange={setOrder} options={OPTIONS} />
      <FormActions>
        <output data-testid="values">{`${name}|${order}`}</output>
      </FormActions>
      <ErrorText role="alert">Falta el nombre</ErrorText>
    </FieldGrid>
  );
}

describe('form fields', () => {
  it('name each control by its label and hand the page what was typed or chosen', () => {
    renderTool(<Form />);
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAttribute('maxlength', '8');
    fireEvent.change(name, { target: { value: 'Ana' } });
    const order = screen.getByRole('combobox', { name: 'Orden' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Más barato primero', 'Más caro primero']);
    fireEvent.change(order, { target: { value: 'desc' } });
    expect(screen.getByTestId('values')).toHaveTextContent('Ana|desc');
    expect(screen.getByRole('alert')).toHaveTextContent('Falta el nombre');
  });

  it('give each field its own id, so two forms on a page never share a label', () => {
    renderTool(
      <>
        <Form />
        <Form />
      </>,
    );
    const ids = screen.getAllByRole('textbox', { name: 'Nombre' }).map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('offer an empty first choice when asked, hand back its value and keep a disabled select shut', () => {
    const chosen: string[] = [];
    const { rerender } = renderTool(
      <SelectField<'' | 'asc' | 'desc'> label="Orden" value="" onChange={(v) => chosen.push(v)} options={[{ value: 'asc', label: 'Más barato primero' }, { value: 'desc', label: 'Más caro primero' }]} emptyOption="Cualquiera" testId="order" />,
    );
    const order = screen.getByTestId('order');
    expect(order).toBe(screen.getByRole('combobox', { name: 'Orden' }));
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Cualquiera'],
      ['asc', 'Más barato primero'],
      ['desc', 'Más caro primero'],
    ]);
    fireEvent.change(order, { target: { value: 'desc' } });
    fireEvent.change(order, { target: { value: '' } });
    expect(chosen).toEqual(['desc', '']);
    rerender(<SelectField label="Orden" value="asc" onChange={() => undefined} options={OPTIONS} disabled />);
    expect(screen.getByRole('combobox', { name: 'Orden' })).toBeDisabled();
    expect(screen.queryByRole('option', { name: 'Cualquiera' })).toBeNull();
  });
});
