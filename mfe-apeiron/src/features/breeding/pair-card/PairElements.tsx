import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Muted, ProbabilityTable } from '@criadero/ui';
import type { PairResponse } from '@criadero/api-contracts/apeiron';
import { ElementBar } from '../../../components/ElementBar';
import { TableWrap } from '../../../components/form';
import { Section, useLegacyText } from './parts';

/** Two-letter element names for the odds table: one letter made Agua and Aire both 'A'. */
const ELEMENT_SHORT = defineMessages({
  fire: { id: 'apeiron.element.fireShort' },
  water: { id: 'apeiron.element.waterShort' },
  earth: { id: 'apeiron.element.earthShort' },
  air: { id: 'apeiron.element.airShort' },
});

type Outcome = PairResponse['analysis']['outcomes'][number];

/** The elements tab: the child's expected elements and every outcome with its odds. */
export function PairElements({ analysis, config }: Pick<PairResponse, 'analysis' | 'config'>) {
  const intl = useIntl();
  const legacyText = useLegacyText();
  const describe = (o: Outcome) =>
    (['fire', 'water', 'earth', 'air'] as const).map((e) => `${intl.formatMessage(ELEMENT_SHORT[e])}${o.elements[e]}`).join(' ') +
    (o.legacyApplied ? ` · ${intl.formatMessage({ id: 'apeiron.breeding.legacyApplied' }, { legacy: legacyText(o.legacyApplied.element, o.legacyApplied.threshold) })}` : '');
  return (
    <>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.expected" />
        </h3>
        <ElementBar elements={analysis.expected} />
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.outcomes" />
        </h3>
        <TableWrap>
          <ProbabilityTable
            rows={analysis.outcomes}
            rowKey={(o) => JSON.stringify(o.elements)}
            columns={[
              { header: <FormattedMessage id="apeiron.breeding.col.elements" />, cell: describe },
              { header: <FormattedMessage id="apeiron.breeding.col.type" />, cell: (o) => o.type },
            ]}
            probability={(o) => o.probability}
            probabilityHeader={<FormattedMessage id="apeiron.breeding.col.probability" />}
          />
        </TableWrap>
      </Section>
      <Muted>
        <FormattedMessage id="apeiron.breeding.elementModel" values={{ parentWeight: config.parentWeight, grandparentWeight: config.grandparentWeight }} />
      </Muted>
    </>
  );
}
