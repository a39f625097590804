import type { TreeResponse, TreeNode } from '@criadero/api-contracts/axie';

/** How a drawn axie relates to the axie it hangs from (`of`); the focused axie is 'root'. */
type Relation = 'root' | 'sire' | 'matron' | 'child';

export type PedigreeItem =
  | {
      kind: 'axie';
      node: TreeNode;
      relation: Relation;
      of: string | null;
      /** false when the same axie is already drawn elsewhere (inbreeding): its test id is kept unique */
      first: boolean;
      /** [sire, matron] drawn above, or null when not known at this depth */
      parents: [PedigreeItem, PedigreeItem] | null;
      children: PedigreeItem[];
    }
  | { kind: 'missing'; id: string; relation: 'sire' | 'matron'; of: string };

/**
 * Turns the flat answer of /api/axie/tree into a pedigree: each axie's sire and matron as its two
 * branches (up to `up` levels), and the focused axie's offspring (up to `down` levels) under it.
 * Parents the API reports as missing become placeholders; parents beyond the fetched depth are left out.
 */
export function buildPedigree(data: TreeResponse, up: number, down: number): PedigreeItem | null {
  const byId = new Map(data.nodes.map((n) => [n.id, n]));
  const missing = new Set(data.missing);
  const seen = new Set<string>();
  const root = byId.get(data.root);
  if (!root) return null;

  const visit = (node: TreeNode) => {
    const first = !seen.has(node.id);
    seen.add(node.id);
    return first;
  };
  const parent = (id: string, relation: 'sire' | 'matron', of: string, level: number): PedigreeItem | null => {
    const found = byId.get(id);
    if (found) return ancestor(found, relation, of, level);
    return missing.has(id) ? { kind: 'missing', id, relation, of } : null;
  };
  const parentsOf = (node: TreeNode, level: number): [PedigreeItem, PedigreeItem] | null => {
    if (level >= up || !node.sireId || !node.matronId) return null;
    const sire = parent(node.sireId, 'sire', node.id, level + 1);
    const matron = parent(node.matronId, 'matron', node.id, level + 1);
    return sire && matron ? [sire, matron] : null;
  };
  const ancestor = (node: TreeNode, relation: Relation, of: string | null, level: number): PedigreeItem => {
    const first = visit(node);
    return { kind: 'axie', node, relation, of, first, parents: parentsOf(node, level), children: [] };
  };
  const descendants = (of: TreeNode, level: number): PedigreeItem[] =>
    level >= down
      ? []
      : data.nodes
          .filter((n) => n.generation > 0 && (n.sireId === of.id || n.matronId === of.id))
          .map((n) => {
            const first = visit(n);
            // a child of two drawn axies is drawn under each; its own offspring only under the first
            return { kind: 'axie', node: n, relation: 'child', of: of.id, first, parents: null, children: first ? descendants(n, level + 1) : [] };
          });

  const item = ancestor(root, 'root', null, 0);
  if (item.kind === 'axie') item.children = descendants(root, 0);
  return item;
}
