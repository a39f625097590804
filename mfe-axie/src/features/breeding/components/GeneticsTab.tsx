import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PART_TYPES, getPart, type PairAnalysis, type ParsedGenes, type PartType } from '@criadero/genetics';
import { Button, VisuallyHidden } from '@criadero/ui';
import type { CreatureCard } from '../../../api/axie-api';
import { parsedGenesOf } from '../domain/genes';
import type { FilterSelection } from '../../../domain/selection';
import { COLUMN_CATEGORY, treeColumns } from '../domain/user-config';
import { userConfigAtom } from '../state/atoms';
import { Gate } from './Gate';
import { CATEGORY_NAMES } from './labels';
import { formatPercent } from './numbers';
import { analysedGroups, PartTable, SLOT_COLUMNS } from './PartTable';
import { Hint, Row } from './styled';

const Gene = styled.button`
  font: inherit; font-size: 0.85rem; cursor: pointer; padding: 0.15rem 0.4rem; border-radius: 4px;
  color: ${({ theme }) => theme.colors.text}; background: transparent; border: 1px solid ${({ theme }) => theme.colors.border};
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
`;

/** A parent's D / R1 / R2 per part; each gene a toggle of its base part in the custom selection. */
function ParentGenes({ card, genes, custom, onToggle }: { card: CreatureCard; genes: ParsedGenes; custom: FilterSelection | null; onToggle: (t: PartType, id: string) => void }) {
  return (
    <PartTable
      caption={<FormattedMessage id="axie.breeding.genetics.parent" values={{ id: card.id }} />}
      columns={SLOT_COLUMNS}
      rows={PART_TYPES.map((t) => ({
        group: t,
        cells: SLOT_COLUMNS.map(({ key }) => {
          const part = genes[t][key];
          const base = getPart(part.gen)?.partId ?? part.partId;
          return (
            <Gene type="button" aria-pressed={custom?.[t]?.includes(base) ?? false} onClick={() => onToggle(t, base)}>
              {part.name}
            </Gene>
          );
        }),
      }))}
    />
  );
}

/**
 * The genes tree: for each wanted part, the chance of each child category the user chose in
 * genes_tree (spec §3; default dr1, dr2, r1r2, dr1r2), in that configuration's columns only. Body
 * shape and colour rows are shown when body_color is on.
 */
function GenesTree({ analysis }: { analysis: PairAnalysis | null }) {
  const intl = useIntl();
  const config = useAtomValue(userConfigAtom);
  const columns = treeColumns(config);
  if (!analysis)
    return (
      <Hint>
        <FormattedMessage id="axie.breeding.prob.noFilter" />
      </Hint>
    );
  if (!columns.length)
    return (
      <Hint data-testid="genes-tree-empty">
        <FormattedMessage id="axie.breeding.genetics.treeNoColumns" />
      </Hint>
    );
  const rows = analysedGroups(analysis).filter(([key]) => config.body_color === 1 || (key !== 'bodyShape' && key !== 'primaryColor'));
  if (!rows.length)
    return (
      <Hint>
        <FormattedMessage id="axie.breeding.genetics.treeBodyColorOff" />
      </Hint>
    );
  return (
    <PartTable
      testId="genes-tree"
      caption={
        <VisuallyHidden>
          <FormattedMessage id="axie.breeding.genetics.treeCaption" />
        </VisuallyHidden>
      }
      columns={columns.map((col) => ({ key: col, column: col, label: intl.formatMessage(CATEGORY_NAMES[COLUMN_CATEGORY[col]]) }))}
      rows={rows.map(([key, g]) => ({ group: key, want: g.want, cells: columns.map((col) => formatPercent(intl, g[COLUMN_CATEGORY[col]])) }))}
    />
  );
}

/**
 * Parents' genes, D/R1/R2 for everyone as in "Ver genética" (an Axie's genes are public on the
 * marketplace; clicking a gene toggles it in the custom selection), and the genes tree of the pair
 * (paid plan: the odds per category are the plan's feature).
 */
export function GeneticsTab({ a, b, analysis, custom, onToggle, onReset, onAnalysis }: { a: CreatureCard; b: CreatureCard; analysis: PairAnalysis | null; custom: FilterSelection | null; onToggle: (t: PartType, id: string) => void; onReset: () => void; onAnalysis: () => void }) {
  const ga = parsedGenesOf(a);
  const gb = parsedGenesOf(b);
  if (!ga || !gb)
    return (
      <Hint>
        <FormattedMessage id="axie.breeding.genetics.undecodable" />
      </Hint>
    );
  return (
    <div>
      <Hint>
        <FormattedMessage id="axie.breeding.genetics.customHint" />
      </Hint>
      <Row>
        <Button type="button" onClick={onReset} disabled={!custom}>
          <FormattedMessage id="axie.breeding.genetics.resetCustom" />
        </Button>
        <Gate feature="geneAnalysis">
          <Button type="button" onClick={onAnalysis}>
            <FormattedMessage id="axie.breeding.analysis.open" />
          </Button>
        </Gate>
      </Row>
      <ParentGenes card={a} genes={ga} custom={custom} onToggle={onToggle} />
      <ParentGenes card={b} genes={gb} custom={custom} onToggle={onToggle} />
      <h4>
        <FormattedMessage id="axie.breeding.genetics.tree" />
      </h4>
      <Gate feature="treeGenetics">
        <Hint>
          <FormattedMessage id="axie.breeding.genetics.treeHint" />
        </Hint>
        <GenesTree analysis={analysis} />
      </Gate>
    </div>
  );
}
