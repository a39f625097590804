import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Plan } from '../../../api/billing-api';

const PERIODS = defineMessages({
  daily: { id: 'billing.plans.period.daily' },
  monthly: { id: 'billing.plans.period.monthly' },
  yearly: { id: 'billing.plans.period.yearly' },
});

const Periods = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0;
  label { display: inline-flex; align-items: center; gap: 0.3rem; padding: 0.3rem 0.7rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; cursor: pointer; }
  input:checked + span { color: ${({ theme }) => theme.colors.accent}; font-weight: 600; }
`;

/** The plan period radios (daily, monthly, yearly); held while a payment is under way. */
export function PeriodPicker({ chosen, disabled, onChange }: { chosen: Plan['period']; disabled: boolean; onChange: (period: Plan['period']) => void }) {
  const intl = useIntl();
  return (
    <Periods role="radiogroup" aria-label={intl.formatMessage({ id: 'billing.plans.period.label' })}>
      {(['daily', 'monthly', 'yearly'] as const).map((p) => (
        <label key={p}>
          <input type="radio" name="plan-period" value={p} checked={chosen === p} onChange={() => onChange(p)} disabled={disabled} />
          <span>
            <FormattedMessage {...PERIODS[p]} />
          </span>
        </label>
      ))}
    </Periods>
  );
}
