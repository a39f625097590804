import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pagination window', () => {
  it('shows 2 pages either side of the current one', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it('is clipped at both ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it('clamps an out-of-range page and handles no pages', () => {
    expect(pageWindow(99, 4)).toEqual([2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
