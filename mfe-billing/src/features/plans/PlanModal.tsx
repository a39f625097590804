import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { WATCH_LIMITS } from '@criadero/api-contracts/axie/watch-limits';
import { userAtom } from '@criadero/session';
import { Button, Modal, Muted } from '@criadero/ui';
import type { Plan } from '../../api/billing-api';
import { useBillingConfig } from '../../api/useBillingConfig';
import { toUnits } from '../../payments/usdc';
import { usePurchase } from '../../payments/usePurchase';
import { billingApi } from '../../api/billing-api';
import { readAffiliateCode } from '../../payments/affiliate';

const HEADERS = defineMessages({
  0: { id: 'billing.plans.header.upgrade' },
  1: { id: 'billing.plans.header.extendPremium' },
  2: { id: 'billing.plans.header.extendElite' },
});
const PERIODS = defineMessages({
  daily: { id: 'billing.plans.period.daily' },
  monthly: { id: 'billing.plans.period.monthly' },
  yearly: { id: 'billing.plans.period.yearly' },
});
const TITLES = defineMessages({ 1: { id: 'billing.plans.title.premium' }, 2: { id: 'billing.plans.title.elite' } });
const BENEFITS = defineMessages({
  a: { id: 'billing.plans.benefit.analysis' },
  b: { id: 'billing.plans.benefit.pairs' },
  c: { id: 'billing.plans.benefit.odds' },
  d: { id: 'billing.plans.benefit.wallet' },
  e: { id: 'billing.plans.benefit.filters' },
});

const Periods = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0;
  label { display: inline-flex; align-items: center; gap: 0.3rem; padding: 0.3rem 0.7rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; cursor: pointer; }
  input:checked + span { color: ${({ theme }) => theme.colors.accent}; font-weight: 600; }
`;
const Cards = styled.div`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;
const PlanCard = styled.article<{ $elite: boolean }>`
  border: 1px solid ${({ theme, $elite }) => ($elite ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.9rem; display: flex; flex-direction: column; gap: 0.35rem;
  h3 { margin: 0; font-size: 1.1rem; }
  .price { font-size: 1.5rem; font-weight: 700; }
  s { color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Benefits = styled.ul`
  margin: 0.25rem 0 0; padding-left: 1.2rem;
`;

const Note = styled.p`
  margin: 0.75rem 0 0; padding: 0.6rem 0.8rem; border-left: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * Whole days of Premium left, rounded up: the server adds the Premium time an Elite purchase
 * covers back after it, in whole days rounded up (services/billing plan-time.ts).
 */
function daysLeft(until: string | null | undefined, now = Date.now()): number {
  const ms = until ? Date.parse(until) - now : 0;
  return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}

/**
 * Plan upgrade modal (spec §2): header by level, benefits, period selector, plan cards, footnote.
 * With Premium running, a note says the upgrade keeps it (paused under ELITE, resumed after).
 */
export function PlanModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const user = useAtomValue(userAtom);
  const { config, error } = useBillingConfig();
  const purchase = usePurchase();
  const [period, setPeriod] = useState<Plan['period'] | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const level = user?.premium ?? 0;
  const chosen = period ?? config?.defaultPeriod ?? 'monthly';
  // Elite sees only the Elite plans (spec §6)
  const cards = (config?.plans ?? []).filter((plan) => plan.period === chosen && (level < 2 || plan.level === 2));
  const premiumDaysLeft = level === 1 ? daysLeft(user?.premiumUntil) : 0;

  const buy = async (plan: Plan) => {
    if (!config) return;
    setPaying(plan.id);
    try {
      const outcome = await purchase(config, {
        kind: 'plan',
        units: toUnits(plan.price),
        record: (_wallet, txHash) => ({ txHash, plan: plan.id, affiliateCode: readAffiliateCode() }),
        check: async (record) => (await billingApi.checkPayment(record)).premium,
      });
      if (outcome !== 'failed') onClose();
    } finally {
      setPaying(null);
    }
  };

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
        <Periods role="radiogroup" aria-label={intl.formatMessage({ id: 'billing.plans.period.label' })}>
          {(['daily', 'monthly', 'yearly'] as const).map((p) => (
            <label key={p}>
              <input type="radio" name="plan-period" value={p} checked={chosen === p} onChange={() => setPeriod(p)} disabled={paying !== null} />
              <span>
                <FormattedMessage {...PERIODS[p]} />
              </span>
            </label>
          ))}
        </Periods>
        {error ? (
          <Muted role="alert">
            <FormattedMessage id="billing.config.error" />
          </Muted>
        ) : null}
        <Cards>
          {cards.map((plan) => (
            <PlanCard key={plan.id} $elite={plan.level === 2} data-testid={`plan-card-${plan.id}`}>
              <h3>
                <FormattedMessage {...TITLES[plan.level]} />
              </h3>
              <div className="price">
                <FormattedMessage id="billing.usdc" values={{ amount: plan.price }} />
              </div>
              {plan.oldPrice !== null ? (
                <s aria-label={intl.formatMessage({ id: 'billing.plans.oldPrice' }, { amount: plan.oldPrice })}>
                  <FormattedMessage id="billing.usdc" values={{ amount: plan.oldPrice }} />
                </s>
              ) : null}
              <span>
                <FormattedMessage id="billing.plans.duration" values={{ days: plan.days }} />
              </span>
              {plan.ilimitado ? (
                <Muted as="span">
                  <FormattedMessage id="billing.plans.unlimited" />
                </Muted>
              ) : null}
              <Muted as="span" data-testid="plan-watches">
                <FormattedMessage id="billing.plans.watches" values={{ count: WATCH_LIMITS[plan.level] }} />
              </Muted>
              <Button type="button" $variant="primary" disabled={paying !== null || !config?.enabled} onClick={() => void buy(plan)}>
                {paying === plan.id ? (
                  <FormattedMessage id="billing.pay.processing" />
                ) : level > 0 && level === plan.level ? (
                  <FormattedMessage id="billing.plans.extend" />
                ) : (
                  <FormattedMessage id="billing.plans.buy" />
                )}
              </Button>
            </PlanCard>
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
