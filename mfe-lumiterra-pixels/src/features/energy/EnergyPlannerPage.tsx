import { FormattedMessage } from 'react-intl';
import { LoadState, ToolPage, useApiGet } from '@criadero/ui';
import type { EnergyRulesResponse } from '@criadero/api-contracts/lumiterra-pixels';
import { EnergyFormCard } from './EnergyFormCard';
import { EnergyPlanView } from './EnergyPlanView';
import { useEnergyPlan } from './useEnergyPlan';
import { ENERGY_NOTE } from './energy-note';

/** Lumiterra energy over a session, and the cheapest potions to buy or craft to finish it. */
export default function EnergyPlannerPage() {
  const rules = useApiGet<EnergyRulesResponse>(ENERGY_NOTE.read.path);
  const ready = rules.status === 'ready' ? rules.data : null;
  const planner = useEnergyPlan(ready);
  const { plan } = planner;
  const currency = plan?.prices.currency ?? ready?.prices.currency ?? '';
  return (
    <ToolPage
      title={<FormattedMessage id="lumiterraPixels.energy.title" />}
      purpose={<FormattedMessage id="lumiterraPixels.energy.purpose" />}
      notice={
        ready ? (
          <span data-testid="energy-notice">
            <FormattedMessage id={ENERGY_NOTE.id} values={{ rulesAsOf: ready.asOf, pricesAsOf: ready.prices.asOf, currency: ready.prices.currency }} />
          </span>
        ) : undefined
      }
    >
      {!ready ? rules.status !== 'ready' && <LoadState state={rules} retry={rules.retry} /> : <EnergyFormCard ready={ready} planner={planner} />}
      {plan && !planner.invalid ? <EnergyPlanView plan={plan} currency={currency} /> : null}
    </ToolPage>
  );
}
