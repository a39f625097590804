import './no-worker';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { analyzePair, getPart, type ParsedGenes, type PartType } from '@criadero/genetics';
import { PairCard } from '../components/PairCard';
import { CombinationFilterModal } from '../modals/CombinationFilterModal';
import { DEFAULT_FILTER_CONFIG } from '../../../domain/filter-config';
import { parsedGenesOf } from '../domain/genes';
import { combinationEntriesAtom, openModalAtom, selectionAtom, userConfigAtom } from '../state/atoms';
import { card, es, renderBreeding, user } from './render';

beforeEach(() => localStorage.clear());

const A = card(101);
const B = card(202);
const genesA = parsedGenesOf(A)!;
const genesB = parsedGenesOf(B)!;
/** Parent A's D gene of a part type, as the base part the filter and the gene buttons use. */
const dPart = (genes: ParsedGenes, type: PartType) => getPart(genes[type].d.gen)!;
const eyes = dPart(genesA, 'eyes');
const engine = () => analyzePair(genesA, genesB, { parts: { eyes: [eyes.partId] }, priorityOrder: DEFAULT_FILTER_CONFIG.priorityOrder });
const percent = (locale: string, value: number) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value / 100);

const pairCard = (wide = false) => <PairCard a={A} b={B} pairKey={`${A.id}-${B.id}`} wide={wide} />;
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('Probabilidades tab', { timeout: 20_000 }, () => {
  it('names the wanted part from the catalogue and formats percentages for the language', () => {
    answerApi({});
    const { store } = renderBreeding(pairCard());
    act(() => store.set(selectionAtom, { eyes: [eyes.partId] }));
    const row = screen.getByTestId('prob-row-eyes');
    expect(within(row).getByRole('rowheader').textContent).toBe(`${es['axie.breeding.part.eyes']}: ${eyes.name}`);
    expect(row.textContent).not.toContain(eyes.partId);
    const allD = screen.getByTestId('prob-allD').textContent!;
    expect(allD).toBe(percent('es', engine().allWantedD));
    expect(allD).toMatch(/^\d{1,3},\d{3}\u00a0%$/); // es: decimal comma, non-breaking space before %
  });

  it('lists several wanted parts of one type as alternatives, by name', () => {
    answerApi({});
    const second = getPart(eyes.partId === 'eyes-zeal' ? 'eyes-puppy' : 'eyes-zeal')!;
    const { store } = renderBreeding(pairCard());
    act(() => store.set(selectionAtom, { eyes: [eyes.partId, second.partId] }));
    expect(within(screen.getByTestId('prob-row-eyes')).getByRole('rowheader').textContent).toBe(`${es['axie.breeding.part.eyes']}: ${eyes.name} o ${second.name}`);
  });

  it('in English the same numbers use a decimal point and no space', () => {
    answerApi({});
    const { store } = renderBreeding(pairCard(), { locale: 'en' });
    act(() => store.set(selectionAtom, { eyes: [eyes.partId] }));
    expect(screen.getByTestId('prob-allD').textContent).toBe(percent('en', engine().allWantedD));
    expect(screen.getByTestId('prob-allD').textContent).toMatch(/^\d{1,3}\.\d{3}%$/);
  });
});

describe('Proyecciones tab', { timeout: 20_000 }, () => {
  const tokens = () => ({ json: { 'smooth-love-potion': { usd: 0.0042 }, 'axie-infinity': { usd: 7.5 } } });

  it('formats costs as USD currency and chances as percentages per language', async () => {
    answerApi({ '/api/tokens/': tokens });
    const en = renderBreeding(pairCard(true), { locale: 'en' });
    act(() => en.store.set(selectionAtom, { eyes: [eyes.partId] }));
    tab('Projections');
    const table = await screen.findByRole('table');
    expect(screen.getByText(/^Prices:/).textContent).toBe('Prices: SLP $0.0042, AXS $7.50');
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect(cells[3]!.textContent).toMatch(/^\$\d+\.\d{2}$/);
    expect(cells[4]!.textContent).toMatch(/^\d{1,3}\.\d{3}%$/);
    en.unmount();

    const esRender = renderBreeding(pairCard(true));
    act(() => esRender.store.set(selectionAtom, { eyes: [eyes.partId] }));
    tab(es['axie.breeding.tab.projections']!);
    const esTable = await screen.findByRole('table');
    expect(screen.getByText(/^Precios:/).textContent).toBe('Precios: SLP 0,0042\u00a0US$, AXS 7,50\u00a0US$');
    const esCells = within(esTable).getAllByRole('row')[1]!.querySelectorAll('td');
    expect(esCells[3]!.textContent).toMatch(/^\d+,\d{2}\u00a0US\$$/);
    expect(esCells[4]!.textContent).toMatch(/^\d{1,3},\d{3}\u00a0%$/);
  });
});

describe('costs the player controls', { timeout: 20_000 }, () => {
  const tokens = () => ({ json: { 'smooth-love-potion': { usd: 0.0042 }, 'axie-infinity': { usd: 7.5 } } });

  it('the fee table is editable and kept, its date shown; the parents’ prices are added to the projection', async () => {
    answerApi({ '/api/tokens/': tokens });
    const { store } = renderBreeding(pairCard(true));
    act(() => store.set(selectionAtom, { eyes: [eyes.partId] }));
    tab(es['axie.breeding.tab.projections']!);
    const table = await screen.findByRole('table');
    const firstRow = () => within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    // both parents are at 1 breed: 1350 SLP each
    expect(firstRow()[1]!.textContent).toBe('2700');
    expect(screen.getByTestId('costs-as-of').textContent).toContain('2022-02');
    fireEvent.change(screen.getByLabelText('SLP con 1 crías'), { target: { value: '1000' } });
    expect(firstRow()[1]!.textContent).toBe('2000');
    fireEvent.change(screen.getByLabelText(es['axie.breeding.fees.asOf']!), { target: { value: '2026-11' } });
    expect(screen.getByTestId('costs-as-of').textContent).toContain('2026-11 (editados por ti)');
    expect(JSON.parse(localStorage.getItem('axie.breeding.fees')!)).toMatchObject({ asOf: '2026-11', edited: true });
    // parents at 41,50 US$ each: 83 US$ more than the fees, once
    const usdEs = (n: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(n);
    const feesTotal = 2000 * 0.0042 + 0.5 * 7.5;
    expect(screen.getAllByTestId('proj-total')[0]!.textContent).toBe(usdEs(feesTotal + 83));
    fireEvent.click(screen.getByRole('checkbox', { name: /Incluir la compra de los padres/ }));
    expect(screen.getAllByTestId('proj-total')[0]!.textContent).toBe(usdEs(feesTotal));
  });
});

describe('the projections fit the page’s card', { timeout: 20_000 }, () => {
  it('the card on the page shows the cost and chance columns and opens the pair viewer for all of them', async () => {
    answerApi({ '/api/tokens/': () => ({ json: { 'smooth-love-potion': { usd: 0.0042 }, 'axie-infinity': { usd: 7.5 } } }) });
    const { store } = renderBreeding(pairCard());
    act(() => store.set(selectionAtom, { eyes: [eyes.partId] }));
    tab(es['axie.breeding.tab.projections']!);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las columnas' }));
    expect(store.get(openModalAtom)).toBe('pairViewer');
  });
});

describe('Genéticas tab', { timeout: 20_000 }, () => {
  it('a gene press toggles it in the custom selection; Reset Custom clears every custom pick', () => {
    answerApi({});
    renderBreeding(pairCard());
    tab(es['axie.breeding.tab.genetics']!);
    const reset = screen.getByRole('button', { name: es['axie.breeding.genetics.resetCustom'] }) as HTMLButtonElement;
    expect(reset).toBeDisabled();
    const tableA = screen.getByRole('table', { name: `Axie #${A.id}` });
    // the D gene of each row
    const eyesGene = within(within(tableA).getByRole('row', { name: new RegExp(`^${es['axie.breeding.part.eyes']}`) })).getAllByRole('button')[0]!;
    const tailGene = within(within(tableA).getByRole('row', { name: new RegExp(`^${es['axie.breeding.part.tail']}`) })).getAllByRole('button')[0]!;
    fireEvent.click(eyesGene);
    fireEvent.click(tailGene);
    expect(eyesGene.getAttribute('aria-pressed')).toBe('true');
    expect(tailGene.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('custom-active')).toBeInTheDocument();
    expect(reset).toBeEnabled();

    // the custom picks drive the probabilities
    tab(es['axie.breeding.tab.probabilities']!);
    expect(screen.getByTestId('prob-row-eyes')).toBeInTheDocument();
    expect(screen.getByTestId('prob-row-tail')).toBeInTheDocument();

    tab(es['axie.breeding.tab.genetics']!);
    fireEvent.click(screen.getByRole('button', { name: es['axie.breeding.genetics.resetCustom'] }));
    expect(screen.queryByTestId('custom-active')).not.toBeInTheDocument();
    const after = screen.getByRole('table', { name: `Axie #${A.id}` });
    expect(within(after).getAllByRole('button').every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.getByRole('button', { name: es['axie.breeding.genetics.resetCustom'] })).toBeDisabled();
    tab(es['axie.breeding.tab.probabilities']!);
    expect(screen.queryByTestId('prob-row-eyes')).not.toBeInTheDocument();
    expect(screen.getByText(es['axie.breeding.prob.noFilter']!)).toBeInTheDocument();
  });

  const headers = () => within(screen.getByTestId('genes-tree')).getAllByRole('columnheader').slice(1).map((h) => h.getAttribute('data-column'));
  const cells = () => [...within(screen.getByTestId('genes-tree')).getAllByRole('row')[1]!.querySelectorAll('td')].map((td) => td.textContent);

  it('the genes tree shows exactly the genes_tree columns: default dr1, dr2, r1r2, dr1r2', () => {
    answerApi({});
    const { store } = renderBreeding(pairCard(), { user: user({ premium: 1 }) });
    act(() => store.set(selectionAtom, { eyes: [eyes.partId] }));
    tab(es['axie.breeding.tab.genetics']!);
    expect(headers()).toEqual(['dr1', 'dr2', 'r1r2', 'dr1r2']);
    const header = within(screen.getByTestId('genes-tree')).getAllByRole('columnheader').slice(1).map((h) => h.textContent);
    expect(header).toEqual(['onlyDR1', 'onlyDR2', 'onlyR1R2', 'allDR1R2'].map((k) => es[`axie.breeding.category.${k}`]));
    const g = engine().parts.eyes!;
    expect(cells()).toEqual([g.onlyDR1, g.onlyDR2, g.onlyR1R2, g.allDR1R2].map((v) => percent('es', v)));
    // a paid plan sees the parents' recessive genes too
    expect(within(screen.getByRole('table', { name: `Axie #${A.id}` })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([es['axie.breeding.prob.part'], 'D', 'R1', 'R2']);
  });

  it('follows the user configuration (any columns, shown in the spec order), and says when none is chosen', () => {
    answerApi({});
    const { store } = renderBreeding(pairCard(), { user: user({ premium: 2 }) });
    act(() => store.set(selectionAtom, { eyes: [eyes.partId], bodyShape: [genesA.bodyShape.d.name] }));
    act(() => store.set(userConfigAtom, { body_color: 0, genes_tree: ['none', 'd', 'r2'] }));
    tab(es['axie.breeding.tab.genetics']!);
    expect(headers()).toEqual(['d', 'r2', 'none']);
    const g = engine().parts.eyes!;
    expect(cells()).toEqual([g.onlyD, g.onlyR2, g.noneOfThem].map((v) => percent('es', v)));
    // body_color 0 hides body shape and colour rows; 1 shows them
    expect(within(screen.getByTestId('genes-tree')).getAllByRole('row')).toHaveLength(2);
    act(() => store.set(userConfigAtom, { body_color: 1, genes_tree: ['r1r2'] }));
    expect(headers()).toEqual(['r1r2']);
    expect(within(screen.getByTestId('genes-tree')).getAllByRole('row')).toHaveLength(3);
    act(() => store.set(userConfigAtom, { body_color: 1, genes_tree: [] }));
    expect(screen.queryByTestId('genes-tree')).not.toBeInTheDocument();
    expect(screen.getByTestId('genes-tree-empty').textContent).toBe(es['axie.breeding.genetics.treeNoColumns']);
  });

  it('visitors see the parents’ D, R1 and R2 genes (as in "Ver genética") and the locked genes tree', () => {
    answerApi({});
    const { store } = renderBreeding(pairCard());
    act(() => store.set(selectionAtom, { eyes: [eyes.partId] }));
    tab(es['axie.breeding.tab.genetics']!);
    expect(screen.getByTestId('locked-treeGenetics')).toBeInTheDocument();
    expect(screen.queryByTestId('genes-tree')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: `Axie #${A.id}` })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([es['axie.breeding.prob.part'], 'D', 'R1', 'R2']);
  });
});

describe('combination filter entries', { timeout: 20_000 }, () => {
  it('show the part name (also in the remove button label) and a formatted percent', () => {
    answerApi({});
    const { store } = renderBreeding(<CombinationFilterModal />, { user: user({ premium: 1 }) });
    act(() => {
      store.set(combinationEntriesAtom, [{ id: 'c1', type: 'eyes', part: 'eyes-zeal', operation: 'desde', percent: 12.5 }]);
      store.set(openModalAtom, 'combination');
    });
    const list = screen.getByTestId('combination-entries');
    expect(list.textContent).toContain(`${es['axie.breeding.part.eyes']}: Zeal — desde 12,5\u00a0%`);
    expect(list.textContent).not.toContain('eyes-zeal');
    fireEvent.click(within(list).getByRole('button', { name: 'Quitar la regla de Zeal' }));
    expect(store.get(combinationEntriesAtom)).toEqual([]);
  });
});
