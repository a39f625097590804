import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PairAnalysis } from '@criadero/genetics';
import { VisuallyHidden } from '@criadero/ui';
import { CLASS_NAMES } from './labels';
import { formatPercent } from './numbers';
import { analysedGroups, PartTable, SLOT_COLUMNS } from './PartTable';
import { Hint } from './styled';

const Big = styled.p<{ $band: keyof import('styled-components').DefaultTheme['bands'] }>`
  font-size: 1.3rem; margin: 0.25rem 0 0.75rem;
  strong { color: ${({ theme, $band }) => theme.bands[$band]}; }
`;

export function ProbabilitiesTab({ analysis }: { analysis: PairAnalysis | null }) {
  const intl = useIntl();
  const pct = (n: number) => formatPercent(intl, n);
  if (!analysis)
    return (
      <Hint>
        <FormattedMessage id="axie.breeding.prob.noFilter" />
      </Hint>
    );
  return (
    <div>
      <Big $band={analysis.band}>
        <FormattedMessage id="axie.breeding.prob.allD" />{' '}
        <strong data-testid="prob-allD">{pct(analysis.allWantedD)}</strong>
      </Big>
      <p>
        <FormattedMessage id="axie.breeding.prob.custom" /> <strong data-testid="prob-custom">{pct(analysis.custom)}</strong>
      </p>
      <PartTable
        caption={
          <VisuallyHidden>
            <FormattedMessage id="axie.breeding.prob.tableCaption" />
          </VisuallyHidden>
        }
        columns={SLOT_COLUMNS}
        rows={analysedGroups(analysis).map(([key, g]) => ({
          group: key,
          want: g.want,
          cells: [pct(g.D), pct(g.R1), pct(g.R2)],
          testId: `prob-row-${key}`,
        }))}
      />
      <Hint>
        <FormattedMessage id="axie.breeding.prob.classOdds" />{' '}
        {Object.entries(analysis.class)
          .map(([c, v]) => `${intl.formatMessage(CLASS_NAMES[c as keyof typeof CLASS_NAMES])} ${pct(v)}`)
          .join(' · ')}
      </Hint>
    </div>
  );
}
