import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { FilterSelector } from '../components/FilterSelector';
import { ConfirmDialog } from '../modals/ConfirmDialog';
import { selectionAtom } from '../state/atoms';
import { es, renderBreeding } from './render';

beforeEach(() => localStorage.clear());

const page = () => (
  <>
    <FilterSelector />
    <ConfirmDialog />
  </>
);

function pick(type: string, name: RegExp) {
  const box = screen.getByTestId(`select-${type}`);
  if (!within(box).queryByRole('group')) fireEvent.click(within(box).getAllByRole('button')[0]!);
  fireEvent.click(within(box).getByRole('checkbox', { name }));
}

describe('saved filters', { timeout: 20_000 }, () => {
  it('saves under name-with-hyphens, asks before overwriting, and reloads from the dropdown', async () => {
    answerApi({});
    const { store } = renderBreeding(page());
    pick('eyes', /^Zeal/);
    fireEvent.change(screen.getByLabelText(es['axie.breeding.saved.name']!), { target: { value: 'Mis ojos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('axie.breeding.savedFilters')!)).toEqual([{ id: 'Mis-ojos', name: 'Mis ojos', filter: { eyes: ['eyes-zeal'] } }]));

    // change the selection, save again under the same name: confirmation first
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(store.get(selectionAtom)).toEqual({});
    pick('tail', /^Nimo/);
    fireEvent.change(screen.getByLabelText(es['axie.breeding.saved.name']!), { target: { value: 'Mis ojos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Ya existe un filtro llamado "Mis ojos"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(JSON.parse(localStorage.getItem('axie.breeding.savedFilters')!)[0].filter).toEqual({ eyes: ['eyes-zeal'] });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('axie.breeding.savedFilters')!)[0].filter).toEqual({ tail: ['tail-nimo'] }));

    // reload it from the dropdown after clearing
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    fireEvent.change(screen.getByTestId('saved-filter-select'), { target: { value: 'Mis-ojos' } });
    expect(store.get(selectionAtom)).toEqual({ tail: ['tail-nimo'] });
    expect(screen.getByTestId('market-link').getAttribute('href')).toContain('parts=tail-nimo');
  });

  it('reads a marketplace URL into the filter', () => {
    answerApi({});
    const { store } = renderBreeding(page());
    fireEvent.change(screen.getByLabelText(es['axie.breeding.filter.marketUrl']!), {
      target: { value: 'https://app.axieinfinity.com/marketplace/axies/?auctionTypes=Sale&classes=Aquatic&parts=mouth-risky-fish&bodyShapes=Sumo' },
    });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.filter.applyUrl'] }));
    expect(store.get(selectionAtom)).toEqual({ classes: ['aquatic'], bodyShape: ['Sumo'], mouth: ['mouth-risky-fish'] });
  });
});

describe('multi-select counters on part dropdowns', { timeout: 20_000 }, () => {
  it('blocks a fifth part of one type (per-type max 4)', () => {
    answerApi({});
    renderBreeding(page());
    const box = screen.getByTestId('select-eyes');
    fireEvent.click(within(box).getAllByRole('button')[0]!);
    const boxes = within(box).getAllByRole('checkbox') as HTMLInputElement[];
    for (const b of boxes.slice(0, 4)) fireEvent.click(b);
    expect(boxes.slice(0, 4).every((b) => b.checked)).toBe(true);
    expect(boxes[4]!).toBeDisabled();
    expect(within(box).getByRole('status').textContent).toBe(es['axie.breeding.filter.limitReached']);
    fireEvent.click(boxes[0]!);
    expect(boxes[4]!).toBeEnabled();
  });

  it('filters options after the 200 ms debounce', async () => {
    answerApi({});
    renderBreeding(page());
    const box = screen.getByTestId('select-tail');
    fireEvent.click(within(box).getAllByRole('button')[0]!);
    const before = within(box).getAllByRole('checkbox').length;
    fireEvent.change(within(box).getByRole('searchbox'), { target: { value: 'nimo' } });
    expect(within(box).getAllByRole('checkbox').length).toBe(before); // not yet
    await waitFor(() => expect(within(box).getAllByRole('checkbox').length).toBeLessThan(before));
    expect(within(box).getByRole('checkbox', { name: /^Nimo/ })).toBeInTheDocument();
  });
});

describe('part list from the keyboard', () => {
  it('Escape closes the list and puts focus back on its button', () => {
    answerApi({});
    renderBreeding(page());
    const box = screen.getByTestId('select-eyes');
    const toggle = within(box).getAllByRole('button')[0]!;
    fireEvent.click(toggle);
    const search = within(box).getByRole('searchbox');
    search.focus();
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(within(box).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
