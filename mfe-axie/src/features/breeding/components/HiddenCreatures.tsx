import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@criadero/ui';
import { hiddenCreaturesAtom, hiddenIdsAtom, restoreCreature } from '../state/hidden';
import { Hint } from './styled';

const Box = styled.details`
  margin: 0.5rem 0; font-size: 0.9rem;
  summary { cursor: pointer; }
  ul { list-style: none; margin: 0.35rem 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem; }
  li { display: inline-flex; align-items: center; gap: 0.3rem; }
`;

/** The hidden Axies, each with "Restaurar" (and all at once): nothing hidden is lost. */
export function HiddenCreatures() {
  const intl = useIntl();
  const hidden = useAtomValue(hiddenCreaturesAtom);
  const setHidden = useSetAtom(hiddenIdsAtom);
  if (!hidden.length) return null;
  const shownIds = new Set(hidden.map((c) => c.id));
  return (
    <Box data-testid="hidden-creatures">
      <summary>
        <FormattedMessage id="axie.breeding.hidden.title" values={{ count: hidden.length }} />
      </summary>
      <ul>
        {hidden.map((c) => (
          <li key={c.id}>
            #{c.id}
            <Button type="button" onClick={() => setHidden((l) => restoreCreature(l, c.id))} aria-label={intl.formatMessage({ id: 'axie.breeding.hidden.restoreLabel' }, { id: c.id })}>
              <FormattedMessage id="axie.breeding.hidden.restore" />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" onClick={() => setHidden((l) => l.filter((id) => !shownIds.has(id)))}>
        <FormattedMessage id="axie.breeding.hidden.restoreAll" />
      </Button>
    </Box>
  );
}

/** The ranking's line saying how many loaded Axies it leaves out because they are hidden. */
export function HiddenInRanking() {
  const count = useAtomValue(hiddenCreaturesAtom).length;
  if (!count) return null;
  return (
    <Hint role="status" data-testid="ranking-hidden">
      <FormattedMessage id="axie.breeding.hidden.inRanking" values={{ count }} />
    </Hint>
  );
}
