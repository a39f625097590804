import { describe, expect, it } from 'vitest';
import type { TreeResponse, TreeNode } from '@criadero/api-contracts/axie';
import { buildPedigree, type PedigreeItem } from '../pedigree';

const node = (id: string, generation: number, sireId: string | null = null, matronId: string | null = null): TreeNode => ({
  id, generation, class: 'aqua', stage: 4, breedCount: 0, sireId, matronId, image: '', parts: [], childrenCount: 0, origin: 'index',
});
const answer = (root: string, nodes: TreeNode[], missing: string[] = []): TreeResponse => ({
  root, nodes, missing, truncated: false, source: { kind: 'generated', label: 'x', asOf: '2025-01-01' },
});
/** "id[first?](parents)[children]" — a compact picture of the layout. */
function draw(item: PedigreeItem | null): string {
  if (!item) return '-';
  if (item.kind === 'missing') return `?${item.id}`;
  const parents = item.parents ? `(${item.parents.map(draw).join(' ')})` : '';
  const kids = item.children.length ? `[${item.children.map(draw).join(' ')}]` : '';
  return `${item.node.id}${item.first ? '' : '*'}${parents}${kids}`;
}

describe('buildPedigree', () => {
  it('nests sire and matron under each axie up to the fetched depth, and offspring below the root', () => {
    const data = answer('5', [node('2', -1, '3', '4'), node('1', -1, '6', '9'), node('3', -2, '10', '11'), node('4', -2), node('5', 0, '2', '1'), node('6', -2), node('7', 1, '5', '12'), node('8', 2, '7', '13')], ['9']);
    expect(draw(buildPedigree(data, 2, 2))).toBe('5(2(3 4) 1(6 ?9))[7[8]]');
    expect(draw(buildPedigree(data, 1, 1))).toBe('5(2 1)[7]');
  });

  it('draws an axie that appears twice (inbreeding) again, but only its first drawing is marked first', () => {
    const data = answer('5', [node('2', -1, '3', '4'), node('1', -1, '3', '6'), node('3', -2), node('4', -2), node('6', -2), node('5', 0, '2', '1')]);
    expect(draw(buildPedigree(data, 2, 0))).toBe('5(2(3 4) 1(3* 6))');
  });

  it('returns null when the root is not in the answer', () => {
    expect(buildPedigree(answer('1', []), 2, 1)).toBeNull();
  });
});
