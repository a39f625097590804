// The request of a paged marketplace search (Apeiron planets, Planet Horse horses), unpacked once
// for the routes that run it through the paid-search rule.
import { DEFAULT_PAGE_SIZE } from '@criadero/api-contracts/schemas/paid-search';
import type { FilterRange } from './search-key';

/** A `PagedSearchBody` of @criadero/api-contracts as the route receives it. */
interface PagedSearchBody<Filters, Sort> {
  requestId: string;
  filters: Filters;
  sort?: Sort;
  page?: number;
  pageSize?: number;
}

/**
 * What a paged search asks for, with the defaults filled in: `search` is what the paid-search
 * rule charges (the id, the filters and their ranges, named by `rangeFilters`), the rest the free
 * order and page of the results; `paging(total)` is the page block of the answer.
 */
export function pagedSearch<Filters extends object, Sort>(
  body: PagedSearchBody<Filters, Sort>,
  { defaultSort, rangeFilters }: { defaultSort: Sort; rangeFilters: readonly (keyof Filters & string)[] },
) {
  const { requestId, filters } = body;
  const sort = body.sort ?? defaultSort;
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
  const ranges = Object.fromEntries(rangeFilters.map((name) => [name, filters[name] as FilterRange]));
  return {
    search: { requestId, filters, ranges },
    sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    paging: (total: number) => ({ total, page, pageSize, pageCount: Math.ceil(total / pageSize), sort }),
  };
}
