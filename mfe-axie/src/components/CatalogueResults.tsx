import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@criadero/session/api';
import { Pagination } from '@criadero/ui';
import { ErrorNote } from './Notes';
import { Grid, Note } from './styled';

/**
 * A paged catalogue's answer under its filters: the request's error, the count (a polite live
 * region that says "loading" until the first answer, so the count is announced when it comes),
 * "no results" when nothing matches, the tiles and the pages.
 */
export function CatalogueResults({ error, total, countText, countTestId, page, pageSize, onPage, children }: {
  error: ApiError | undefined;
  /** Undefined until the first answer. */
  total: number | undefined;
  countText: (count: number) => ReactNode;
  countTestId: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorNote error={error} />
      <Note aria-live="polite" data-testid={countTestId}>
        {total === undefined ? <FormattedMessage id="axie.tools.loading" /> : countText(total)}
      </Note>
      {total === 0 ? (
        <Note>
          <FormattedMessage id="axie.tools.noResults" />
        </Note>
      ) : null}
      <Grid>{children}</Grid>
      {total === undefined ? null : <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPage={onPage} />}
    </>
  );
}
