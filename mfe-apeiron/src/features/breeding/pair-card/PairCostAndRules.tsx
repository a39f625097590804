import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';
import { ColumnHeaders, Muted } from '@criadero/ui';
import type { PairResponse } from '@criadero/api-contracts/apeiron';
import { TableWrap } from '../../../components/form';
import { Section } from './parts';

const COST_NOTES = defineMessages({
  placeholder: { id: 'apeiron.breeding.costNote.placeholder' },
  community: { id: 'apeiron.breeding.costNote.community' },
  official: { id: 'apeiron.breeding.costNote.official' },
});
const PARAMS = defineMessages({
  elementWeights: { id: 'apeiron.breeding.param.elementWeights' },
  limits: { id: 'apeiron.breeding.param.limits' },
  timings: { id: 'apeiron.breeding.param.timings' },
  legacy: { id: 'apeiron.breeding.param.legacy' },
  cost: { id: 'apeiron.breeding.param.cost' },
});
const PROVENANCE = defineMessages({
  official: { id: 'apeiron.breeding.provenance.official' },
  community: { id: 'apeiron.breeding.provenance.community' },
  placeholder: { id: 'apeiron.breeding.provenance.placeholder' },
});
const HATCH = defineMessages({
  normal: { id: 'apeiron.breeding.hatch' },
  inbred: { id: 'apeiron.breeding.hatchInbred' },
});

type Props = Pick<PairResponse, 'analysis' | 'config'>;

/** The cost and rules tab: what each parent pays, the breeding limits and timings, and their sources. */
export function PairCostAndRules({ analysis, config }: Props) {
  const { checks } = analysis;
  return (
    <>
      <BreedingCost analysis={analysis} config={config} />
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.rules" />
        </h3>
        <ul>
          <li>
            <FormattedMessage id="apeiron.breeding.conjunctionsLeft" values={{ a: checks.conjunctionsLeft[0], b: checks.conjunctionsLeft[1], max: config.maxConjunctions }} />
          </li>
          <li>
            <FormattedMessage id={HATCH[checks.inbred ? 'inbred' : 'normal'].id} values={{ days: checks.hatchDays }} />
          </li>
          <li>
            <FormattedMessage id="apeiron.breeding.cooldown" values={{ days: checks.cooldownDays }} />
          </li>
        </ul>
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.sources" values={{ asOf: config.asOf }} />
        </h3>
        <ul>
          {(['elementWeights', 'limits', 'timings', 'legacy', 'cost'] as const).map((key) => (
            <li key={key}>
              <FormattedMessage {...PARAMS[key]} />
              {': '}
              <FormattedMessage {...PROVENANCE[config.provenance[key].kind]} />{' '}
              <a href={config.provenance[key].url} target="_blank" rel="noreferrer">
                <FormattedMessage id="apeiron.breeding.sourceLink" />
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function BreedingCost({ analysis, config }: Props) {
  return (
    <Section>
      <h3>
        <FormattedMessage id="apeiron.breeding.cost" />
      </h3>
      <TableWrap>
        <table>
          <ColumnHeaders titles={['apeiron.breeding.col.planet', 'apeiron.breeding.col.bloodline', { text: 'APRS' }, { text: 'ANIMA' }]} />
          <tbody>
            {analysis.cost.perParent.map((p) => (
              <tr key={p.id}>
                <td>#{p.id}</td>
                <td>{p.bloodline}</td>
                <td><FormattedNumber value={p.aprs} /></td>
                <td><FormattedNumber value={p.anima} /></td>
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={2}><FormattedMessage id="apeiron.breeding.total" /></th>
              <td data-testid="cost-aprs"><strong><FormattedNumber value={analysis.cost.aprs} /></strong></td>
              <td><strong><FormattedNumber value={analysis.cost.anima} /></strong></td>
            </tr>
          </tbody>
        </table>
      </TableWrap>
      <Muted data-testid="cost-note">
        <FormattedMessage id={COST_NOTES[config.provenance.cost.kind].id} values={{ asOf: config.asOf }} />
      </Muted>
    </Section>
  );
}
