import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@criadero/ui';
import type { CreatureCard } from '../../../api/axie-api';
import { CreatureImage } from './CreatureImage';
import { CreatureMenu, type CreatureMenuActions } from './CreatureMenu';
import { TileFacts } from './creature-tile/TileFacts';

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

interface Props {
  creature: CreatureCard;
  favourite: boolean;
  onFavourite: () => void;
  actions: CreatureMenuActions;
  position: number;
  setSize: number;
}

/** One Axie of the grid: image, class, breeds, purity, price, stage; `position` of `setSize` in the sorted list. */
export function CreatureTile({ creature, favourite, onFavourite, actions, position, setSize }: Props) {
  const intl = useIntl();
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
      <TileFacts creature={creature} />
    </Tile>
  );
}
