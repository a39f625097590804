/** Building blocks of the market index: code tables and ascending row lists (posting lists) with their set operations. */

/** Strings to small integer codes (classes, parts, genes, owners…). */
export class Codes {
  readonly values: string[] = [];
  private readonly byValue = new Map<string, number>();

  /** The codes of `values`, in that order (an index read back from a file). */
  static of(values: readonly string[]): Codes {
    const codes = new Codes();
    for (const value of values) codes.code(value);
    return codes;
  }

  code(value: string): number {
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.byValue.set(value, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.byValue.get(value);
  }
}

/** Rows grouped by a code: one ascending row list per code. */
export function postings(rowsOf: (push: (code: number, row: number) => void) => void): Int32Array[] {
  const lists: number[][] = [];
  rowsOf((code, row) => (lists[code] ??= []).push(row));
  return Array.from(lists, (list) => Int32Array.from(list ?? []));
}

export const EMPTY = new Int32Array(0);

/** Sorted, duplicate-free union of ascending row lists. */
export function union(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return EMPTY;
  if (lists.length === 1) return lists[0]!;
  const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/** Index of the first element ≥ `value` in an ascending list, searching from `lo`. */
export function lowerBound(list: Int32Array, value: number, lo = 0): number {
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The rows of `a` that are also in `b` (both ascending, duplicate-free), ascending: a merge, or
 * a binary search in `b` per row of `a` when `b` is much longer.
 */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  if (b.length > 16 * a.length) {
    for (let i = 0, j = 0; i < a.length && j < b.length; i++) {
      j = lowerBound(b, a[i]!, j);
      if (b[j] === a[i]) out[n++] = a[i]!;
    }
    return out.subarray(0, n);
  }
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}
