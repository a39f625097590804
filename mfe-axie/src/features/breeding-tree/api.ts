import { callApi } from '@criadero/session/api';
import type { AxieOrigin, SourceInfo } from '../tools-shared/api';

export interface TreeNode {
  id: string;
  generation: number;
  class: string;
  stage: number;
  breedCount: number;
  sireId: string | null;
  matronId: string | null;
  image: string;
  parts: { type: string; id: string; name: string; class: string }[];
  childrenCount: number;
  /** 'marketplace': a real axie the loaded data lacks, asked of the live marketplace */
  origin: AxieOrigin;
}

export interface TreeAnswer {
  root: string;
  nodes: TreeNode[];
  missing: string[];
  truncated: boolean;
  source: SourceInfo;
}

export const fetchTree = (body: { axieId: string; up: number; down: number }, signal: AbortSignal) => callApi<TreeAnswer>('/api/axie/tree', { body, signal });
