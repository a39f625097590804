import { FormattedMessage } from 'react-intl';
import type { TokenPrices } from '@criadero/genetics';
import { Hint } from '../styled';

/** What a cost ranking rests on: prices still loading, unavailable, or the rule it ranks by (and whether it saw every pair). */
export function CostRankingNote({ prices, complete, pool }: { prices: TokenPrices | null | 'unavailable'; complete: boolean; pool: number }) {
  if (prices === null)
    return (
      <Hint role="status">
        <FormattedMessage id="axie.breeding.proj.loading" />
      </Hint>
    );
  if (prices === 'unavailable')
    return (
      <Hint role="alert">
        <FormattedMessage id="axie.breeding.eval.costNoPrices" />
      </Hint>
    );
  return (
    <Hint data-testid="cost-ranking-note">
      {complete ? <FormattedMessage id="axie.breeding.eval.costNote" /> : <FormattedMessage id="axie.breeding.eval.costPartial" values={{ pool }} />}
    </Hint>
  );
}
