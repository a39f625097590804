import type { CategoryKey } from '@criadero/genetics';
import type { GenesTreeColumn, UserConfig } from '@criadero/session';

/** Spec §3: the genes_tree vocabulary, in the order the columns are shown. */
export const GENES_TREE_COLUMNS: readonly GenesTreeColumn[] = ['d', 'r1', 'r2', 'dr1', 'dr2', 'r1r2', 'dr1r2', 'none'];

/** Each genes_tree column is one genetic-analysis category: where the child carries the wanted gene. */
export const COLUMN_CATEGORY: Record<GenesTreeColumn, CategoryKey> = {
  d: 'onlyD',
  r1: 'onlyR1',
  r2: 'onlyR2',
  dr1: 'onlyDR1',
  dr2: 'onlyDR2',
  r1r2: 'onlyR1R2',
  dr1r2: 'allDR1R2',
  none: 'noneOfThem',
};

/** The chosen columns in display order (the configuration may list them in the order they were ticked). */
export const treeColumns = (config: UserConfig): GenesTreeColumn[] => GENES_TREE_COLUMNS.filter((c) => config.genes_tree.includes(c));

export function isUserConfig(v: unknown): v is UserConfig {
  const c = v as Partial<UserConfig> | null;
  return !!c && typeof c === 'object' && (c.body_color === 0 || c.body_color === 1) && Array.isArray(c.genes_tree) && c.genes_tree.every((col) => GENES_TREE_COLUMNS.includes(col));
}
