import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { PART_TYPES, getPart, slotOdds, type ChildTriple } from '@criadero/genetics';
import { GROUP_NAMES } from '../labels';
import { oddsPercent } from './oddsPercent';

const Genes = styled.dl`
  margin: 0.25rem 0 0.75rem; font-size: 0.85rem;
  dt { font-weight: 600; margin-top: 0.35rem; }
  dd { margin: 0 0 0 0.5rem; overflow-wrap: anywhere; }
`;

const SLOT_LABELS = ['D', 'R1', 'R2'] as const;

/** "Zeal 50,000 % · Puppy 37,500 %": one slot's genes, likeliest first. */
function slotLine(intl: IntlShape, odds: Map<string, number>): string {
  return [...odds.entries()]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .map(([gen, p]) => `${getPart(gen)?.name ?? gen} ${oddsPercent(intl, p)}`)
    .join(' · ');
}

/** The future child's genes: per part, how many combinations, and each slot's (D, R1, R2) genes with their odds. */
export function ChildGenes({ groups }: { groups: Record<string, ChildTriple[]> }) {
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
