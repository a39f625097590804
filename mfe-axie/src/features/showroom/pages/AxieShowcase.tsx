import { FormattedMessage, FormattedNumber, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ApiImage, ColumnHeaders } from '@criadero/ui';
import { PART_TYPE_LABELS, capitalize } from '../../../i18n/labels';
import { Chip, TableBox, classColor } from '../../../components/styled';
import { OriginChip } from '../../../components/Notes';
import type { Gene, ShowroomAxie, SourceInfo } from '@criadero/api-contracts/axie';
import { CardCell } from './CardCell';

const Box = styled.article`
  background: ${({ theme }) => theme.colors.surfaceRaised}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.75rem; min-width: 0; margin-bottom: 1rem;
  header { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  header img { width: 160px; max-width: 40%; height: auto; }
  h2 { margin: 0; font-size: 1.2rem; }
  dl { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.4rem; margin: 0.5rem 0; max-width: 28rem; }
  dt { font-size: 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

const STAT_LABELS = defineMessages({
  hp: { id: 'axie.showroom.stat.hp' },
  speed: { id: 'axie.showroom.stat.speed' },
  skill: { id: 'axie.showroom.stat.skill' },
  morale: { id: 'axie.showroom.stat.morale' },
});

function GeneCell({ gene }: { gene: Gene }) {
  return (
    <span style={{ color: classColor(gene.class) }}>
      {gene.name}
      {gene.specialGenes ? <small> ({gene.specialGenes})</small> : null}
    </span>
  );
}

/** One axie of the showroom: portrait, class, stats, its parts with D/R1/R2 and their cards. */
export function AxieShowcase({ axie, sourceKind }: { axie: ShowroomAxie; sourceKind: SourceInfo['kind'] }) {
  const intl = useIntl();
  return (
    <Box data-testid={`showroom-axie-${axie.id}`} aria-labelledby={`axie-${axie.id}`}>
      <header>
        <ApiImage src={axie.image} alt={intl.formatMessage({ id: 'axie.showroom.portrait' }, { id: axie.id })} />
        <div>
          <h2 id={`axie-${axie.id}`}>Axie #{axie.id}</h2>
          <p>
            <OriginChip origin={axie.origin} sourceKind={sourceKind} />
            <Chip $color={classColor(axie.class)}>{capitalize(axie.class)}</Chip>
            <Chip>{axie.bodyShape}</Chip>
            <Chip>
              <FormattedMessage id="axie.showroom.breeds" values={{ count: axie.breedCount }} />
            </Chip>
            <Chip>
              <FormattedMessage id="axie.showroom.purity" values={{ purity: intl.formatNumber(axie.purity, { maximumFractionDigits: 1 }) }} />
            </Chip>
            {axie.priceUsd !== null ? (
              <Chip>
                <FormattedNumber value={axie.priceUsd} style="currency" currency="USD" />
              </Chip>
            ) : null}
          </p>
          <dl data-testid="axie-stats">
            {(['hp', 'speed', 'skill', 'morale'] as const).map((k) => (
              <div key={k}>
                <dt>{intl.formatMessage(STAT_LABELS[k])}</dt>
                <dd>{axie.stats[k]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <TableBox aria-label={intl.formatMessage({ id: 'axie.showroom.partsOf' }, { id: axie.id })}>
        <table>
          <ColumnHeaders titles={['axie.tools.part', { text: 'D' }, { text: 'R1' }, { text: 'R2' }, 'axie.showroom.card', 'axie.showroom.evolvedCard']} />
          <tbody>
            {axie.parts.map((p) => (
              <tr key={p.type} data-testid="showroom-part">
                <th scope="row">{intl.formatMessage(PART_TYPE_LABELS[p.type as keyof typeof PART_TYPE_LABELS])}</th>
                <td>
                  <GeneCell gene={p.d} />
                </td>
                <td>
                  <GeneCell gene={p.r1} />
                </td>
                <td>
                  <GeneCell gene={p.r2} />
                </td>
                <td style={{ minWidth: '12rem' }}>
                  <CardCell card={p.card} />
                </td>
                <td style={{ minWidth: '12rem' }}>
                  <CardCell card={p.evolvedCard} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </Box>
  );
}
