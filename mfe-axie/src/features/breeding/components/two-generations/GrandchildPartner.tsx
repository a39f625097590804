import { FormattedMessage, useIntl } from 'react-intl';
import type { TwoGenerationCost } from '@criadero/genetics';
import type { CreatureCard } from '../../../../api/axie-api';
import { priceUsdOf } from '../../domain/grid';
import { formatUsd } from '../numbers';
import { oddsPercent } from './oddsPercent';

/** One partner for the child: its id, breeds, price if for sale, the grandchild's odds and, with token prices, both breeds' cost. */
export function GrandchildPartner({ id, creature, score, cost }: { id: string; creature: CreatureCard; score: number; cost: TwoGenerationCost | null }) {
  const intl = useIntl();
  const forSale = priceUsdOf(creature);
  return (
    <li data-testid="grandchild-partner" data-id={id}>
      <FormattedMessage
        id="axie.breeding.twoGen.partner"
        values={{
          id,
          breeds: creature.breedCount,
          market: forSale === null ? 'no' : 'yes',
          price: forSale === null ? '' : formatUsd(intl, forSale),
          odds: <strong data-testid="grandchild-odds">{oddsPercent(intl, score)}</strong>,
        }}
      />{' '}
      {cost ? (
        <span data-testid="grandchild-cost">
          <FormattedMessage
            id="axie.breeding.twoGen.cost"
            values={{
              first: formatUsd(intl, cost.firstBreed.usd),
              second: formatUsd(intl, cost.secondBreed.usd),
              perSuccess: cost.perSuccessUsd === null ? '—' : formatUsd(intl, cost.perSuccessUsd),
            }}
          />
        </span>
      ) : null}
    </li>
  );
}
