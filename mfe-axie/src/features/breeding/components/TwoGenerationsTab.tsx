import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { breedingPlan } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { pairBlock } from '../domain/pair-block';
import { toCostConfig } from '../domain/fees';
import { priceUsdOf } from '../domain/grid';
import { useFeeTable } from '../hooks/useFeeTable';
import { useTokenPrices } from '../hooks/useTokenPrices';
import { useTwoGenerations } from '../hooks/useTwoGenerations';
import { MODEL_NAMES } from './labels';
import { Hint } from './styled';
import { ChildGenes } from './two-generations/ChildGenes';
import { ChildOutlook } from './two-generations/ChildOutlook';
import { GrandchildPartner } from './two-generations/GrandchildPartner';

const Partners = styled.ol`
  margin: 0.25rem 0; padding-left: 1.4rem; font-size: 0.9rem;
  li { margin: 0.3rem 0; overflow-wrap: anywhere; }
`;

/** What buying a creature costs in the plan (USD), 0 for one the player has. */
const purchase = (c: CreatureCard) => priceUsdOf(c) ?? 0;

/**
 * "Dos generaciones": the exact genes of the pair's future child; which kinds of child can give
 * the page's target and with which partner; the best partners among the evaluation's Axies, each
 * with the share of children it can work with and the buy-once plan within the breed limits.
 */
export function TwoGenerationsTab({ a, b }: { a: CreatureCard; b: CreatureCard }) {
  const block = pairBlock(a, b);
  // an egg, a relative or a creature at the limit: no child, so nothing is worked out
  return block ? (
    <Hint role="note" data-testid="two-gen-blocked">
      <FormattedMessage id="axie.breeding.twoGen.noChild" />
    </Hint>
  ) : (
    <TwoGenerationsPlan a={a} b={b} />
  );
}

function TwoGenerationsPlan({ a, b }: { a: CreatureCard; b: CreatureCard }) {
  const intl = useIntl();
  const plan = useTwoGenerations(a, b);
  const prices = useTokenPrices();
  const fees = useFeeTable();
  const config = useMemo(() => toCostConfig(fees), [fees]);
  if (!plan) return <Hint role="note">{intl.formatMessage({ id: 'axie.breeding.twoGen.noChild' })}</Hint>;
  const modelLabel = intl.formatMessage(MODEL_NAMES[plan.model]);
  const tokens = typeof prices === 'object' && prices !== null ? prices : null;
  const { outlook } = plan;
  return (
    <div>
      <h4>
        <FormattedMessage id="axie.breeding.twoGen.childTitle" values={{ a: a.id, b: b.id, model: modelLabel }} />
      </h4>
      <Hint>
        <FormattedMessage id="axie.breeding.twoGen.childHint" />
      </Hint>
      <ChildGenes groups={plan.child.groups} />
      {outlook.status === 'done' ? (
        <ChildOutlook outlook={outlook.outlook} groups={outlook.outlook.groups} withClass={outlook.outlook.kinds.some((k) => k.kind.cls !== null)} modelLabel={modelLabel} />
      ) : null}
      <h4>
        <FormattedMessage id="axie.breeding.twoGen.partnersTitle" />
      </h4>
      {outlook.status === 'no-filter' ? (
        <Hint>
          <FormattedMessage id="axie.breeding.twoGen.noFilter" />
        </Hint>
      ) : outlook.status === 'loading' ? (
        <Hint role="status">
          <FormattedMessage id="axie.breeding.twoGen.loading" />
        </Hint>
      ) : outlook.status === 'failed' ? (
        <Hint role="alert">
          <FormattedMessage id="axie.breeding.twoGen.failed" />
        </Hint>
      ) : (
        <>
          <Hint>
            <FormattedMessage id="axie.breeding.twoGen.partnersHint" values={{ count: outlook.outlook.candidates, metric: plan.metric, model: modelLabel }} />
          </Hint>
          {outlook.outlook.partners.length ? (
            <Partners data-testid="grandchild-partners">
              {outlook.outlook.partners.map((p) => {
                const creature = outlook.byId.get(p.id)!;
                const cost = tokens && {
                  tokens,
                  purchasesUsd: purchase(a) + purchase(b) + purchase(creature),
                  plan: breedingPlan({ breedCountA: a.breedCount, breedCountB: b.breedCount, partnerBreedCount: creature.breedCount, kinds: outlook.outlook.kinds.map((k) => k.kind), oddsByKind: p.oddsByKind, config }),
                };
                return <GrandchildPartner key={p.id} partner={p} creature={creature} cost={cost} />;
              })}
            </Partners>
          ) : (
            <Hint>
              <FormattedMessage id="axie.breeding.twoGen.noPartners" />
            </Hint>
          )}
          {prices === 'unavailable' ? (
            <Hint role="status">
              <FormattedMessage id="axie.breeding.proj.noPrices" />
            </Hint>
          ) : null}
          <Hint>
            <FormattedMessage id="axie.breeding.twoGen.planHint" />
          </Hint>
        </>
      )}
    </div>
  );
}
