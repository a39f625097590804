import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { WATCH_LIMITS } from '@criadero/api-contracts/axie/watch-limits';
import { Button, Muted } from '@criadero/ui';
import type { Plan } from '../../../api/billing-api';

const TITLES = defineMessages({ 1: { id: 'billing.plans.title.premium' }, 2: { id: 'billing.plans.title.elite' } });

const Card = styled.article<{ $elite: boolean }>`
  border: 1px solid ${({ theme, $elite }) => ($elite ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.9rem; display: flex; flex-direction: column; gap: 0.35rem;
  h3 { margin: 0; font-size: 1.1rem; }
  .price { font-size: 1.5rem; font-weight: 700; }
  s { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * One plan: its level, price (and the old price struck through), days, watches and the buy button,
 * which says "extend" on the user's own level and "processing" while this plan is being paid for.
 */
export function PlanOfferCard({ plan, level, paying, canPay, onBuy }: {
  plan: Plan;
  level: number;
  paying: string | null;
  canPay: boolean;
  onBuy: (plan: Plan) => void;
}) {
  const intl = useIntl();
  return (
    <Card $elite={plan.level === 2} data-testid={`plan-card-${plan.id}`}>
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
      <Button type="button" $variant="primary" disabled={paying !== null || !canPay} onClick={() => onBuy(plan)}>
        {paying === plan.id ? (
          <FormattedMessage id="billing.pay.processing" />
        ) : level > 0 && level === plan.level ? (
          <FormattedMessage id="billing.plans.extend" />
        ) : (
          <FormattedMessage id="billing.plans.buy" />
        )}
      </Button>
    </Card>
  );
}
