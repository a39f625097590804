/** Page numbers to show: the current page and `span` pages either side (spec §9: 2). 1-based. */
export function pageWindow(current: number, total: number, span = 2): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const first = Math.max(1, page - span);
  const last = Math.min(total, page + span);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
