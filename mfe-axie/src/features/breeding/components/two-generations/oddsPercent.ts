import type { IntlShape } from 'react-intl';
import { percent3 } from '@criadero/genetics';
import { formatPercent } from '../numbers';

/** An engine probability (0..1) as a percentage with the engine's 3 decimals. */
export const oddsPercent = (intl: IntlShape, fraction: number) => formatPercent(intl, percent3(fraction));
