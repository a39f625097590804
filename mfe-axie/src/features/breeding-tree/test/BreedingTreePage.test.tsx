import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { es, renderAxieTool } from '../../../testing/test-utils';
import { TOOLS_ERROR_MESSAGES, type TreeResponse, type TreeNode } from '@criadero/api-contracts/axie';
import BreedingTreePage from '../pages/BreedingTreePage';

const node = (id: string, generation: number, sireId: string | null, matronId: string | null): TreeNode => ({
  id, generation, class: 'plant', stage: 4, breedCount: 2, sireId, matronId, image: `/api/axie-img?genes=${id}`,
  parts: [{ type: 'tail', id: 'tail-yam', name: 'Yam', class: 'plant' }], childrenCount: 1, origin: 'index',
});
/** A tiny family: 3 × 4 → 2; 2 × 1 → 5; 1 × 8 → 7 (8 is not in the data); 1, 3 and 4 are origins. */
const FAMILY: Record<string, TreeNode> = {
  '1': node('1', 0, null, null), '3': node('3', 0, null, null), '4': node('4', 0, null, null),
  '2': node('2', 0, '3', '4'), '5': node('5', 0, '2', '1'), '7': node('7', 0, '1', '8'),
};
function treeOf(id: string, up: number, down: number): TreeResponse {
  const nodes = new Map<string, TreeNode>([[id, { ...FAMILY[id]!, generation: 0 }]]);
  const missing: string[] = [];
  const ancestors = (of: TreeNode, g: number) => {
    if (g < -up) return;
    for (const p of [of.sireId, of.matronId]) {
      if (!p) continue;
      if (!FAMILY[p]) missing.push(p);
      else if (!nodes.has(p)) {
        nodes.set(p, { ...FAMILY[p], generation: g });
        ancestors(FAMILY[p], g - 1);
      }
    }
  };
  const kids = (of: string, g: number) => {
    if (g > down) return;
    for (const k of Object.values(FAMILY).filter((n) => n.sireId === of || n.matronId === of)) {
      nodes.set(k.id, { ...k, generation: g });
      kids(k.id, g + 1);
    }
  };
  ancestors(FAMILY[id]!, -1);
  kids(id, 1);
  return { root: id, nodes: [...nodes.values()], missing, truncated: false, source: { kind: 'generated', label: 'Datos de ejemplo generados', asOf: '2025-01-01' } };
}

function api() {
  return answerApi({
    '/api/axie/tree': (body) => {
      const { axieId, up, down } = body as { axieId: string; up: number; down: number };
      return FAMILY[axieId] ? { json: treeOf(axieId, up, down) } : { status: 404, json: { error: TOOLS_ERROR_MESSAGES.AXIE_NOT_FOUND.es, code: 'AXIE_NOT_FOUND' } };
    },
  });
}

describe('breeding tree page', () => {
  it("draws the ancestry as a pedigree: each grandparent sits inside its own parent's branch", async () => {
    const calls = api();
    renderAxieTool(<BreedingTreePage />, { route: '/?id=5' });
    const tree = await screen.findByTestId('tree');
    expect(calls[0]).toEqual({ path: '/api/axie/tree', body: { axieId: '5', up: 2, down: 1 } });
    const root = within(tree).getByTestId('tree-branch-5');
    const parents = within(root).getByRole('list', { name: 'Padres de #5' });
    expect(within(parents).getAllByRole('button', { name: /Axie #(1|2)\./ }).map((b) => b.getAttribute('data-testid'))).toEqual(['tree-node-2', 'tree-node-1']);
    // 3 and 4 are the parents of 2: inside 2's branch, not inside 1's
    const sireBranch = within(parents).getByTestId('tree-branch-2');
    const grandparents = within(sireBranch).getByRole('list', { name: 'Padres de #2' });
    expect(within(grandparents).getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual(['tree-node-3', 'tree-node-4']);
    expect(within(within(parents).getByTestId('tree-branch-1')).queryByTestId('tree-node-3')).not.toBeInTheDocument();
    // labels say the relation; content is kept
    expect(within(tree).getByTestId('tree-node-5').getAttribute('aria-label')).toBe('Axie actual: Axie #5. Abrir su árbol');
    expect(within(tree).getByTestId('tree-node-5').getAttribute('aria-current')).toBe('true');
    expect(within(tree).getByTestId('tree-node-2').getAttribute('aria-label')).toBe('Padre de #5: Axie #2. Abrir su árbol');
    expect(within(tree).getByTestId('tree-node-1').getAttribute('aria-label')).toBe('Madre de #5: Axie #1. Abrir su árbol');
    expect(within(tree).getByTestId('tree-node-4').getAttribute('aria-label')).toBe('Madre de #2: Axie #4. Abrir su árbol');
    expect(within(tree).getByTestId('tree-node-2').textContent).toContain('Padres: #3 × #4');
    expect(within(tree).getByTestId('tree-node-2').textContent).toContain('Yam');
    expect(within(tree).getByTestId('tree-node-2').textContent).toContain('Crías: 2/7');
    expect(within(tree).getByTestId('tree-node-3').textContent).toContain('Sin padres (origen)');
  });

  it("hangs the offspring under the focused axie and marks parents missing from the data", async () => {
    api();
    renderAxieTool(<BreedingTreePage />, { route: '/?id=1' });
    const root = within(await screen.findByTestId('tree')).getByTestId('tree-branch-1');
    const kids = within(root).getByRole('list', { name: 'Crías de #1' });
    expect(within(kids).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Cría de #1: Axie #5. Abrir su árbol', 'Cría de #1: Axie #7. Abrir su árbol']);
    cleanup();
    renderAxieTool(<BreedingTreePage />, { route: '/?id=7' });
    const parents = within(await screen.findByTestId('tree-branch-7')).getByRole('list', { name: 'Padres de #7' });
    expect(within(parents).getByLabelText('Madre de #7: Axie #8, no está en los datos').textContent).toBe('#8No está en los datos');
  });

  it('opens the clicked parent: its tree becomes the new root and keeps keyboard focus', async () => {
    const calls = api();
    renderAxieTool(<BreedingTreePage />, { route: '/?id=5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Padre de #5: Axie #2. Abrir su árbol' }));
    await waitFor(() => expect(screen.getByTestId('tree-node-2').getAttribute('aria-current')).toBe('true'));
    expect(calls.at(-1)!.body).toEqual({ axieId: '2', up: 2, down: 1 });
    expect(screen.getByTestId('tree-node-2').getAttribute('aria-label')).toBe('Axie actual: Axie #2. Abrir su árbol');
    expect(within(screen.getByRole('list', { name: 'Crías de #2' })).getByTestId('tree-node-5')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Padres de #2' })).getByTestId('tree-node-3')).toBeInTheDocument();
    expect((screen.getByLabelText(es['axie.breedingTree.axieId']!) as HTMLInputElement).value).toBe('2');
    // no wait: focus moves in the commit that draws the new tree, never later (a later move lost
    // the race on a loaded machine, and a screen reader meanwhile sat on the page's body)
    expect(document.activeElement).toBe(screen.getByTestId('tree-node-2'));
  });

  it('loads a typed id (a leading # is fine), and explains unknown and malformed ids', async () => {
    const calls = api();
    renderAxieTool(<BreedingTreePage />);
    // what to do comes before the form, first in its panel (where the served page draws it)
    const hint = screen.getByText(es['axie.breedingTree.hint']!);
    expect(hint.parentElement!.firstElementChild).toBe(hint);
    expect(hint.compareDocumentPosition(screen.getByLabelText(es['axie.breedingTree.axieId']!)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(screen.getByLabelText(es['axie.breedingTree.axieId']!), { target: { value: '#99' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breedingTree.show'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOOLS_ERROR_MESSAGES.AXIE_NOT_FOUND.es);
    expect(calls.at(-1)!.body).toEqual({ axieId: '99', up: 2, down: 1 });
    fireEvent.change(screen.getByLabelText(es['axie.breedingTree.axieId']!), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: es['axie.breedingTree.show'] }));
    expect((await screen.findByText(es['axie.breedingTree.badId']!)).getAttribute('role')).toBe('alert');
  });

  it('a real axie from the live marketplace is labelled so; without the live lookup the message says it is not configured, in the visitor language', async () => {
    answerApi({
      '/api/axie/tree': (body) => {
        const { axieId } = body as { axieId: string };
        // the service answers in the visitor's language (Accept-Language); the page shows it as it is
        if (axieId !== '10826838') return { status: 404, json: { error: TOOLS_ERROR_MESSAGES.LIVE_LOOKUP_NOT_CONFIGURED.pt, code: 'LIVE_LOOKUP_NOT_CONFIGURED' } };
        const root: TreeNode = { ...node('10826838', 0, null, null), origin: 'marketplace' };
        return { json: { root: '10826838', nodes: [root], missing: [], truncated: false, source: { kind: 'generated', label: 'Generated sample data', asOf: '2025-01-01' } } };
      },
    });
    const { unmount } = renderAxieTool(<BreedingTreePage />, { route: '/?id=10826838', locale: 'en' });
    expect((await screen.findByTestId('root-origin')).textContent).toBe('#10826838 From the marketplace, live');
    expect(within(screen.getByTestId('tree-node-10826838')).getByTestId('node-live')).toBeInTheDocument();
    unmount();
    renderAxieTool(<BreedingTreePage />, { route: '/?id=123', locale: 'pt' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Esse Axie não está nos dados carregados e a consulta ao vivo ao marketplace não está configurada neste servidor',
    );
  });
});
