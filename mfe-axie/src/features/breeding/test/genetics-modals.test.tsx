import './no-worker';
import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { analyzePair, CATEGORY_KEYS, getPart, PART_TYPES } from '@criadero/genetics';
import { CATEGORY_NAMES, GROUP_NAMES } from '../components/labels';
import { DEFAULT_FILTER_CONFIG } from '../../../domain/filter-config';
import { parsedGenesOf } from '../domain/genes';
import { toEngineFilter, type FilterSelection } from '../../../domain/selection';
import { CreatureGeneticsModal } from '../modals/CreatureGeneticsModal';
import { GeneticsAnalysisModal } from '../modals/GeneticsAnalysisModal';
import { PairViewerModal } from '../modals/PairViewerModal';
import { creaturesAtom, currentPairAtom, geneticsCreatureIdAtom, modelIdAtom, openModalAtom, selectionAtom, userConfigAtom, type BreedingModal } from '../state/atoms';
import { card, es, renderBreeding } from './render';

beforeEach(() => localStorage.clear());

const A = card(101);
const B = card(202);
const genesA = parsedGenesOf(A)!;
const eyes = getPart(genesA.eyes.d.gen)!.partId;
const percent = (value: number) => new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value / 100);
const texts = (cells: HTMLElement[]) => cells.map((c) => c.textContent);

/** Renders a pair dialog with A × B loaded as the current pair, under the page filter `selection`, and opens it. */
function openPairModal(ui: ReactElement, modal: BreedingModal, selection: FilterSelection = {}) {
  answerApi({});
  const view = renderBreeding(ui);
  act(() => {
    view.store.set(creaturesAtom, [A, B]);
    view.store.set(selectionAtom, selection);
    view.store.set(currentPairAtom, [A.id, B.id]);
    view.store.set(openModalAtom, modal);
  });
  return view;
}

describe('the genetics dialogs', { timeout: 20_000 }, () => {
  it('"Ver genética": D, R1 and R2 of every part group, by name, under a "Parte" column', () => {
    answerApi({});
    const { store } = renderBreeding(<CreatureGeneticsModal />);
    act(() => {
      store.set(creaturesAtom, [A]);
      store.set(geneticsCreatureIdAtom, A.id);
    });
    const table = within(screen.getByRole('dialog')).getByRole('table');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([es['axie.breeding.prob.part'], 'D', 'R1', 'R2']);
    const groups = ['bodyShape', 'primaryColor', ...PART_TYPES] as const;
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(groups.map((g) => es[GROUP_NAMES[g].id]));
    const eyesRow = within(table).getByRole('row', { name: new RegExp(`^${es['axie.breeding.part.eyes']}`) });
    expect(texts(within(eyesRow).getAllByRole('cell'))).toEqual([genesA.eyes.d.name, genesA.eyes.r1.name, genesA.eyes.r2.name]);
  });

  it('the gene analysis: the pair in the caption, a column per category and the engine\'s odds per wanted part', () => {
    const { store } = openPairModal(<GeneticsAnalysisModal />, 'analysis', { eyes: [eyes] });
    const dialog = screen.getByRole('dialog', { name: es['axie.breeding.analysis.title'] });
    const table = within(dialog).getByRole('table', { name: `Pareja #${A.id} × #${B.id}` });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([es['axie.breeding.prob.part'], ...CATEGORY_KEYS.map((k) => es[CATEGORY_NAMES[k].id])]);
    const expected = analyzePair(genesA, parsedGenesOf(B)!, toEngineFilter({ eyes: [eyes] }, DEFAULT_FILTER_CONFIG.priorityOrder), { model: store.get(modelIdAtom), genesTree: store.get(userConfigAtom).genes_tree }).parts.eyes!;
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual([es['axie.breeding.part.eyes']]);
    expect(texts(within(table).getAllByRole('cell'))).toEqual(CATEGORY_KEYS.map((k) => percent(expected[k])));
  });

  it('the gene analysis without a filter says to choose one', () => {
    openPairModal(<GeneticsAnalysisModal />, 'analysis');
    const dialog = screen.getByRole('dialog', { name: es['axie.breeding.analysis.title'] });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(dialog.textContent).toContain(es['axie.breeding.prob.noFilter']);
  });

  it('"Ver pareja" opens on the current pair while both are loaded', () => {
    const { store } = openPairModal(<PairViewerModal />, 'pairViewer');
    const dialog = screen.getByRole('dialog', { name: es['axie.breeding.viewer.title'] });
    expect(within(dialog).getByTestId('pair-card')).toBeInTheDocument();
    act(() => store.set(creaturesAtom, [A]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
