import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { createIntl } from 'react-intl';
import { CreatureGrid } from '../components/CreatureGrid';
import { FilterSelector } from '../components/FilterSelector';
import { partOptions } from '../components/partOptions';
import { CombinationFilterModal } from '../modals/CombinationFilterModal';
import { combinationEntriesAtom, creaturesAtom, openModalAtom, selectionAtom } from '../state/atoms';
import { messages } from '../../../i18n/messages';
import { card, es, renderBreeding, user } from './render';
import { act } from 'react';

beforeEach(() => localStorage.clear());

describe('smaller wrong answers', { timeout: 20_000 }, () => {
  it('part lists follow a live language switch (class names are not kept in Spanish)', () => {
    const esList = partOptions('eyes', createIntl({ locale: 'es', messages: messages.es! }));
    const enList = partOptions('eyes', createIntl({ locale: 'en', messages: messages.en! }));
    const zealEs = esList.find((o) => o.value === 'eyes-zeal')!.label;
    const zealEn = enList.find((o) => o.value === 'eyes-zeal')!.label;
    expect(zealEs).toBe(`Zeal (${es['axie.breeding.class.beast']})`);
    expect(zealEn).toBe(`Zeal (${messages.en!['axie.breeding.class.beast']})`);
  });

  it('a combination percent takes "50,5" (the page writes decimals with a comma)', () => {
    answerApi({});
    const { store } = renderBreeding(<CombinationFilterModal />, { user: user({ premium: 1 }) });
    act(() => store.set(openModalAtom, 'combination'));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(es['axie.breeding.combination.part']!), { target: { value: 'eyes-zeal' } });
    fireEvent.change(within(dialog).getByLabelText(es['axie.breeding.combination.percent']!), { target: { value: '50,5' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: es['axie.breeding.combination.add'] }));
    expect(store.get(combinationEntriesAtom)).toMatchObject([{ part: 'eyes-zeal', operation: 'desde', percent: 50.5 }]);
    expect(within(dialog).getByTestId('combination-entries').textContent).toContain('50,5');
    fireEvent.change(within(dialog).getByLabelText(es['axie.breeding.combination.percent']!), { target: { value: '100,5' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('El máximo es 100');
  });

  it('prices on a tile use the page’s number format for both the token and the dollars', () => {
    answerApi({});
    const { store } = renderBreeding(<CreatureGrid />);
    act(() => store.set(creaturesAtom, [card(1)]));
    // Ξ 0,0123 next to 41,50 US$ (not Ξ 0.0123)
    expect(screen.getByTestId('creature-price').textContent).toBe(`Ξ 0,0123 (${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(41.5)})`);
  });

  it('a closed part list forgets its search text', () => {
    answerApi({});
    renderBreeding(<FilterSelector />);
    const box = screen.getByTestId('select-eyes');
    const toggle = within(box).getAllByRole('button')[0]!;
    fireEvent.click(toggle);
    fireEvent.change(within(box).getByRole('searchbox'), { target: { value: 'zeal' } });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect((within(box).getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('one marked axie: the hint says to mark another, not that only the marked are paired', async () => {
    answerApi({});
    const { store } = renderBreeding(<CreatureGrid />);
    act(() => store.set(creaturesAtom, [card(1), card(2)]));
    fireEvent.click(screen.getByRole('button', { name: 'Acciones del Axie #1' }));
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.menu.combine'] }));
    // marked once its listing is checked again (still listed)
    expect(await screen.findByText(/1 Axie marcado para combinaciones: marca al menos otro/)).toBeInTheDocument();
  });
});

describe('colour swatches', { timeout: 20_000 }, () => {
  it('each colour value shows its shade for the filter’s classes instead of a bare number', () => {
    answerApi({});
    const { store } = renderBreeding(<FilterSelector />);
    const box = screen.getByTestId('select-primaryColor');
    fireEvent.click(within(box).getAllByRole('button')[0]!);
    expect(within(box).getAllByTestId('swatch').length).toBeGreaterThanOrEqual(5 * 9 - 5);
    act(() => store.set(selectionAtom, { classes: ['aquatic'] }));
    const swatches = within(box).getAllByTestId('swatch');
    expect(swatches.length).toBeLessThanOrEqual(5);
    expect(swatches.every((s) => s.getAttribute('title') === es['axie.breeding.class.aquatic'])).toBe(true);
  });
});
