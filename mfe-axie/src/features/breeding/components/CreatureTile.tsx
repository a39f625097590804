import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { percentFromParents } from '@criadero/genetics';
import { VisuallyHidden } from '@criadero/ui';
import type { CreatureCard } from '../api/axie-api';
import { canBreed } from '../domain/ranking';
import { parsedGenesOf } from '../domain/genes';
import { purityOf } from '../domain/grid';
import { formatTokenPrice } from '../domain/format';
import { CreatureImage } from './CreatureImage';
import { CreatureMenu, type CreatureMenuActions } from './CreatureMenu';
import { CLASS_NAMES } from './labels';
import { formatDecimal, formatPercent, formatUsd } from './numbers';

// Dense and of one fixed height (the grid's virtualiser places rows by it): each line is one
// line, cut with an ellipsis, its whole text in the title.
const Tile = styled.div<{ $combined: boolean }>`
  min-width: 0; margin: 0.25rem; height: calc(100% - 0.5rem); box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme, $combined }) => ($combined ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.35rem 0.45rem; font-size: 0.8rem;
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0 0.4rem; margin: 0.2rem 0 0; line-height: 1.3; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;
const Head = styled.div`
  display: flex; justify-content: space-between; align-items: center; gap: 0.25rem;
  strong { font-size: 0.95rem; }
`;
const Fav = styled.button`
  font: inherit; background: none; border: 0; cursor: pointer; font-size: 1.2rem; line-height: 1;
  color: ${({ theme }) => theme.colors.warning}; padding: 0.15rem 0.3rem;
`;

/** One Axie of the grid: image, class, breeds, purity, price, stage; `position` of `setSize` in the sorted list. */
export function CreatureTile({
  creature,
  favourite,
  onFavourite,
  actions,
  position,
  setSize,
}: {
  creature: CreatureCard;
  favourite: boolean;
  onFavourite: () => void;
  actions: CreatureMenuActions;
  position: number;
  setSize: number;
}) {
  const intl = useIntl();
  const genes = parsedGenesOf(creature);
  const purity = purityOf(genes);
  const geneticPurity = creature.percentFromParents ?? (genes ? percentFromParents(genes) : null);
  const price = formatTokenPrice(creature.order?.currentPrice);
  const usd = creature.order?.currentPriceUsd;
  const cls = CLASS_NAMES[creature.class as keyof typeof CLASS_NAMES];
  return (
    <Tile role="listitem" aria-posinset={position} aria-setsize={setSize} $combined={actions.inCombinations} data-testid="creature-card" data-id={creature.id}>
      <Head>
        <strong>#{creature.id}</strong>
        <span>
          <Fav type="button" aria-pressed={favourite} onClick={onFavourite}>
            <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
            <VisuallyHidden>{intl.formatMessage({ id: 'axie.breeding.grid.favourite' }, { id: creature.id })}</VisuallyHidden>
          </Fav>
        </span>
        <CreatureMenu creature={creature} actions={actions} />
      </Head>
      <CreatureImage image={creature.image} genes={creature.genes} alt={intl.formatMessage({ id: 'axie.breeding.grid.imageAlt' }, { id: creature.id })} height={76} />
      <dl>
        <dt>
          <FormattedMessage id="axie.breeding.grid.class" />
        </dt>
        <dd>{cls ? intl.formatMessage(cls) : creature.class}</dd>
        <dt>
          <FormattedMessage id="axie.breeding.grid.breedCount" />
        </dt>
        <dd>{creature.breedCount}</dd>
        <dt>
          <FormattedMessage id="axie.breeding.grid.purity" />
        </dt>
        <dd data-testid="creature-purity">
          {purity === null ? '—' : <FormattedMessage id="axie.breeding.grid.purityValue" values={{ parts: purity, genetic: geneticPurity === null ? '—' : formatPercent(intl, geneticPurity, { min: 0, max: 1 }) }} />}
        </dd>
        <dt>
          <FormattedMessage id="axie.breeding.grid.stage" />
        </dt>
        <dd data-testid="creature-stage">{canBreed(creature) ? <FormattedMessage id="axie.breeding.grid.adult" /> : <FormattedMessage id="axie.breeding.grid.egg" />}</dd>
        <dt>
          <FormattedMessage id="axie.breeding.grid.price" />
        </dt>
        <dd data-testid="creature-price">
          {price ? (
            <FormattedMessage id="axie.breeding.grid.priceValue" values={{ price: formatDecimal(intl, Number(price), 4), usd: usd === null || usd === undefined ? '—' : formatUsd(intl, Number(usd)) }} />
          ) : creature.listingGone ? (
            <strong data-testid="listing-gone">
              {creature.listingGone === 'sold' ? <FormattedMessage id="axie.market.gone.sold" /> : <FormattedMessage id="axie.market.gone.delisted" />}
            </strong>
          ) : (
            <FormattedMessage id="axie.breeding.grid.notForSale" />
          )}
        </dd>
      </dl>
    </Tile>
  );
}
