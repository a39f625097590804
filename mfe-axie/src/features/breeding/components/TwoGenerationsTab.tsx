import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { PART_TYPES, breedBlock, getPart, percent3, slotOdds, twoGenerationCost, type ChildTriple, type TokenPrices } from '@criadero/genetics';
import type { CreatureCard } from '../api/axie-api';
import { DEFAULT_FEES, isFeeTable, toCostConfig } from '../domain/fees';
import { priceUsdOf } from '../domain/grid';
import { useTokenPrices } from '../hooks/useTokenPrices';
import { useTwoGenerations } from '../hooks/useTwoGenerations';
import { feeTableAtom } from '../state/atoms';
import { GROUP_NAMES } from './labels';
import { formatPercent, formatUsd } from './numbers';
import { Hint } from './styled';

const Genes = styled.dl`
  margin: 0.25rem 0 0.75rem; font-size: 0.85rem;
  dt { font-weight: 600; margin-top: 0.35rem; }
  dd { margin: 0 0 0 0.5rem; overflow-wrap: anywhere; }
`;
const Partners = styled.ol`
  margin: 0.25rem 0; padding-left: 1.4rem; font-size: 0.9rem;
  li { margin: 0.3rem 0; overflow-wrap: anywhere; }
`;

const SLOT_LABELS = ['D', 'R1', 'R2'] as const;
const pct = (intl: IntlShape, fraction: number) => formatPercent(intl, percent3(fraction));

/** "Zeal 50,000 % · Puppy 37,500 %": one slot's genes, likeliest first. */
function slotLine(intl: IntlShape, odds: Map<string, number>): string {
  return [...odds.entries()]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .map(([gen, p]) => `${getPart(gen)?.name ?? gen} ${pct(intl, p)}`)
    .join(' · ');
}

function ChildGenes({ groups }: { groups: Record<string, ChildTriple[]> }) {
  const intl = useIntl();
  return (
    <Genes data-testid="child-genes">
      {PART_TYPES.map((type) => {
        const slots = slotOdds(groups[type]!);
        return (
          <div key={type} data-testid={`child-genes-${type}`}>
            <dt>
              {intl.formatMessage(GROUP_NAMES[type])}{' '}
              <FormattedMessage id="axie.breeding.twoGen.combinations" values={{ count: groups[type]!.length }} />
            </dt>
            {SLOT_LABELS.map((label, s) => (
              <dd key={label} data-testid={`child-${type}-${label}`}>
                {label}: {slotLine(intl, slots[s]!)}
              </dd>
            ))}
          </div>
        );
      })}
    </Genes>
  );
}

/** What buying a creature costs in the plan (USD), 0 for one the player has. */
const purchase = (c: CreatureCard) => priceUsdOf(c) ?? 0;

/**
 * "Dos generaciones": the exact genes of the pair's future child, and the best partners for it
 * among the loaded Axies, with the grandchild's odds for the page's filter and the expected cost
 * of both breeds (A × B, then the child × the partner; Axies for sale are bought once).
 */
export function TwoGenerationsTab({ a, b }: { a: CreatureCard; b: CreatureCard }) {
  const intl = useIntl();
  const plan = useTwoGenerations(a, b);
  const prices = useTokenPrices();
  const stored = useAtomValue(feeTableAtom);
  const config = useMemo(() => toCostConfig(isFeeTable(stored) ? stored : DEFAULT_FEES), [stored]);
  const block = breedBlock({ id: a.id, sireId: a.sireId, matronId: a.matronId, breedCount: a.breedCount }, { id: b.id, sireId: b.sireId, matronId: b.matronId, breedCount: b.breedCount });
  if (block || !plan)
    return (
      <Hint role="note">
        <FormattedMessage id="axie.breeding.twoGen.noChild" />
      </Hint>
    );
  const costOf = (partner: CreatureCard, prob: number, tokens: TokenPrices) =>
    twoGenerationCost({ breedCountA: a.breedCount, breedCountB: b.breedCount, partnerBreedCount: partner.breedCount, prob, prices: tokens, config, purchasesUsd: purchase(a) + purchase(b) + purchase(partner) });
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
              {plan.partners.map((p) => {
                const forSale = priceUsdOf(p.creature);
                const cost = typeof prices === 'object' && prices !== null ? costOf(p.creature, p.score, prices) : null;
                return (
                  <li key={p.id} data-testid="grandchild-partner" data-id={p.id}>
                    <FormattedMessage
                      id="axie.breeding.twoGen.partner"
                      values={{
                        id: p.id,
                        breeds: p.creature.breedCount,
                        market: forSale === null ? 'no' : 'yes',
                        price: forSale === null ? '' : formatUsd(intl, forSale),
                        odds: <strong data-testid="grandchild-odds">{pct(intl, p.score)}</strong>,
                      }}
                    />{' '}
                    {cost ? (
                      <span data-testid="grandchild-cost">
                        <FormattedMessage
                          id="axie.breeding.twoGen.cost"
                          values={{
                            first: formatUsd(intl, cost.firstBreed.usd),
                            second: formatUsd(intl, cost.secondBreed.usd),
                            perSuccess: cost.perSuccessUsd === null ? '—' : formatUsd(intl, cost.perSuccessUsd),
                          }}
                        />
                      </span>
                    ) : null}
                  </li>
                );
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
            <FormattedMessage id="axie.breeding.twoGen.marketHint" />
          </Hint>
        </>
      )}
    </div>
  );
}
