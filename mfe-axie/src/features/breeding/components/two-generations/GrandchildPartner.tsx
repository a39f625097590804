import { FormattedMessage, useIntl } from 'react-intl';
import type { BreedingPlan, PartnerOutlook, TokenPrices } from '@criadero/genetics';
import type { CreatureCard } from '../../../../api/axie-api';
import { priceUsdOf } from '../../domain/grid';
import { formatUsd } from '../numbers';
import { oddsPercent } from './oddsPercent';

/** What a plan costs in USD: the purchases once, and the expected breeding fees at today's token prices. */
export interface PlanCost {
  plan: BreedingPlan;
  purchasesUsd: number;
  tokens: TokenPrices;
}

/**
 * One partner for the child: its id, breeds, price if for sale, the grandchild's odds before the
 * child is seen, the share of children it can work with and, with token prices, the buy-once plan.
 */
export function GrandchildPartner({ partner, creature, cost }: { partner: PartnerOutlook; creature: CreatureCard; cost: PlanCost | null }) {
  const intl = useIntl();
  const forSale = priceUsdOf(creature);
  const spend = cost ? cost.purchasesUsd + cost.plan.slp * cost.tokens.slpUsd + cost.plan.axs * cost.tokens.axsUsd : 0;
  return (
    <li data-testid="grandchild-partner" data-id={partner.id}>
      <FormattedMessage
        id="axie.breeding.twoGen.partner"
        values={{
          id: partner.id,
          breeds: creature.breedCount,
          market: forSale === null ? 'no' : 'yes',
          price: forSale === null ? '' : formatUsd(intl, forSale),
          odds: <strong data-testid="grandchild-odds">{oddsPercent(intl, partner.blended)}</strong>,
        }}
      />{' '}
      <span data-testid="grandchild-reach">
        <FormattedMessage id="axie.breeding.twoGen.reach" values={{ share: oddsPercent(intl, partner.reachable), never: <strong>{oddsPercent(intl, 1 - partner.reachable)}</strong> }} />
      </span>
      {cost ? (
        <div data-testid="grandchild-plan">
          <FormattedMessage
            id="axie.breeding.twoGen.plan"
            values={{
              pairBreeds: cost.plan.pairBreeds,
              partnerBreeds: cost.plan.partnerBreeds,
              success: oddsPercent(intl, cost.plan.success),
              spend: formatUsd(intl, spend),
              purchases: formatUsd(intl, cost.purchasesUsd),
              perSuccess: cost.plan.success > 0 ? formatUsd(intl, spend / cost.plan.success) : '—',
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
