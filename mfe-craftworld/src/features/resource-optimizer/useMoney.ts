import { useIntl } from 'react-intl';

/** Numbers to four significant digits in the user's language, and amounts in the optimizer's currency ('—' when unknown). */
export function useMoney(currency: string) {
  const intl = useIntl();
  const num = (v: number, digits = 4) => intl.formatNumber(v, { maximumSignificantDigits: digits });
  return { num, money: (v: number | null) => (v === null ? '—' : `${num(v)} ${currency}`) };
}
