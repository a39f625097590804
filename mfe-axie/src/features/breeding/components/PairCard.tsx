import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PART_TYPES, type PartType } from '@criadero/genetics';
import { Button, Tabs, useToast } from '@criadero/ui';
import type { CreatureCard } from '../../../api/axie-api';
import { usePairAnalysis } from '../hooks/usePairAnalysis';
import { useListingRecheck } from '../hooks/useListingRecheck';
import { pairBlock } from '../domain/pair-block';
import type { FilterSelection } from '../../../domain/selection';
import { chosenPairsAtom, modelIdAtom, openModalAtom } from '../state/atoms';
import { GeneticsTab } from './GeneticsTab';
import { MODEL_NAMES, BLOCK_NAMES } from './labels';
import { ProbabilitiesTab } from './ProbabilitiesTab';
import { ProjectionsTab } from './ProjectionsTab';
import { TwoGenerationsTab } from './TwoGenerationsTab';
import { CopyLinkButton } from './CopyLinkButton';
import { Hint, Row } from './styled';

const Card = styled.article`
  background: ${({ theme }) => theme.colors.surfaceRaised}; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}; padding: 0.75rem; min-width: 0;
  h3 { margin: 0 0 0.25rem; font-size: 1.05rem; }
  /* the three tabs wrap instead of scrolling out of a phone's card */
  [role='tablist'] { flex-wrap: wrap; overflow-x: visible; }
  [role='tab'] { padding-inline: 0.55rem; }
`;

/** Toggles one part in a custom selection (null when it becomes empty). */
function toggleCustomPart(custom: FilterSelection | null, type: PartType, partId: string): FilterSelection | null {
  const current = custom?.[type] ?? [];
  const list = current.includes(partId) ? current.filter((p) => p !== partId) : [...current, partId];
  const next: FilterSelection = { ...(custom ?? {}), [type]: list };
  if (!list.length) delete next[type];
  return PART_TYPES.some((t) => next[t]?.length) ? next : null;
}

/** `wide`: the card has the room of the pair viewer (every projection column). */
export function PairCard({ a, b, pairKey, wide = false }: { a: CreatureCard; b: CreatureCard; pairKey: string; wide?: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const model = useAtomValue(modelIdAtom);
  const setChosen = useSetAtom(chosenPairsAtom);
  const recheck = useListingRecheck();
  const [checking, setChecking] = useState(false);
  const openModal = useSetAtom(openModalAtom);
  const [tab, setTab] = useState('prob');
  const [custom, setCustom] = useState<FilterSelection | null>(null);
  const analysis = usePairAnalysis(a, b, custom);
  const block = pairBlock(a, b);
  const modelLabel = intl.formatMessage(MODEL_NAMES[model]);

  return (
    <Card data-testid="pair-card" data-pair={pairKey} aria-label={intl.formatMessage({ id: 'axie.breeding.pair.label' }, { a: a.id, b: b.id })}>
      <h3>
        <FormattedMessage id="axie.breeding.pair.title" values={{ a: a.id, b: b.id }} />
      </h3>
      <Hint data-testid="pair-model">
        <FormattedMessage id="axie.breeding.pair.model" values={{ model: modelLabel }} />
      </Hint>
      {block ? (
        <Hint role="note" data-testid="pair-blocked">
          <FormattedMessage id="axie.breeding.pair.blocked" values={{ reason: intl.formatMessage(BLOCK_NAMES[block]) }} />
        </Hint>
      ) : null}
      {custom ? (
        <Hint role="status" data-testid="custom-active">
          <FormattedMessage id="axie.breeding.pair.customActive" />
        </Hint>
      ) : null}
      <Tabs
        label={intl.formatMessage({ id: 'axie.breeding.pair.tabs' })}
        active={tab}
        onChange={setTab}
        items={[
          { id: 'prob', label: intl.formatMessage({ id: 'axie.breeding.tab.probabilities' }), content: <ProbabilitiesTab analysis={analysis} /> },
          {
            id: 'genetics',
            label: intl.formatMessage({ id: 'axie.breeding.tab.genetics' }),
            content: (
              <GeneticsTab
                a={a}
                b={b}
                analysis={analysis}
                custom={custom}
                onToggle={(type, partId) => setCustom((c) => toggleCustomPart(c, type, partId))}
                onReset={() => setCustom(null)}
                onAnalysis={() => openModal('analysis')}
              />
            ),
          },
          { id: 'projections', label: intl.formatMessage({ id: 'axie.breeding.tab.projections' }), content: <ProjectionsTab a={a} b={b} analysis={analysis} wide={wide} onWide={() => openModal('pairViewer')} /> },
          { id: 'twoGenerations', label: intl.formatMessage({ id: 'axie.breeding.tab.twoGenerations' }), content: <TwoGenerationsTab a={a} b={b} /> },
        ]}
      />
      <Row>
        <Button
          type="button"
          $variant="primary"
          disabled={checking}
          onClick={async () => {
            // choosing the pair is acting on its parents' listings: still for sale, at that price? It waits for the answer
            setChecking(true);
            const listed = await Promise.all([recheck(a), recheck(b)]).finally(() => setChecking(false));
            if (!listed.every(Boolean)) return;
            setChosen((list) => (list.some(([x, y]) => x === a.id && y === b.id) ? list : [...list, [a.id, b.id]]));
            toast({ kind: 'success', title: intl.formatMessage({ id: 'axie.breeding.pair.chosen' }, { a: a.id, b: b.id }) });
          }}
        >
          <FormattedMessage id="axie.breeding.pair.choose" />
        </Button>
        <CopyLinkButton pair={[a.id, b.id]} testId={`share-link-${pairKey}`} />
      </Row>
    </Card>
  );
}
