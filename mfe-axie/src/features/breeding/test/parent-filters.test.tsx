import './no-worker';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { PART_TYPES, classicStats, decodeGenes, pureness } from '@criadero/genetics';
import { CreaturePicker } from '../components/CreaturePicker';
import { CreatureGrid } from '../components/CreatureGrid';
import { FilterSelector } from '../components/FilterSelector';
import { PairEvaluation } from '../components/PairEvaluation';
import { ConfirmDialog } from '../modals/ConfirmDialog';
import { creaturesAtom, selectionAtom } from '../state/atoms';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const page = () =>
  renderBreeding(
    <>
      <FilterSelector />
      <PairEvaluation />
      <CreatureGrid />
      <ConfirmDialog />
    </>,
  );
const hasMystic = (id: number) => PART_TYPES.some((t) => decodeGenes(card(id).genes)[t].d.specialGenes === 'mystic');
// 36 generated Axies and the first 4 with a mystic part (the generator gives a few variant parts)
const mysticIds = Array.from({ length: 5000 }, (_, i) => 1000 + i).filter(hasMystic).slice(0, 4);
const cards = [...Array.from({ length: 36 }, (_, i) => card(300 + i)), ...mysticIds.map((id) => card(id))];
const genesOf = (id: string) => decodeGenes(cards.find((c) => c.id === id)!.genes);
const gridIds = () => screen.getAllByTestId('creature-card').map((t) => t.getAttribute('data-id')!);

describe('filters on the parents', { timeout: 30_000 }, () => {
  it('purity narrows the grid and the ranking to the Axies with that many parts of their class', async () => {
    answerApi({});
    const { store } = page();
    act(() => store.set(creaturesAtom, cards));
    const wanted = [...new Set(cards.map((c) => pureness(genesOf(c.id))))].sort((a, b) => b - a).slice(0, 2);
    const passing = cards.filter((c) => wanted.includes(pureness(genesOf(c.id)))).map((c) => c.id);
    expect(passing.length).toBeGreaterThan(2);
    expect(passing.length).toBeLessThan(cards.length);
    const purity = screen.getByRole('group', { name: 'Pureza (partes de su clase)' });
    for (const n of wanted) fireEvent.click(within(purity).getByRole('checkbox', { name: `${n}/6` }));
    expect(store.get(selectionAtom).purity).toEqual([...wanted].sort((a, b) => a - b));
    expect(screen.getByTestId('grid-count').textContent).toBe(`Analizando 40 Axies cargados · ${passing.length} cumplen los filtros de padres`);
    expect(new Set(gridIds())).toEqual(new Set(passing.slice(0, 50)));

    act(() => store.set(selectionAtom, (s) => ({ ...s, classes: [decodeGenes(cards[0]!.genes).class] })));
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.eval.run'] }));
    await screen.findByTestId('ranking', {}, { timeout: 20_000 });
    for (const key of screen.queryAllByTestId('ranked-pair').map((r) => r.getAttribute('data-pair')!)) for (const id of key.split('-')) expect(passing).toContain(id);
  });

  it('stats and mystic parts: the grid keeps the Axies whose engine stats are in range', () => {
    answerApi({});
    const { store } = page();
    act(() => store.set(creaturesAtom, cards));
    const hp = cards.map((c) => classicStats(genesOf(c.id)).hp).sort((a, b) => a - b);
    const min = hp[Math.floor(hp.length / 2)]!;
    fireEvent.change(screen.getByLabelText('Vida (HP): mínimo'), { target: { value: String(min) } });
    fireEvent.blur(screen.getByLabelText('Vida (HP): mínimo'));
    expect(store.get(selectionAtom).hp?.[0]).toBe(min);
    const passing = cards.filter((c) => classicStats(genesOf(c.id)).hp >= min).map((c) => c.id);
    expect(new Set(gridIds())).toEqual(new Set(passing));
    act(() => store.set(selectionAtom, {}));
    fireEvent.change(screen.getByTestId('variant-mystic'), { target: { value: '1,2,3,4,5,6' } });
    const mystic = cards.map((c) => c.id).filter((id) => PART_TYPES.some((t) => genesOf(id)[t].d.specialGenes === 'mystic'));
    expect(mystic.length).toBeGreaterThan(0);
    expect(mystic.length).toBeLessThan(cards.length);
    expect(screen.queryAllByTestId('creature-card').map((t) => t.getAttribute('data-id'))).toEqual(mystic);
  });

  it('a marketplace link with purity, variant parts, stats and title: applied, shown, and written back in the link', async () => {
    answerApi({});
    const { store } = page();
    const link = 'https://app.axieinfinity.com/marketplace/axies/?classes=Plant&pureness=5&pureness=6&numMystic=1&numJapan=2&hp=50&hp=61&morale=27&morale=45&title=Origin';
    fireEvent.change(screen.getByPlaceholderText(/marketplace\/axies/), { target: { value: link } });
    fireEvent.click(screen.getByRole('button', { name: 'Usar URL' }));
    expect(store.get(selectionAtom)).toEqual({ classes: ['plant'], purity: [5, 6], mystic: [1], japan: [2], hp: [50, 61], morale: [27, 45], title: ['Origin'] });
    const purity = screen.getByRole('group', { name: 'Pureza (partes de su clase)' });
    expect(within(purity).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.parentElement!.textContent)).toEqual(['5/6', '6/6']);
    expect((screen.getByLabelText('Vida (HP): mínimo') as HTMLInputElement).value).toBe('50');
    expect((screen.getByLabelText('Vida (HP): máximo') as HTMLInputElement).value).toBe('61');
    expect((screen.getByTestId('variant-japan') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('2 partes');
    // the title is a filter like the others: its box is ticked
    const titles = screen.getByRole('group', { name: 'Título' });
    expect(within(titles).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.parentElement!.textContent)).toEqual(['Origin']);
    const back = new URL(screen.getByTestId('market-link').getAttribute('href')!).searchParams;
    for (const [key, value] of new URL(link).searchParams) expect(back.getAll(key)).toContain(value);
  });

  it('title and Nightmare controls: an Origin filter keeps the Origin Axies; a Nightmare filter says the data has none', () => {
    answerApi({});
    const { store } = page();
    const origins = Array.from({ length: 3000 }, (_, i) => card(1000 + i)).filter((c) => decodeGenes(c.genes).title === 'origin').slice(0, 2);
    expect(origins.length).toBeGreaterThan(0);
    act(() => store.set(creaturesAtom, [...cards, ...origins]));
    fireEvent.click(within(screen.getByRole('group', { name: 'Título' })).getByRole('checkbox', { name: 'Origin' }));
    expect(store.get(selectionAtom).title).toEqual(['Origin']);
    expect(new Set(gridIds())).toEqual(new Set(origins.map((c) => c.id)));
    act(() => store.set(selectionAtom, {}));
    expect(screen.queryByTestId('parent-filters-nightmare')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('variant-nightmare'), { target: { value: '1,2,3,4,5,6' } });
    expect(store.get(selectionAtom).nightmare).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.getByTestId('parent-filters-nightmare').textContent).toBe(es['axie.breeding.parents.nightmareNone']);
    expect(screen.queryAllByTestId('creature-card')).toHaveLength(0);
  });

  it('the market and partner searches send the parent filters in their bodies, under the names the service takes', async () => {
    const calls = answerApi({
      '/api/search': () => ({ json: { axies: '', total: 0, creditos: 4 } }),
      '/api/breeding-search': () => ({ json: { error: null, axies: '', total: 0, creditos: 4 } }),
    });
    const { store } = renderBreeding(
      <>
        <CreaturePicker />
        <CreatureGrid />
      </>,
      { user: user({ premium: 2 }) },
    );
    const selection = { eyes: ['eyes-zeal'], purity: [5, 6], mystic: [2, 3, 4, 5, 6], nightmare: [0], speed: [50, 100], title: ['Origin'] };
    act(() => store.set(selectionAtom, selection));
    const sent = { pureness: [5, 6], numMystic: [2, 3, 4, 5, 6], numNightmare: [0], speed: [50, 100], title: ['Origin'], parts: ['eyes-zeal'] };
    fireEvent.click(await screen.findByRole('button', { name: es['axie.breeding.search.button'] }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/search')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/search')!.body).toMatchObject(sent);

    // partner search from an Axie of the grid: filters it passes (the grid shows only those)
    const shown = card(300);
    const g = decodeGenes(shown.genes);
    act(() => store.set(selectionAtom, { eyes: ['eyes-zeal'], purity: [pureness(g)], nightmare: [0], speed: [classicStats(g).speed, 100] }));
    act(() => store.set(creaturesAtom, [shown]));
    fireEvent.click(await screen.findByRole('button', { name: `Acciones del Axie #${shown.id}` }));
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.menu.partners'] }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/breeding-search')).toHaveLength(1));
    const partners = { parts: ['eyes-zeal'], pureness: [pureness(g)], numNightmare: [0], speed: [classicStats(g).speed, 100], axieId: shown.id };
    expect(calls.find((c) => c.path === '/api/breeding-search')!.body).toMatchObject(partners);
  });
});
