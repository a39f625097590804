import './no-worker';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { sessionAtom } from '@criadero/session';
import { analyzePair, buildCreatureTable, getPart, projectBreeding, rankPairsCounted } from '@criadero/genetics';
import { messages } from '../../../i18n/messages';
import { CreaturePicker } from '../components/CreaturePicker';
import { PairCard } from '../components/PairCard';
import { PairEvaluation } from '../components/PairEvaluation';
import { partOptions } from '../components/partOptions';
import { toConstraint } from '../domain/ranking';
import type { CombinationEntry } from '../domain/combination';
import { DEFAULT_FILTER_CONFIG } from '../../../domain/filter-config';
import { parsedGenesOf } from '../domain/genes';
import { saveFilter } from '../../../domain/saved-filters';
import { combinationEntriesAtom, creaturesAtom, selectionAtom } from '../state/atoms';
import type { CreatureCard } from '../../../api/axie-api';
import { commonPart, evaluate, tableSettled } from './ranking-page';
import { DEFAULT_TOKEN_PRICES } from './market-defaults';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

// token quotes are shared for a minute by the page (and the tests of one file): the fake API's default prices
const prices = DEFAULT_TOKEN_PRICES;
const tokens = () => ({ json: { 'smooth-love-potion': { usd: prices.slpUsd }, 'axie-infinity': { usd: prices.axsUsd } } });
const usdEs = (n: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(n);
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const dEyes = (c: CreatureCard) => getPart(parsedGenesOf(c)!.eyes.d.gen)!.partId;

describe('combination rules are a plan feature: without the plan they do not filter the ranking', { timeout: 60_000 }, () => {
  const cards = Array.from({ length: 60 }, (_, i) => card(i + 1));
  const eyes = commonPart(cards, 'eyes');
  const rule: CombinationEntry = { id: 'c1', type: 'mouth', part: commonPart(cards, 'mouth'), operation: 'desde', percent: 30 };
  const table = buildCreatureTable(cards.map((c) => ({ ...c, genes: c.genes })));
  const filter = { parts: { eyes }, priorityOrder: DEFAULT_FILTER_CONFIG.priorityOrder };
  const free = rankPairsCounted(table, filter, { topK: 50 }).matched;
  const ruled = rankPairsCounted(table, filter, { topK: 50, constraints: [toConstraint(rule)] }).matched;
  const heading = () => screen.getByTestId('ranking').querySelector('h3')!.textContent!;

  function evaluateWith(options: Parameters<typeof renderBreeding>[1]) {
    answerApi({});
    const view = renderBreeding(<PairEvaluation />, options);
    act(() => {
      view.store.set(creaturesAtom, cards);
      view.store.set(selectionAtom, { eyes: [eyes] });
      view.store.set(combinationEntriesAtom, [rule]);
    });
    evaluate();
    return view;
  }

  it('the rule changes the count (otherwise this test proves nothing)', () => {
    expect(ruled).toBeLessThan(free);
    expect(ruled).toBeGreaterThan(0);
  });

  it('a visitor with rules saved from a plan session ranks every qualifying pair', async () => {
    evaluateWith({});
    await screen.findByTestId('ranked-pairs', {}, { timeout: 30_000 });
    expect(heading()).toContain(` de ${free} `);
    await tableSettled();
  });

  it('a plan player’s rules act; after logout the list is out of date and a new evaluation ignores them', async () => {
    const { store } = evaluateWith({ user: user({ premium: 1 }) });
    await screen.findByTestId('ranked-pairs', {}, { timeout: 30_000 });
    expect(heading()).toContain(` de ${ruled} `);
    act(() => store.set(sessionAtom, { status: 'anonymous' }));
    await screen.findByTestId('ranking-stale');
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.eval.rerun'] }));
    await waitFor(() => expect(heading()).toContain(` de ${free} `), { timeout: 30_000 });
    await tableSettled();
  });
});

describe('the pair card’s costs', { timeout: 20_000 }, () => {
  it('the expected cost per success includes the price of the one parent for sale', async () => {
    const forSale = card(101);
    const owned = card(202, { order: null });
    answerApi({ '/api/tokens/': tokens });
    const { store } = renderBreeding(<PairCard a={forSale} b={owned} pairKey="101-202" wide />);
    act(() => store.set(selectionAtom, { eyes: [dEyes(forSale)] }));
    tab(es['axie.breeding.tab.projections']!);
    const table = await screen.findByRole('table');
    const prob = analyzePair(parsedGenesOf(forSale)!, parsedGenesOf(owned)!, { parts: { eyes: [dEyes(forSale)] }, priorityOrder: DEFAULT_FILTER_CONFIG.priorityOrder }).allWantedD / 100;
    const rows = projectBreeding({ breedCountA: 1, breedCountB: 1, prob, prices, parentsUsd: 41.5 });
    expect(screen.getByRole('checkbox', { name: `Incluir la compra de los padres (${usdEs(41.5)})` })).toBeInTheDocument();
    const perSuccess = within(table).getAllByRole('row').slice(1).map((r) => r.querySelectorAll('td')[8]!.textContent);
    expect(perSuccess).toEqual(rows.map((r) => (r.usd_per_success_with_parents === null ? '—' : usdEs(r.usd_per_success_with_parents))));
    expect(screen.getAllByTestId('proj-total')[0]!.textContent).toBe(usdEs(rows[0]!.usd_total_with_parents));
  });

  it.each([
    ['an egg and an adult', card(301, { stage: 1 }), card(302), es['axie.breeding.block.egg']],
    ['a parent and its child', card(401), card(402, { sireId: '401' }), es['axie.breeding.block.parentChild']],
    ['siblings', card(501, { sireId: '9', matronId: '8' }), card(502, { sireId: '7', matronId: '8' }), es['axie.breeding.block.siblings']],
  ])('%s: the card says they cannot breed and costs no breed', async (_name, a, b, reason) => {
    answerApi({ '/api/tokens/': tokens });
    const { store } = renderBreeding(<PairCard a={a} b={b} pairKey={`${a.id}-${b.id}`} wide />);
    act(() => store.set(selectionAtom, { eyes: [dEyes(a)] }));
    expect(screen.getByTestId('pair-blocked').textContent).toBe(`Esta pareja no puede criar: ${reason}.`);
    tab(es['axie.breeding.tab.projections']!);
    await screen.findByText(es['axie.breeding.proj.none']!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('proj-total')).toEqual([]);
  });
});

describe('part labels after a language switch', () => {
  it('labels made while the new language’s catalogue is still loading are not kept', () => {
    for (const locale of ['en', 'pt', 'es'] as const) {
      // the shell switches the locale first, then the remote's catalogue for it arrives
      const loading = createIntl({ locale, messages: {}, onError: () => {} });
      partOptions('eyes', loading);
      const loaded = createIntl({ locale, messages: messages[locale]! });
      const zeal = partOptions('eyes', loaded).find((o) => o.value === 'eyes-zeal')!;
      expect(zeal.label).toBe(`Zeal (${messages[locale]![`axie.breeding.class.${getPart('eyes-zeal')!.class}`]})`);
    }
  });
});

describe('ids and saved filters', { timeout: 20_000 }, () => {
  it('ids the market does not know are named, the others loaded', async () => {
    answerApi({ '/api/axie/cards': (body: unknown) => ({ json: { axies: (body as { ids: string[] }).ids.filter((id) => Number(id) < 1000).map((id) => card(Number(id))) } }) });
    const { store } = renderBreeding(<CreaturePicker />);
    fireEvent.change(screen.getByLabelText(es['axie.breeding.picker.ids']!), { target: { value: '11 99999998 12 99999999' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.picker.loadIds'] }));
    expect(await screen.findByText('Estos IDs no existen: 99999998 99999999', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Se cargaron 2 Axies')).toBeInTheDocument();
    expect(store.get(creaturesAtom).map((c) => c.id)).toEqual(['11', '12']);
  });

  it('saved-filter names that differ only in case are one filter', () => {
    const first = saveFilter([], 'Meta Zeal', { eyes: ['eyes-zeal'] });
    if (first.status !== 'saved') throw new Error(first.status);
    expect(saveFilter(first.filters, 'meta zeal', { tail: ['tail-nimo'] })).toEqual({ status: 'needs-confirmation', id: 'Meta-Zeal' });
    const replaced = saveFilter(first.filters, 'META ZEAL', { tail: ['tail-nimo'] }, { overwrite: true });
    expect(replaced).toEqual({ status: 'saved', id: 'META-ZEAL', filters: [{ id: 'META-ZEAL', name: 'META ZEAL', filter: { tail: ['tail-nimo'] } }] });
    // accents still tell names apart
    expect(saveFilter(first.filters, 'Méta Zeal', {}).status).toBe('saved');
  });
});

describe('one rule for the parents’ genes', { timeout: 20_000 }, () => {
  it('a player without a plan sees D, R1 and R2 in the pair card, as in "Ver genética"', () => {
    answerApi({});
    const a = card(101);
    renderBreeding(<PairCard a={a} b={card(202)} pairKey="101-202" />);
    tab(es['axie.breeding.tab.genetics']!);
    const genes = parsedGenesOf(a)!;
    const parentTable = screen.getByRole('table', { name: `Axie #${a.id}` });
    expect(within(parentTable).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([es['axie.breeding.prob.part'], 'D', 'R1', 'R2']);
    expect(within(parentTable).getAllByRole('row')[1]!.textContent).toContain(genes.eyes.r2.name);
  });
});
