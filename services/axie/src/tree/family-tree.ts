import { PART_TYPES } from '@criadero/genetics';
import { portraitUrl } from '../cards/card';
import type { GenesCache } from '../market/genes-cache';
import type { AxieDoc } from '../market/store/axie-doc';
import type { TreeNode } from '@criadero/api-contracts/axie';

/** What the tree needs from the marketplace index (AxiesRepository fits). */
export interface FamilyLookup {
  byIds(ids: readonly number[]): Promise<AxieDoc[]>;
  find(filter: Record<string, unknown>, options?: { sort?: Record<string, 1 | -1>; limit?: number }): Promise<AxieDoc[]>;
  /** where a document read by byIds came from (the live marketplace for a real id the index lacks); default the index */
  originOf?(id: number): TreeNode['origin'];
}

const TREE_LIMITS = { maxChildrenPerAxie: 40 };

export interface FamilyTree {
  nodes: TreeNode[];
  missing: string[];
  truncated: boolean;
}

/**
 * Ancestors (`up` generations, through sireId/matronId; 0 = origin axie) and offspring
 * (`down` generations, children found by their parents' ids) of one axie. Null when the axie
 * is not in the data.
 */
export async function familyTree(lookup: FamilyLookup, genes: GenesCache, rootId: number, up: number, down: number): Promise<FamilyTree | null> {
  const [root] = await lookup.byIds([rootId]);
  if (!root) return null;
  const placed = new Map<number, { doc: AxieDoc; generation: number }>([[root.id, { doc: root, generation: 0 }]]);
  const missing: string[] = [];

  let frontier = [root];
  for (let g = 1; g <= up && frontier.length; g++) {
    const wanted = [...new Set(frontier.flatMap((a) => [a.sireId, a.matronId]).filter((id) => id > 0 && !placed.has(id)))];
    const found = await lookup.byIds(wanted);
    const foundIds = new Set(found.map((a) => a.id));
    missing.push(...wanted.filter((id) => !foundIds.has(id)).map(String));
    for (const doc of found) placed.set(doc.id, { doc, generation: -g });
    frontier = found;
  }

  let truncated = false;
  frontier = [root];
  for (let g = 1; g <= down && frontier.length; g++) {
    const next: AxieDoc[] = [];
    for (const parent of frontier) {
      const kids = await childrenOf(lookup, parent.id, TREE_LIMITS.maxChildrenPerAxie + 1);
      if (kids.length > TREE_LIMITS.maxChildrenPerAxie) truncated = true;
      for (const kid of kids.slice(0, TREE_LIMITS.maxChildrenPerAxie)) {
        if (placed.has(kid.id)) continue;
        placed.set(kid.id, { doc: kid, generation: g });
        next.push(kid);
      }
    }
    frontier = next;
  }

  // children counts for every node (what the UI shows as "crías en los datos")
  const counts = new Map<number, number>();
  for (const id of placed.keys()) counts.set(id, (await childrenOf(lookup, id, 1000)).length);

  const nodes = [...placed.values()]
    .sort((a, b) => a.generation - b.generation || a.doc.id - b.doc.id)
    .map(({ doc, generation }) => toNode(doc, generation, counts.get(doc.id) ?? 0, genes, lookup.originOf?.(doc.id) ?? 'index'));
  return { nodes, missing, truncated };
}

async function childrenOf(lookup: FamilyLookup, id: number, limit: number): Promise<AxieDoc[]> {
  const [bySire, byMatron] = await Promise.all([
    lookup.find({ sireId: id }, { sort: { id: 1 }, limit }),
    lookup.find({ matronId: id }, { sort: { id: 1 }, limit }),
  ]);
  const all = new Map([...bySire, ...byMatron].map((a) => [a.id, a]));
  return [...all.values()].sort((a, b) => a.id - b.id).slice(0, limit);
}

function toNode(doc: AxieDoc, generation: number, childrenCount: number, genes: GenesCache, origin: TreeNode['origin']): TreeNode {
  const parsed = genes.get(doc.genes);
  return {
    id: String(doc.id),
    generation,
    class: doc.class,
    stage: doc.stage,
    breedCount: doc.breedCount,
    sireId: doc.sireId ? String(doc.sireId) : null,
    matronId: doc.matronId ? String(doc.matronId) : null,
    image: doc.image ?? portraitUrl(doc.genes),
    parts: PART_TYPES.map((type) => ({ type, id: parsed[type].d.partId, name: parsed[type].d.name, class: parsed[type].d.class })),
    childrenCount,
    origin,
  };
}
