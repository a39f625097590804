import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { childGeneDistribution, compileFilter, getPart, percent3, rankGrandchildPartners, slotOdds, twoGenerationCost, type PartnerCandidate } from '@criadero/genetics';
import { PairCard } from '../components/PairCard';
import { DEFAULT_FILTER_CONFIG } from '../../../domain/filter-config';
import { parsedGenesOf } from '../domain/genes';
import { toEngineFilter } from '../../../domain/selection';
import { creaturesAtom, selectionAtom } from '../state/atoms';
import { hiddenIdsAtom } from '../state/hidden';
import { card, es, renderBreeding } from './render';

beforeEach(() => localStorage.clear());

const A = card(301, { breedCount: 2 });
const B = card(302, { breedCount: 0, order: null });
const genesA = parsedGenesOf(A)!;
const genesB = parsedGenesOf(B)!;
// partners: the pair's own child (a sibling of the future child) must never be offered
const others = [303, 304, 305, 306, 307, 308, 309].map((id, i) => card(id, { breedCount: i % 3, order: i % 2 ? null : { currentPrice: '1', currentPriceUsd: 10 + i } }));
const sibling = card(310, { sireId: A.id, matronId: '999' });
const all = [A, B, ...others, sibling];
const tail = getPart(genesA.tail.r1.gen)!;
const selection = { tail: [tail.partId] };
const tokens = { slpUsd: 0.0042, axsUsd: 7.5 };
const usdEs = (n: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(n);
const pctEs = (fraction: number) => new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(percent3(fraction) / 100);

/** The engine's answer for the same pair, loaded Axies and filter. */
function engine(exclude: readonly string[] = []) {
  const child = childGeneDistribution(genesA, genesB);
  const candidates: PartnerCandidate[] = all
    .filter((c) => c.id !== A.id && c.id !== B.id && !exclude.includes(c.id))
    .map((c) => ({ id: c.id, genes: parsedGenesOf(c)!, breedCount: c.breedCount, sireId: c.sireId, matronId: c.matronId }));
  const ranked = rankGrandchildPartners(child, [A, B], candidates, compileFilter(toEngineFilter(selection, DEFAULT_FILTER_CONFIG.priorityOrder)), { topK: 10 });
  return { child, ranked };
}

function open(locale?: 'en') {
  answerApi({ '/api/tokens/': () => ({ json: { 'smooth-love-potion': { usd: tokens.slpUsd }, 'axie-infinity': { usd: tokens.axsUsd } } }) });
  const view = renderBreeding(<PairCard a={A} b={B} pairKey={`${A.id}-${B.id}`} />, locale ? { locale } : {});
  act(() => {
    view.store.set(creaturesAtom, all);
    view.store.set(selectionAtom, selection);
  });
  fireEvent.click(screen.getByRole('tab', { name: locale === 'en' ? 'Two generations' : es['axie.breeding.tab.twoGenerations']! }));
  return view;
}

describe('Dos generaciones tab', { timeout: 20_000 }, () => {
  it("shows the child's exact genes per slot, as the engine computes them", () => {
    open();
    const { child } = engine();
    const [d, , r2] = slotOdds(child.groups.eyes);
    const line = (odds: Map<string, number>) =>
      [...odds.entries()]
        .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
        .map(([gen, p]) => `${getPart(gen)!.name} ${pctEs(p)}`)
        .join(' · ');
    expect(screen.getByTestId('child-eyes-D').textContent).toBe(`D: ${line(d)}`);
    expect(screen.getByTestId('child-eyes-R2').textContent).toBe(`R2: ${line(r2)}`);
    expect(within(screen.getByTestId('child-genes-eyes')).getByText(/combinaciones posibles/).textContent).toContain(String(child.groups.eyes.length));
  });

  it('lists the best partners for the future child with the grandchild odds and the cost of both breeds, equal to the engine', async () => {
    open();
    const { ranked } = engine();
    expect(ranked.length).toBeGreaterThan(1);
    const rows = await screen.findAllByTestId('grandchild-partner');
    expect(rows.map((r) => r.dataset.id)).toEqual(ranked.map((r) => r.id));
    expect(rows.map((r) => r.dataset.id)).not.toContain(sibling.id);
    ranked.forEach((r, i) => expect(within(rows[i]!).getByTestId('grandchild-odds').textContent).toBe(pctEs(r.score)));
    // costs need the token prices: the first row's figures once they are in
    const first = all.find((c) => c.id === ranked[0]!.id)!;
    const purchases = 41.5 + (first.order ? Number(first.order.currentPriceUsd) : 0); // A is for sale at 41,50 US$, B is not
    const cost = twoGenerationCost({ breedCountA: 2, breedCountB: 0, partnerBreedCount: first.breedCount, prob: ranked[0]!.score, prices: tokens, purchasesUsd: purchases });
    const text = (await within(rows[0]!).findByTestId('grandchild-cost')).textContent!;
    expect(text).toContain(`cría 1: ${usdEs(cost.firstBreed.usd)}`);
    expect(text).toContain(`cría 2: ${usdEs(cost.secondBreed.usd)}`);
    expect(text).toContain(`coste esperado por éxito ${usdEs(cost.perSuccessUsd!)}`);
  });

  it('a hidden Axie is not offered as a partner', async () => {
    const { store } = open();
    const { ranked } = engine();
    const best = ranked[0]!.id;
    act(() => store.set(hiddenIdsAtom, [best]));
    const rows = await screen.findAllByTestId('grandchild-partner');
    expect(rows.map((r) => r.dataset.id)).toEqual(engine([best]).ranked.map((r) => r.id));
  });

  it('in English, and without a filter it asks for one', async () => {
    const { store } = open('en');
    expect(screen.getByText('Best partners for that offspring (grandchildren)')).toBeInTheDocument();
    await screen.findAllByTestId('grandchild-cost');
    act(() => store.set(selectionAtom, {}));
    expect(screen.getByText('Choose the parts you want in the filter to work out the grandchildren.')).toBeInTheDocument();
  });

  it('a pair that cannot breed has no second generation', async () => {
    answerApi({ '/api/tokens/': () => ({ json: { 'smooth-love-potion': { usd: tokens.slpUsd }, 'axie-infinity': { usd: tokens.axsUsd } } }) });
    const child = card(311, { sireId: A.id, matronId: '998' });
    renderBreeding(<PairCard a={A} b={child} pairKey="blocked" />);
    fireEvent.click(screen.getByRole('tab', { name: es['axie.breeding.tab.twoGenerations']! }));
    expect(screen.getByText(es['axie.breeding.twoGen.noChild']!)).toBeInTheDocument();
    expect(screen.queryByTestId('child-genes')).not.toBeInTheDocument();
    await act(async () => {}); // the token prices' answer
  });
});
