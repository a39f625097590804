import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { premiumModalOpenAtom, userAtom } from '@criadero/session';
import { Button } from '@criadero/ui';
import { isUnlocked } from '../../domain/gates';
import { combinationEntriesAtom } from '../../state/atoms';
import { Alert } from '../../../../components/styled';
import { combinationRuleText } from '../combinationRuleText';

/**
 * The combination rules the page holds but this player's plan cannot apply (a link from a plan
 * holder opened by a visitor, or after signing out): named one by one, with the fact that the
 * ranking leaves them out, instead of dropping them silently. With a plan they apply again.
 */
export function LockedRulesNotice() {
  const intl = useIntl();
  const entries = useAtomValue(combinationEntriesAtom);
  const unlocked = isUnlocked(useAtomValue(userAtom)?.premium, 'combinationFilters');
  const openPremium = useSetAtom(premiumModalOpenAtom);
  if (unlocked || !entries.length) return null;
  return (
    <Alert as="div" role="status" data-testid="locked-rules">
      <FormattedMessage id="axie.breeding.share.lockedRules" values={{ count: entries.length }} />
      <ul>
        {entries.map((e) => (
          <li key={e.id}>{combinationRuleText(intl, e)}</li>
        ))}
      </ul>
      <Button type="button" $variant="primary" onClick={() => openPremium(true)}>
        <FormattedMessage id="axie.breeding.gate.unlock" />
      </Button>
    </Alert>
  );
}
