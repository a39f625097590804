import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Tabs } from '@criadero/ui';
import type { PairResponse, Planet } from '@criadero/api-contracts/apeiron';
import { ElementBar } from '../../components/ElementBar';
import { PlanetMeta } from '../../components/PlanetMeta';
import { PairCostAndRules } from './pair-card/PairCostAndRules';
import { PairElements } from './pair-card/PairElements';
import { PairOdds } from './pair-card/PairOdds';

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
// ids chosen by data are listed here so the catalogue check (formatjs) sees them
const ISSUES = defineMessages({
  SAME_PLANET: { id: 'apeiron.breeding.issue.SAME_PLANET' },
  PARENT_CHILD: { id: 'apeiron.breeding.issue.PARENT_CHILD' },
  SIBLINGS: { id: 'apeiron.breeding.issue.SIBLINGS' },
  BREED_LIMIT: { id: 'apeiron.breeding.issue.BREED_LIMIT' },
});

function ParentSummary({ planet, label }: { planet: Planet; label: string }) {
  return (
    <Mini>
      <h3>
        {label} · #{planet.id} {planet.type}
      </h3>
      <p>
        <PlanetMeta planet={planet} />
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
          { id: 'odds', label: <FormattedMessage id="apeiron.breeding.tab.odds" />, content: <PairOdds analysis={analysis} /> },
          { id: 'elements', label: <FormattedMessage id="apeiron.breeding.tab.elements" />, content: <PairElements analysis={analysis} config={config} /> },
          { id: 'cost', label: <FormattedMessage id="apeiron.breeding.tab.cost" />, content: <PairCostAndRules analysis={analysis} config={config} /> },
        ]}
      />
      ) : null}
    </Card>
  );
}
