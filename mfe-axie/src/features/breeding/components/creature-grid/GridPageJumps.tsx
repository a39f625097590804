import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@criadero/ui';
import type { CreatureGridPage } from '../../hooks/useCreatureGridPage';
import { Hint, Row } from '../styled';

const PageJumps = styled(Row)`
  align-items: center; margin-top: -0.25rem;
`;

/** With more than one page: first and last page buttons, and which Axies of how many are on screen. */
export function GridPageJumps({ grid }: { grid: CreatureGridPage }) {
  const { page, pages, size, setPage, visible } = grid;
  if (pages <= 1) return null;
  return (
    <>
      <PageJumps>
        <Button type="button" onClick={() => setPage(1)} disabled={page === 1}>
          <FormattedMessage id="axie.breeding.grid.firstPage" />
        </Button>
        <Button type="button" onClick={() => setPage(pages)} disabled={page === pages} data-testid="grid-last-page">
          <FormattedMessage id="axie.breeding.grid.lastPage" values={{ page: pages }} />
        </Button>
      </PageJumps>
      <Hint data-testid="grid-range">
        <FormattedMessage id="axie.breeding.grid.range" values={{ from: (page - 1) * size + 1, to: Math.min(page * size, visible.length), total: visible.length }} />
      </Hint>
    </>
  );
}
