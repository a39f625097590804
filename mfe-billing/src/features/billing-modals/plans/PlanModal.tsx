import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { WATCH_LIMITS } from '@criadero/api-contracts/axie/watch-limits';
import { Modal, Muted } from '@criadero/ui';
import { PeriodPicker } from './PeriodPicker';
import { PlanOfferCard } from './PlanOfferCard';
import { usePlanOffers, usePlanPurchase } from './usePlanOffers';

const HEADERS = defineMessages({
  0: { id: 'billing.plans.header.upgrade' },
  1: { id: 'billing.plans.header.extendPremium' },
  2: { id: 'billing.plans.header.extendElite' },
});
const BENEFITS = defineMessages({
  a: { id: 'billing.plans.benefit.analysis' },
  b: { id: 'billing.plans.benefit.pairs' },
  c: { id: 'billing.plans.benefit.odds' },
  d: { id: 'billing.plans.benefit.wallet' },
  e: { id: 'billing.plans.benefit.filters' },
});

const Cards = styled.div`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;
const Benefits = styled.ul`
  margin: 0.25rem 0 0; padding-left: 1.2rem;
`;

const Note = styled.p`
  margin: 0.75rem 0 0; padding: 0.6rem 0.8rem; border-left: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * Plan upgrade modal (spec §2): header by level, benefits, period selector, plan cards, footnote.
 * With Premium running, a note says the upgrade keeps it (paused under ELITE, resumed after).
 */
export function PlanModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { config, error, level, chosen, setPeriod, cards, premiumDaysLeft } = usePlanOffers();
  const { paying, buy } = usePlanPurchase(config, onClose);

  return (
    <Modal open={open} onClose={onClose} closable={paying === null} width="760px" title={<FormattedMessage {...HEADERS[level]} />}>
      <div data-testid="plan-modal">
        <Benefits>
          {Object.values(BENEFITS).map((message) => (
            <li key={message.id}>
              <FormattedMessage {...message} />
            </li>
          ))}
        </Benefits>
        <PeriodPicker chosen={chosen} disabled={paying !== null} onChange={setPeriod} />
        {error ? (
          <Muted role="alert">
            <FormattedMessage id="billing.config.error" />
          </Muted>
        ) : null}
        <Cards>
          {cards.map((plan) => (
            <PlanOfferCard key={plan.id} plan={plan} level={level} paying={paying} canPay={config?.enabled === true} onBuy={(p) => void buy(p)} />
          ))}
        </Cards>
        {premiumDaysLeft > 0 ? (
          <Note data-testid="plan-upgrade-note">
            <FormattedMessage id="billing.plans.upgradeKeepsPremium" values={{ days: premiumDaysLeft }} />
          </Note>
        ) : null}
        <Muted as="p" style={{ marginTop: '0.75rem' }}>
          <FormattedMessage id="billing.plans.footnote" />
        </Muted>
        <Muted as="p">
          <FormattedMessage id="billing.plans.watchesWithoutPlan" values={{ count: WATCH_LIMITS[0] }} />
        </Muted>
        {config ? (
          <Muted as="p">
            <FormattedMessage id="billing.prices.asOf" values={{ date: config.pricesAsOf }} />
            {config.enabled ? null : (
              <>
                {' '}
                <FormattedMessage id="billing.pay.disabled" />
              </>
            )}
          </Muted>
        ) : null}
      </div>
    </Modal>
  );
}
