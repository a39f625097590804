import { useIntl } from 'react-intl';

/** A US dollar amount in the reader's locale, '—' when there is none. */
export function useUsd() {
  const intl = useIntl();
  return (n: number | null) => (n === null ? '—' : intl.formatNumber(n, { style: 'currency', currency: 'USD' }));
}
