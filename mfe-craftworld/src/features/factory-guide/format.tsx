import { useIntl } from 'react-intl';
import type { FactoryLevel } from '../../api/craftworld-api';

/** "3 EARTH + 2 WATER" with the locale's number format. */
export function useAmounts() {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 4 });
  return {
    n,
    amount: (a: { token: string; amount: number } | null) => (a ? `${n(a.amount)} ${a.token}` : '—'),
    inputs: (row: FactoryLevel) => row.inputs.map((i) => `${n(i.amount)} ${i.token}`).join(' + ') || '—',
  };
}
