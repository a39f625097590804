import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { ChildKind, GeneGroupKey, KindOutlook, TwoGenerationOutlook } from '@criadero/genetics';
import { CLASS_NAMES, GROUP_NAMES } from '../labels';
import { oddsPercent } from './oddsPercent';

/** Kinds of child listed one by one; the rest are summed on one line. */
const KINDS_SHOWN = 6;

const Kinds = styled.ul`
  margin: 0.25rem 0 0.5rem; padding-left: 1.2rem; font-size: 0.85rem;
  li { margin: 0.2rem 0; overflow-wrap: anywhere; }
`;

const SLOT_LABELS = ['D', 'R1', 'R2'] as const;

/** "Cola: D, R1 · Ojos: no la lleva · clase Bestia": what a kind of child carries. */
function kindGenes(intl: IntlShape, groups: readonly GeneGroupKey[], kind: ChildKind): string {
  const parts = groups.map((key, g) => {
    const mask = kind.masks[g]!;
    const slots = SLOT_LABELS.filter((_, s) => mask & (1 << s));
    return `${intl.formatMessage(GROUP_NAMES[key])}: ${slots.length ? slots.join(', ') : intl.formatMessage({ id: 'axie.breeding.twoGen.kindNoSlot' })}`;
  });
  if (kind.cls) parts.push(intl.formatMessage({ id: 'axie.breeding.twoGen.kindClass' }, { cls: intl.formatMessage(CLASS_NAMES[kind.cls]) }));
  return parts.join(' · ');
}

function KindLine({ groups, kind }: { groups: readonly GeneGroupKey[]; kind: KindOutlook }) {
  const intl = useIntl();
  return (
    <li data-testid="child-kind" data-best={kind.bestId ?? ''}>
      <FormattedMessage
        id="axie.breeding.twoGen.kind"
        values={{ share: <strong>{oddsPercent(intl, kind.kind.p)}</strong>, genes: kindGenes(intl, groups, kind.kind), best: kind.bestId ?? 'none', odds: oddsPercent(intl, kind.bestOdds) }}
      />
    </li>
  );
}

/**
 * Which children of the pair can give the target: the share no partner can work with, and each
 * kind of child (likeliest first) with its best partner, as the breeder sees the child at birth.
 */
export function ChildOutlook({ outlook, groups, withClass, modelLabel }: { outlook: TwoGenerationOutlook; groups: readonly GeneGroupKey[]; withClass: boolean; modelLabel: string }) {
  const intl = useIntl();
  const shown = outlook.kinds.slice(0, KINDS_SHOWN);
  const rest = outlook.kinds.slice(KINDS_SHOWN);
  return (
    <div data-testid="child-outlook">
      <h4>
        <FormattedMessage id="axie.breeding.twoGen.outlookTitle" />
      </h4>
      <p data-testid="children-unreachable">
        <FormattedMessage id="axie.breeding.twoGen.unreachable" values={{ share: <strong>{oddsPercent(intl, outlook.unreachable)}</strong> }} />
      </p>
      <Kinds>
        {shown.map((k, i) => <KindLine key={i} groups={groups} kind={k} />)}
        {rest.length ? (
          <li data-testid="child-kinds-more">
            <FormattedMessage id="axie.breeding.twoGen.kindsMore" values={{ count: rest.length, share: oddsPercent(intl, rest.reduce((s, k) => s + k.kind.p, 0)) }} />
          </li>
        ) : null}
      </Kinds>
      <p>
        <small>
          <FormattedMessage id="axie.breeding.twoGen.outlookHint" values={{ withClass: withClass ? 'yes' : 'no', model: modelLabel }} />
        </small>
      </p>
    </div>
  );
}
