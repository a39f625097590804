import type { AxiesRepository } from '../repositories/axies-repository';
import type { SearchCriteria } from './criteria';
import { SORT_SPECS, searchFilter } from './mongo-query';
import { applyPriority, priorityKeyFn } from './priority';

export interface SearchResult {
  ids: number[];
  total: number;
}

/** `/api/search`: the store filters and sorts; priorityOrder (when it applies) re-ranks in process. */
export async function searchMarket(repository: AxiesRepository, criteria: SearchCriteria): Promise<SearchResult> {
  const filter = searchFilter(criteria);
  const sort = SORT_SPECS[criteria.sort];
  const priority = priorityKeyFn(criteria);
  if (priority) {
    const rows = await repository.find(filter, { sort });
    return { ids: applyPriority(rows, priority).slice(0, criteria.limit).map((r) => r.id), total: rows.length };
  }
  const rows = await repository.find(filter, { sort, limit: criteria.limit });
  // A short page is the whole answer: no second pass over the store to count.
  const total = rows.length < criteria.limit ? rows.length : await repository.count(filter);
  return { ids: rows.map((r) => r.id), total };
}
