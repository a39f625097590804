import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GeneGroupKey, PairAnalysis } from '@criadero/genetics';
import { VisuallyHidden } from '@criadero/ui';
import { CLASS_NAMES, GROUP_NAMES } from './labels';
import { formatPercent } from './numbers';
import { wantedNames } from './partOptions';
import { Hint, TableWrap } from './styled';

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
      <TableWrap>
        <table>
          <caption>
            <VisuallyHidden>
              <FormattedMessage id="axie.breeding.prob.tableCaption" />
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="axie.breeding.prob.part" />
              </th>
              <th scope="col">D</th>
              <th scope="col">R1</th>
              <th scope="col">R2</th>
            </tr>
          </thead>
          <tbody>
            {(Object.entries(analysis.parts) as [GeneGroupKey, NonNullable<PairAnalysis['parts'][GeneGroupKey]>][]).map(([key, g]) => (
              <tr key={key} data-testid={`prob-row-${key}`}>
                <th scope="row">
                  {intl.formatMessage(GROUP_NAMES[key])}: {wantedNames(g.want, intl)}
                </th>
                <td>{pct(g.D)}</td>
                <td>{pct(g.R1)}</td>
                <td>{pct(g.R2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Hint>
        <FormattedMessage id="axie.breeding.prob.classOdds" />{' '}
        {Object.entries(analysis.class)
          .map(([c, v]) => `${intl.formatMessage(CLASS_NAMES[c as keyof typeof CLASS_NAMES])} ${pct(v)}`)
          .join(' · ')}
      </Hint>
    </div>
  );
}
