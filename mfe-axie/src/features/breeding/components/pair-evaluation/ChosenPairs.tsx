import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@criadero/ui';
import { chosenPairsAtom } from '../../state/atoms';

/** The pairs the player kept, each with a button to drop it. */
export function ChosenPairs() {
  const intl = useIntl();
  const [chosen, setChosen] = useAtom(chosenPairsAtom);
  if (!chosen.length) return null;
  return (
    <>
      <h3>
        <FormattedMessage id="axie.breeding.chosen.title" />
      </h3>
      <ul data-testid="chosen-pairs">
        {chosen.map(([x, y]) => (
          <li key={`${x}-${y}`}>
            #{x} × #{y}{' '}
            <Button type="button" onClick={() => setChosen((l) => l.filter(([p, q]) => !(p === x && q === y)))} aria-label={intl.formatMessage({ id: 'axie.breeding.chosen.removeLabel' }, { a: x, b: y })}>
              <FormattedMessage id="axie.breeding.chosen.remove" />
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
