import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { canBreed } from '../../domain/ranking';
import type { CreatureGridPage } from '../../hooks/useCreatureGridPage';
import { creaturesAtom, showFavouritesAtom } from '../../state/atoms';

/** How many Axies are loaded (and how many are eggs or pass the parent filters), or how many favourites. */
export function GridCount({ grid }: { grid: CreatureGridPage }) {
  const creatures = useAtomValue(creaturesAtom);
  const showFavourites = useAtomValue(showFavouritesAtom);
  const eggs = useMemo(() => creatures.filter((c) => !canBreed(c)).length, [creatures]);
  return (
    <p aria-live="polite" data-testid="grid-count">
      {showFavourites ? (
        <FormattedMessage id="axie.breeding.grid.countFavourites" values={{ count: grid.visible.length }} />
      ) : (
        <>
          <FormattedMessage id="axie.breeding.grid.count" values={{ count: creatures.length }} />
          {eggs ? (
            <>
              {' '}
              <FormattedMessage id="axie.breeding.grid.eggs" values={{ eggs }} />
            </>
          ) : null}
          {grid.parents.length < grid.shown.length ? (
            <>
              {' '}
              <FormattedMessage id="axie.breeding.grid.parentFilters" values={{ count: grid.parents.length }} />
            </>
          ) : null}
        </>
      )}
    </p>
  );
}
