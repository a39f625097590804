import type { IntlShape } from 'react-intl';
import type { CombinationEntry } from '../domain/combination';
import { GROUP_NAMES, OPERATION_NAMES } from './labels';
import { formatPercent } from './numbers';
import { partName } from './partOptions';

/** A combination rule as the page words it: "Ojos: Zeal — desde 50 %". */
export function combinationRuleText(intl: IntlShape, e: CombinationEntry): string {
  const percent = e.operation === 'desde' || e.operation === 'hasta' ? ` ${formatPercent(intl, e.percent, { min: 0 })}` : '';
  return `${intl.formatMessage(GROUP_NAMES[e.type])}: ${partName(e.part)} — ${intl.formatMessage(OPERATION_NAMES[e.operation])}${percent}`;
}
