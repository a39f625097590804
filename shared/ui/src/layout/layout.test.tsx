import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import styled from 'styled-components';
import { renderTool } from '../test-utils';
import { Section } from './Section';
import { ColumnHeaders } from '../tables/ColumnHeaders';

const messages = { es: { 'test.title': 'Resultados de {who}', 'test.col.a': 'Precio', 'test.col.b': 'Fecha' } };
const Panel = styled.div``;

describe('Section', () => {
  it('is a region named by its translated heading, in the kit Card or a given box', () => {
    renderTool(
      <>
        <Section title="test.title" titleValues={{ who: 'Ana' }} data-testid="first">
          <p>uno</p>
        </Section>
        <Section as={Panel} title="test.title" titleValues={{ who: 'Luis' }}>
          <p>dos</p>
        </Section>
      </>,
      { messages },
    );
    const first = screen.getByRole('region', { name: 'Resultados de Ana' });
    expect(first.tagName).toBe('SECTION');
    expect(first).toHaveAttribute('data-testid', 'first');
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Resultados de Ana');
    expect(within(first).getByText('uno')).toBeInTheDocument();
    const secondHeading = screen.getByRole('heading', { name: 'Resultados de Luis' });
    const second = secondHeading.parentElement!;
    expect(second.tagName).toBe('DIV');
    expect(second).toHaveAttribute('aria-labelledby', secondHeading.id);
    expect(secondHeading.id).not.toBe(first.getAttribute('aria-labelledby'));
  });
});

describe('ColumnHeaders', () => {
  it('writes one column header per message id, in order', () => {
    renderTool(
      <table>
        <ColumnHeaders titles={['test.col.a', 'test.col.b']} />
        <tbody />
      </table>,
      { messages },
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Precio', 'Fecha']);
  });

  it('writes untranslated headers as given and a column class on its cell', () => {
    renderTool(
      <table>
        <ColumnHeaders titles={[{ text: '#', className: 'num' }, 'test.col.b', { id: 'test.col.a', className: 'num' }]} />
        <tbody />
      </table>,
      { messages },
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => [th.textContent, th.className, th.getAttribute('scope')])).toEqual([
      ['#', 'num', 'col'],
      ['Fecha', '', 'col'],
      ['Precio', 'num', 'col'],
    ]);
  });
});
