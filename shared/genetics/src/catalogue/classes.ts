import type { AxieClass } from '../types.js';

/** Axie class codes (gene-meta.json `classes`). */
export const CLASS_BY_CODE_512 = new Map<number, AxieClass>([
  [0, 'beast'], [1, 'bug'], [2, 'bird'], [3, 'plant'], [4, 'aquatic'], [5, 'reptile'],
  [16, 'mech'], [17, 'dawn'], [18, 'dusk'],
]);
export const CLASS_BY_CODE_256 = new Map<number, AxieClass>([
  [0, 'beast'], [1, 'bug'], [2, 'bird'], [3, 'plant'], [4, 'aquatic'], [5, 'reptile'],
  [8, 'mech'], [9, 'dawn'], [10, 'dusk'],
]);
export const CODE_512_BY_CLASS = new Map<AxieClass, number>([...CLASS_BY_CODE_512].map(([k, v]) => [v, k]));
