import { FormattedMessage, useIntl } from 'react-intl';
import { Muted, ProbabilityTable } from '@criadero/ui';
import type { PairResponse } from '@criadero/api-contracts/apeiron';
import { TableWrap } from '../../../components/form';
import { Section, useLegacyText } from './parts';

type Analysis = PairResponse['analysis'];

/** The odds tab: the child's type and class, and which legacies it may inherit. */
export function PairOdds({ analysis }: { analysis: Analysis }) {
  return (
    <>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.typeOdds" />
        </h3>
        <TableWrap>
          <ProbabilityTable
            rows={analysis.typeOdds}
            rowKey={(t) => t.type}
            columns={[
              { header: <FormattedMessage id="apeiron.breeding.col.type" />, cell: (t) => t.type },
              { header: <FormattedMessage id="apeiron.breeding.col.bloodline" />, cell: (t) => t.bloodline },
            ]}
            probability={(t) => t.probability}
            probabilityHeader={<FormattedMessage id="apeiron.breeding.col.probability" />}
          />
        </TableWrap>
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.classOdds" />
        </h3>
        <TableWrap>
          <ProbabilityTable rows={analysis.classOdds} rowKey={(c) => c.avatarClass} columns={[{ cell: (c) => c.avatarClass }]} probability={(c) => c.probability} />
        </TableWrap>
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.legacy" />
        </h3>
        <LegacyOdds legacy={analysis.legacy} />
      </Section>
    </>
  );
}

function LegacyOdds({ legacy }: { legacy: Analysis['legacy'] }) {
  const intl = useIntl();
  const legacyText = useLegacyText();
  if (legacy.inheritance.length === 0)
    return (
      <Muted>
        <FormattedMessage id="apeiron.breeding.legacyNone" />
      </Muted>
    );
  return (
    <>
      <TableWrap>
        <ProbabilityTable
          rows={legacy.inheritance}
          rowKey={(l) => `${l.legacy.element}${l.legacy.threshold}`}
          columns={[
            { header: <FormattedMessage id="apeiron.breeding.col.legacy" />, cell: (l) => legacyText(l.legacy.element, l.legacy.threshold) },
            { header: <FormattedMessage id="apeiron.breeding.col.carriers" />, cell: (l) => l.carriers.map((id) => `#${id}`).join(', ') },
          ]}
          probability={(l) => l.chance}
          probabilityHeader={<FormattedMessage id="apeiron.breeding.col.chance" />}
        />
      </TableWrap>
      <Muted>
        <FormattedMessage id="apeiron.breeding.legacyAny" values={{ chance: intl.formatNumber(legacy.anyChance, { style: 'percent', maximumFractionDigits: 1 }) }} />
      </Muted>
    </>
  );
}
