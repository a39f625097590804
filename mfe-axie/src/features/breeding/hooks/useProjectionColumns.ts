import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProjectionRow } from '@criadero/genetics';
import { formatDecimal, formatPercent, formatUsd } from '../components/numbers';

export interface ProjectionColumn {
  key: string;
  label: string;
  cell: (r: ProjectionRow) => ReactNode;
  testId?: string;
}

/** The projection table's columns: all of them when `wide`, else the essentials; totals with the parents' price when `parentsUsd` is set. */
export function useProjectionColumns(wide: boolean, parentsUsd: number | null): ProjectionColumn[] {
  const intl = useIntl();
  const usd = (n: number) => formatUsd(intl, n);
  const perSuccess = (n: number | null) => (n === null ? '—' : usd(n));
  return [
    { key: 'breed', label: intl.formatMessage({ id: 'axie.breeding.proj.breed' }), cell: (r) => r.breedNum },
    ...(wide
      ? [
          { key: 'slp', label: 'SLP', cell: (r: ProjectionRow) => intl.formatNumber(r.slp_cost) },
          { key: 'axs', label: 'AXS', cell: (r: ProjectionRow) => intl.formatNumber(r.axs_cost) },
        ]
      : []),
    { key: 'cost', label: intl.formatMessage({ id: 'axie.breeding.proj.cost' }), cell: (r) => usd(r.usd_cost) },
    { key: 'probBreed', label: intl.formatMessage({ id: 'axie.breeding.proj.probBreed' }), cell: (r) => formatPercent(intl, r.probBreed) },
    ...(wide
      ? [
          { key: 'probCustomBreed', label: intl.formatMessage({ id: 'axie.breeding.proj.probCustomBreed' }), cell: (r: ProjectionRow) => formatPercent(intl, r.probCustomBreed) },
          { key: 'expected', label: intl.formatMessage({ id: 'axie.breeding.proj.expected' }), cell: (r: ProjectionRow) => formatDecimal(intl, r.expected, 3) },
        ]
      : []),
    {
      key: 'total',
      label: parentsUsd !== null ? intl.formatMessage({ id: 'axie.breeding.proj.totalWithParents' }) : intl.formatMessage({ id: 'axie.breeding.proj.total' }),
      cell: (r) => usd(parentsUsd !== null ? r.usd_total_with_parents : r.usd_cost_total),
      testId: 'proj-total',
    },
    { key: 'perSuccess', label: intl.formatMessage({ id: 'axie.breeding.proj.perSuccess' }), cell: (r) => perSuccess(parentsUsd !== null ? r.usd_per_success_with_parents : r.usd_cost_per_expected) },
  ];
}
