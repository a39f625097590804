import './no-worker';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { breedingPlan, childGeneDistribution, compileFilter, getPart, percent3, slotOdds, twoGenerationOutlook, twoGenerationTarget, type PartnerCandidate } from '@criadero/genetics';
import { PairCard } from '../components/PairCard';
import { DEFAULT_FILTER_CONFIG } from '../../../domain/filter-config';
import { parsedGenesOf } from '../domain/genes';
import { toEngineFilter } from '../../../domain/selection';
import { creaturesAtom, modelIdAtom, selectionAtom } from '../state/atoms';
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

/** The engine's answer for the same pair, loaded Axies and filter (on decoded candidates, not the page's table). */
function engine(exclude: readonly string[] = []) {
  const child = childGeneDistribution(genesA, genesB);
  const candidates: PartnerCandidate[] = all
    .filter((c) => c.id !== A.id && c.id !== B.id && !exclude.includes(c.id))
    .map((c) => ({ id: c.id, genes: parsedGenesOf(c)!, breedCount: c.breedCount, sireId: c.sireId, matronId: c.matronId }));
  const filter = compileFilter(toEngineFilter(selection, DEFAULT_FILTER_CONFIG.priorityOrder));
  const target = twoGenerationTarget(child, filter);
  const outlook = twoGenerationOutlook(target, [A, B], candidates, filter, { topK: 10 });
  return { child, target, outlook, ranked: outlook.partners };
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

  it('lists the best partners for the future child: grandchild odds, the share of children each can work with, and the buy-once plan within breed limits, equal to the engine', async () => {
    open();
    const { ranked, target } = engine();
    expect(ranked.length).toBeGreaterThan(1);
    const rows = await screen.findAllByTestId('grandchild-partner');
    expect(rows.map((r) => r.dataset.id)).toEqual(ranked.map((r) => r.id));
    expect(rows.map((r) => r.dataset.id)).not.toContain(sibling.id);
    ranked.forEach((r, i) => {
      expect(within(rows[i]!).getByTestId('grandchild-odds').textContent).toBe(pctEs(r.blended));
      expect(within(rows[i]!).getByTestId('grandchild-reach').textContent).toBe(`sirve con el ${pctEs(r.reachable)} de las crías; con el ${pctEs(1 - r.reachable)} restante, nunca`);
    });
    // the plan needs the token prices: the first row's figures once they are in. Each Axie is
    // bought once (A is for sale at 41,50 US$, B is not), whatever the number of breeds
    const first = all.find((c) => c.id === ranked[0]!.id)!;
    const purchases = 41.5 + (first.order ? Number(first.order.currentPriceUsd) : 0);
    const plan = breedingPlan({ breedCountA: 2, breedCountB: 0, partnerBreedCount: first.breedCount, kinds: target.kinds, oddsByKind: ranked[0]!.oddsByKind });
    const spend = purchases + plan.slp * tokens.slpUsd + plan.axs * tokens.axsUsd;
    const text = (await within(rows[0]!).findByTestId('grandchild-plan')).textContent!;
    expect(text).toContain(`crías que quedan: ${plan.pairBreeds} a la pareja, ${plan.partnerBreeds} a esta pareja`);
    expect(text).toContain(`éxito ${pctEs(plan.success)}, gasto esperado ${usdEs(spend)} (compras ${usdEs(purchases)}), por éxito ${usdEs(spend / plan.success)}`);
  });

  it('shows which children can give the target: the share no partner can work with and each kind of child with its best partner', async () => {
    open();
    const { outlook } = engine();
    await screen.findByTestId('child-outlook');
    expect(outlook.unreachable).toBeGreaterThan(0);
    expect(screen.getByTestId('children-unreachable').textContent).toBe(`${pctEs(outlook.unreachable)} de las crías no pueden dar el objetivo con ningún Axie de la evaluación.`);
    const kinds = screen.getAllByTestId('child-kind');
    expect(kinds.map((k) => k.dataset.best)).toEqual(outlook.kinds.slice(0, 6).map((k) => k.bestId ?? ''));
    const firstKind = outlook.kinds[0]!;
    expect(kinds[0]!.textContent).toContain(`${pctEs(firstKind.kind.p)} de las crías: Cola: `);
    // a kind no partner can work with says so
    const none = outlook.kinds.slice(0, 6).findIndex((k) => k.bestId === null);
    expect(none).toBeGreaterThanOrEqual(0);
    expect(kinds[none]!.textContent).toContain('ninguna pareja da el objetivo');
  });

  it('names the inheritance model beside every exact figure', async () => {
    const { store } = open();
    await screen.findAllByTestId('grandchild-partner');
    const model = 'Tabla de la especificación (ranuras independientes)';
    expect(screen.getByRole('heading', { name: new RegExp(`exactos con el modelo «${model.replace(/[()]/g, '\\$&')}`) })).toBeInTheDocument();
    expect(screen.getByText(/antes de ver la cría, exacta con el modelo/).textContent).toContain(model);
    expect(screen.getByTestId('child-outlook').textContent).toContain(`Exacto con el modelo «${model}`);
    act(() => store.set(modelIdAtom, 'adjacent-swap'));
    expect(await screen.findByRole('heading', { name: /exactos con el modelo «Intercambio adyacente/ })).toBeInTheDocument();
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
    await screen.findAllByTestId('grandchild-plan');
    act(() => store.set(selectionAtom, {}));
    expect(screen.getByText('Choose the parts you want in the filter to work out the grandchildren.')).toBeInTheDocument();
  });

  it('an egg and an adult cannot breed: no child, no partners', async () => {
    answerApi({ '/api/tokens/': () => ({ json: { 'smooth-love-potion': { usd: tokens.slpUsd }, 'axie-infinity': { usd: tokens.axsUsd } } }) });
    const egg = card(312, { stage: 1 });
    const view = renderBreeding(<PairCard a={A} b={egg} pairKey="egg" />);
    act(() => {
      view.store.set(creaturesAtom, [...all, egg]);
      view.store.set(selectionAtom, selection);
    });
    fireEvent.click(screen.getByRole('tab', { name: es['axie.breeding.tab.twoGenerations']! }));
    expect(screen.getByText(es['axie.breeding.twoGen.noChild']!)).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('grandchild-partner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('child-genes')).not.toBeInTheDocument();
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
