import { useState } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Muted, Tabs } from '@criadero/ui';
import type { PairResponse, Planet } from '@criadero/api-contracts/apeiron';
import { ElementBar } from '../../components/ElementBar';
import { TableWrap } from '../../components/form';
import { ELEMENT_LABELS, STAGE_LABELS } from '../../i18n/labels';

const Head = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; justify-content: space-between; margin-bottom: 0.75rem;
  h2 { margin: 0; font-size: 1.2rem; }
`;
const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0; font-weight: 600; color: ${({ theme, $ok }) => ($ok ? theme.colors.accent : theme.colors.danger)};
`;
const Parents = styled.div`
  display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); margin-bottom: 0.75rem;
`;
const Mini = styled.div`
  background: ${({ theme }) => theme.colors.bg}; border-radius: ${({ theme }) => theme.radius}; padding: 0.6rem; min-width: 0;
  h3 { margin: 0 0 0.3rem; font-size: 1rem; }
  p { margin: 0.2rem 0 0.4rem; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Section = styled.section`
  margin-bottom: 1rem;
  h3 { font-size: 1rem; margin: 0 0 0.4rem; }
`;
// ids chosen by data are listed here so the catalogue check (formatjs) sees them
const ISSUES = defineMessages({
  SAME_PLANET: { id: 'apeiron.breeding.issue.SAME_PLANET' },
  PARENT_CHILD: { id: 'apeiron.breeding.issue.PARENT_CHILD' },
  SIBLINGS: { id: 'apeiron.breeding.issue.SIBLINGS' },
  BREED_LIMIT: { id: 'apeiron.breeding.issue.BREED_LIMIT' },
});
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

/** Two-letter element names for the odds table: one letter made Agua and Aire both 'A'. */
const ELEMENT_SHORT = defineMessages({
  fire: { id: 'apeiron.element.fireShort' },
  water: { id: 'apeiron.element.waterShort' },
  earth: { id: 'apeiron.element.earthShort' },
  air: { id: 'apeiron.element.airShort' },
});

const Pct = ({ value }: { value: number }) => <FormattedNumber value={value} style="percent" maximumFractionDigits={1} />;

function ParentSummary({ planet, label }: { planet: Planet; label: string }) {
  return (
    <Mini>
      <h3>
        {label} · #{planet.id} {planet.type}
      </h3>
      <p>
        <FormattedMessage
          id="apeiron.breeding.parentMeta"
          values={{ avatarClass: planet.avatarClass, breedCount: planet.breedCount, generation: planet.generation, ageDays: planet.ageDays }}
        />{' '}
        · <FormattedMessage {...STAGE_LABELS[planet.stage]} />
      </p>
      <ElementBar elements={planet.elements} />
    </Mini>
  );
}

/** The pair card: verdict, then three tabs (odds, elements, cost and rules). */
export function PairCard({ result }: { result: PairResponse }) {
  const intl = useIntl();
  const [tab, setTab] = useState('odds');
  const { analysis, config, a, b } = result;
  const { checks } = analysis;
  const legacyText = (element: keyof typeof ELEMENT_LABELS, threshold: number) => `${intl.formatMessage(ELEMENT_LABELS[element])} ${threshold}`;

  const odds = (
    <>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.typeOdds" />
        </h3>
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th><FormattedMessage id="apeiron.breeding.col.type" /></th>
                <th><FormattedMessage id="apeiron.breeding.col.bloodline" /></th>
                <th><FormattedMessage id="apeiron.breeding.col.probability" /></th>
              </tr>
            </thead>
            <tbody>
              {analysis.typeOdds.map((t) => (
                <tr key={t.type}>
                  <td>{t.type}</td>
                  <td>{t.bloodline}</td>
                  <td><Pct value={t.probability} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.classOdds" />
        </h3>
        <TableWrap>
          <table>
            <tbody>
              {analysis.classOdds.map((c) => (
                <tr key={c.avatarClass}>
                  <td>{c.avatarClass}</td>
                  <td><Pct value={c.probability} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.legacy" />
        </h3>
        {analysis.legacy.inheritance.length === 0 ? (
          <Muted>
            <FormattedMessage id="apeiron.breeding.legacyNone" />
          </Muted>
        ) : (
          <>
            <TableWrap>
              <table>
                <thead>
                  <tr>
                    <th><FormattedMessage id="apeiron.breeding.col.legacy" /></th>
                    <th><FormattedMessage id="apeiron.breeding.col.carriers" /></th>
                    <th><FormattedMessage id="apeiron.breeding.col.chance" /></th>
                  </tr>
                </thead>
                <tbody>
                  {analysis.legacy.inheritance.map((l) => (
                    <tr key={`${l.legacy.element}${l.legacy.threshold}`}>
                      <td>{legacyText(l.legacy.element, l.legacy.threshold)}</td>
                      <td>{l.carriers.map((id) => `#${id}`).join(', ')}</td>
                      <td><Pct value={l.chance} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <Muted>
              <FormattedMessage id="apeiron.breeding.legacyAny" values={{ chance: intl.formatNumber(analysis.legacy.anyChance, { style: 'percent', maximumFractionDigits: 1 }) }} />
            </Muted>
          </>
        )}
      </Section>
    </>
  );

  const elements = (
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
          <table>
            <thead>
              <tr>
                <th><FormattedMessage id="apeiron.breeding.col.elements" /></th>
                <th><FormattedMessage id="apeiron.breeding.col.type" /></th>
                <th><FormattedMessage id="apeiron.breeding.col.probability" /></th>
              </tr>
            </thead>
            <tbody>
              {analysis.outcomes.map((o) => (
                <tr key={JSON.stringify(o.elements)}>
                  <td>
                    {(['fire', 'water', 'earth', 'air'] as const).map((e) => `${intl.formatMessage(ELEMENT_SHORT[e])}${o.elements[e]}`).join(' ')}
                    {o.legacyApplied ? ` · ${intl.formatMessage({ id: 'apeiron.breeding.legacyApplied' }, { legacy: legacyText(o.legacyApplied.element, o.legacyApplied.threshold) })}` : ''}
                  </td>
                  <td>{o.type}</td>
                  <td><Pct value={o.probability} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Section>
      <Muted>
        <FormattedMessage id="apeiron.breeding.elementModel" values={{ parentWeight: config.parentWeight, grandparentWeight: config.grandparentWeight }} />
      </Muted>
    </>
  );

  const cost = (
    <>
      <Section>
        <h3>
          <FormattedMessage id="apeiron.breeding.cost" />
        </h3>
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th><FormattedMessage id="apeiron.breeding.col.planet" /></th>
                <th><FormattedMessage id="apeiron.breeding.col.bloodline" /></th>
                <th>APRS</th>
                <th>ANIMA</th>
              </tr>
            </thead>
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

  return (
    <Card data-testid="pair-card" aria-labelledby="pair-title">
      <Head>
        <h2 id="pair-title">
          #{a.id} × #{b.id}
        </h2>
        <Verdict $ok={checks.canBreed} role="status" data-testid="pair-verdict">
          {checks.canBreed ? (
            <FormattedMessage id="apeiron.breeding.canBreed" />
          ) : (
            checks.issues.map((issue) => intl.formatMessage({ id: ISSUES[issue].id }, { ids: checks.atLimit.map((id) => `#${id}`).join(', ') })).join(' · ')
          )}
        </Verdict>
      </Head>
      <Parents>
        <ParentSummary planet={a} label="A" />
        <ParentSummary planet={b} label="B" />
      </Parents>
      {/* a pair that cannot breed has no odds, elements or cost to show: only why not */}
      {checks.canBreed ? (
      <Tabs
        label={intl.formatMessage({ id: 'apeiron.breeding.tabsLabel' })}
        active={tab}
        onChange={setTab}
        items={[
          { id: 'odds', label: <FormattedMessage id="apeiron.breeding.tab.odds" />, content: odds },
          { id: 'elements', label: <FormattedMessage id="apeiron.breeding.tab.elements" />, content: elements },
          { id: 'cost', label: <FormattedMessage id="apeiron.breeding.tab.cost" />, content: cost },
        ]}
      />
      ) : null}
    </Card>
  );
}
