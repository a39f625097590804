import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@criadero/ui';
import type { CreatureCard } from '../api/axie-api';
import { canBreed } from '../domain/ranking';
import { formatTokenPrice } from '../domain/format';
import { CreatureImage } from './CreatureImage';
import { CreatureMenu, type CreatureMenuActions } from './CreatureMenu';
import { CLASS_NAMES } from './labels';
import { formatDecimal, formatUsd } from './numbers';

const Tile = styled.li<{ $combined: boolean }>`
  list-style: none; min-width: 0; margin: 0.3rem;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme, $combined }) => ($combined ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.5rem; font-size: 0.85rem;
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.1rem 0.5rem; margin: 0.35rem 0 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Head = styled.div`
  display: flex; justify-content: space-between; align-items: center; gap: 0.25rem;
  strong { font-size: 0.95rem; }
`;
const Fav = styled.button`
  font: inherit; background: none; border: 0; cursor: pointer; font-size: 1.2rem; line-height: 1;
  color: ${({ theme }) => theme.colors.warning}; padding: 0.15rem 0.3rem;
`;

export function CreatureTile({ creature, favourite, onFavourite, actions }: { creature: CreatureCard; favourite: boolean; onFavourite: () => void; actions: CreatureMenuActions }) {
  const intl = useIntl();
  const price = formatTokenPrice(creature.order?.currentPrice);
  const usd = creature.order?.currentPriceUsd;
  const cls = CLASS_NAMES[creature.class as keyof typeof CLASS_NAMES];
  return (
    <Tile $combined={actions.inCombinations} data-testid="creature-card" data-id={creature.id}>
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
      <CreatureImage image={creature.image} genes={creature.genes} alt={intl.formatMessage({ id: 'axie.breeding.grid.imageAlt' }, { id: creature.id })} />
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
          <FormattedMessage id="axie.breeding.grid.stage" />
        </dt>
        <dd data-testid="creature-stage">{canBreed(creature) ? <FormattedMessage id="axie.breeding.grid.adult" /> : <FormattedMessage id="axie.breeding.grid.egg" />}</dd>
        <dt>
          <FormattedMessage id="axie.breeding.grid.price" />
        </dt>
        <dd data-testid="creature-price">
          {price ? (
            <FormattedMessage id="axie.breeding.grid.priceValue" values={{ price: formatDecimal(intl, Number(price), 4), usd: usd === null || usd === undefined ? '—' : formatUsd(intl, Number(usd)) }} />
          ) : (
            <FormattedMessage id="axie.breeding.grid.notForSale" />
          )}
        </dd>
      </dl>
    </Tile>
  );
}
