import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@criadero/ui';
import { combinationRuleText } from '../../components/combinationRuleText';
import { partName } from '../../components/partOptions';
import { combinationEntriesAtom } from '../../state/atoms';

/** The combination filter's entries ("Ojos: Zeal — desde 50 %"), each with a remove button. */
export function CombinationEntries() {
  const intl = useIntl();
  const [entries, setEntries] = useAtom(combinationEntriesAtom);
  return (
    <ul data-testid="combination-entries">
      {entries.map((e) => (
        <li key={e.id}>
          {combinationRuleText(intl, e)}{' '}
          <Button type="button" onClick={() => setEntries((l) => l.filter((x) => x.id !== e.id))} aria-label={intl.formatMessage({ id: 'axie.breeding.combination.removeLabel' }, { part: partName(e.part) })}>
            <FormattedMessage id="axie.breeding.combination.remove" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
