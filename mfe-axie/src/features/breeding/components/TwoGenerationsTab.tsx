import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { breedBlock, twoGenerationCost } from '@criadero/genetics';
import type { CreatureCard } from '../../../api/axie-api';
import { toCostConfig } from '../domain/fees';
import { priceUsdOf } from '../domain/grid';
import { useFeeTable } from '../hooks/useFeeTable';
import { useTokenPrices } from '../hooks/useTokenPrices';
import { useTwoGenerations } from '../hooks/useTwoGenerations';
import { Hint } from './styled';
import { ChildGenes } from './two-generations/ChildGenes';
import { GrandchildPartner } from './two-generations/GrandchildPartner';

const Partners = styled.ol`
  margin: 0.25rem 0; padding-left: 1.4rem; font-size: 0.9rem;
  li { margin: 0.3rem 0; overflow-wrap: anywhere; }
`;

/** What buying a creature costs in the plan (USD), 0 for one the player has. */
const purchase = (c: CreatureCard) => priceUsdOf(c) ?? 0;

/**
 * "Dos generaciones": the exact genes of the pair's future child, and the best partners for it
 * among the loaded Axies, with the grandchild's odds for the page's filter and the expected cost
 * of both breeds (A × B, then the child × the partner; Axies for sale are bought once).
 */
export function TwoGenerationsTab({ a, b }: { a: CreatureCard; b: CreatureCard }) {
  const plan = useTwoGenerations(a, b);
  const prices = useTokenPrices();
  const fees = useFeeTable();
  const config = useMemo(() => toCostConfig(fees), [fees]);
  const block = breedBlock({ id: a.id, sireId: a.sireId, matronId: a.matronId, breedCount: a.breedCount }, { id: b.id, sireId: b.sireId, matronId: b.matronId, breedCount: b.breedCount });
  if (block || !plan) return <Hint role="note"><FormattedMessage id="axie.breeding.twoGen.noChild" /></Hint>;
  const tokens = typeof prices === 'object' && prices !== null ? prices : null;
  const costOf = (partner: CreatureCard, prob: number) =>
    tokens && twoGenerationCost({ breedCountA: a.breedCount, breedCountB: b.breedCount, partnerBreedCount: partner.breedCount, prob, prices: tokens, config, purchasesUsd: purchase(a) + purchase(b) + purchase(partner) });
  return (
    <div>
      <h4>
        <FormattedMessage id="axie.breeding.twoGen.childTitle" values={{ a: a.id, b: b.id }} />
      </h4>
      <Hint>
        <FormattedMessage id="axie.breeding.twoGen.childHint" />
      </Hint>
      <ChildGenes groups={plan.child.groups} />
      <h4>
        <FormattedMessage id="axie.breeding.twoGen.partnersTitle" />
      </h4>
      {plan.partners === null ? (
        <Hint>
          <FormattedMessage id="axie.breeding.twoGen.noFilter" />
        </Hint>
      ) : (
        <>
          <Hint>
            <FormattedMessage id="axie.breeding.twoGen.partnersHint" values={{ count: plan.candidates, metric: plan.metric }} />
          </Hint>
          {plan.partners.length ? (
            <Partners data-testid="grandchild-partners">
              {plan.partners.map((p) => <GrandchildPartner key={p.id} id={p.id} creature={p.creature} score={p.score} cost={costOf(p.creature, p.score)} />)}
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
            <FormattedMessage id="axie.breeding.twoGen.marketHint" />
          </Hint>
        </>
      )}
    </div>
  );
}
