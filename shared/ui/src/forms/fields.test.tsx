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
});
