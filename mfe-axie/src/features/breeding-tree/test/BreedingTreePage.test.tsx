import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { es, renderTool, stubFetch } from '../../tools-shared/test-utils';
import type { TreeAnswer, TreeNode } from '../api';
import BreedingTreePage from '../pages/BreedingTreePage';

afterEach(() => vi.unstubAllGlobals());

const node = (id: string, generation: number, sireId: string | null, matronId: string | null): TreeNode => ({
  id, generation, class: 'plant', stage: 4, breedCount: 2, sireId, matronId, image: `/api/axie-img?genes=${id}`,
  parts: [{ type: 'tail', id: 'tail-yam', name: 'Yam', class: 'plant' }], childrenCount: 1,
});
/** A tiny family: 3 × 4 → 2 → 5; 1 and 6 are origins. */
const FAMILY: Record<string, TreeNode> = {
  '1': node('1', 0, null, null), '3': node('3', 0, null, null), '4': node('4', 0, null, null),
  '2': node('2', 0, '3', '4'), '5': node('5', 0, '2', '1'),
};
function treeOf(id: string): TreeAnswer {
  const root = FAMILY[id]!;
  const parents = [root.sireId, root.matronId].filter(Boolean).map((p) => ({ ...FAMILY[p!]!, generation: -1 }));
  const kids = Object.values(FAMILY).filter((n) => n.sireId === id || n.matronId === id).map((k) => ({ ...k, generation: 1 }));
  return { root: id, nodes: [...parents, { ...root, generation: 0 }, ...kids], missing: [], truncated: false, source: { kind: 'generated', label: 'Datos de ejemplo generados', asOf: '2025-01-01' } };
}

function api() {
  return stubFetch({
    '/api/axie/tree': (body) => {
      const id = String((body as { axieId: string }).axieId);
      return FAMILY[id] ? { json: treeOf(id) } : { status: 404, json: { error: 'x', code: 'AXIE_NOT_FOUND' } };
    },
  });
}

describe('breeding tree page', () => {
  it('draws parents, the axie and its children by generation from the id in the link', async () => {
    const calls = api();
    renderTool(<BreedingTreePage />, '/?id=2');
    const tree = await screen.findByTestId('tree');
    expect(calls[0]).toEqual({ path: '/api/axie/tree', body: { axieId: '2', up: 2, down: 1 } });
    const parents = within(tree).getByRole('region', { name: 'Generación -1' });
    expect(within(parents).getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual(['tree-node-3', 'tree-node-4']);
    expect(within(tree).getByTestId('tree-node-2').getAttribute('aria-current')).toBe('true');
    expect(within(tree).getByTestId('tree-node-2').textContent).toContain('Padres: #3 × #4');
    expect(within(within(tree).getByRole('region', { name: 'Generación 1' })).getByTestId('tree-node-5')).toBeTruthy();
    expect(within(tree).getByTestId('tree-node-3').textContent).toContain('Sin padres (origen)');
  });

  it('opens the clicked parent: its tree becomes the new root', async () => {
    const calls = api();
    renderTool(<BreedingTreePage />, '/?id=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir el árbol del Axie #2' }));
    await waitFor(() => expect(screen.getByTestId('tree-node-2').getAttribute('aria-current')).toBe('true'));
    expect(calls.at(-1)!.body).toEqual({ axieId: '2', up: 2, down: 1 });
    expect(screen.getByTestId('tree-node-3')).toBeTruthy();
    expect((screen.getByLabelText(es['axie.breedingTree.axieId']!) as HTMLInputElement).value).toBe('2');
  });

  it('loads a typed id (a leading # is fine), and explains unknown and malformed ids', async () => {
    const calls = api();
    renderTool(<BreedingTreePage />);
    expect(screen.getByText(es['axie.breedingTree.hint']!)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(es['axie.breedingTree.axieId']!), { target: { value: '#99' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breedingTree.show'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(es['axie.tools.error.AXIE_NOT_FOUND']);
    expect(calls.at(-1)!.body).toEqual({ axieId: '99', up: 2, down: 1 });
    fireEvent.change(screen.getByLabelText(es['axie.breedingTree.axieId']!), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breedingTree.show'] }));
    expect((await screen.findByText(es['axie.breedingTree.badId']!)).getAttribute('role')).toBe('alert');
  });
});
