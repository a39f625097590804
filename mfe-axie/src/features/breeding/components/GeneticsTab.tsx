import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PART_TYPES, getPart, type ParsedGenes, type PartType } from '@criadero/genetics';
import { Button } from '@criadero/ui';
import type { CreatureCard } from '../api/axie-api';
import { parsedGenesOf } from '../domain/genes';
import type { FilterSelection } from '../domain/selection';
import { Gate } from './Gate';
import { GROUP_NAMES } from './labels';
import { Hint, Row, TableWrap } from './styled';

const Gene = styled.button`
  font: inherit; font-size: 0.85rem; cursor: pointer; padding: 0.15rem 0.4rem; border-radius: 4px;
  color: ${({ theme }) => theme.colors.text}; background: transparent; border: 1px solid ${({ theme }) => theme.colors.border};
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
`;

const SLOTS = ['d', 'r1', 'r2'] as const;

function ParentGenes({ card, genes, slots, custom, onToggle }: { card: CreatureCard; genes: ParsedGenes; slots: readonly ('d' | 'r1' | 'r2')[]; custom: FilterSelection | null; onToggle: (t: PartType, id: string) => void }) {
  const intl = useIntl();
  return (
    <TableWrap>
      <table>
        <caption>
          <FormattedMessage id="axie.breeding.genetics.parent" values={{ id: card.id }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="axie.breeding.prob.part" />
            </th>
            {slots.map((s) => (
              <th scope="col" key={s}>
                {s.toUpperCase()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PART_TYPES.map((t) => (
            <tr key={t}>
              <th scope="row">{intl.formatMessage(GROUP_NAMES[t])}</th>
              {slots.map((s) => {
                const part = genes[t][s];
                const base = getPart(part.gen)?.partId ?? part.partId;
                return (
                  <td key={s}>
                    <Gene type="button" aria-pressed={custom?.[t]?.includes(base) ?? false} onClick={() => onToggle(t, base)}>
                      {part.name}
                    </Gene>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** Parents' genes: D for everyone, R1/R2 (the genes tree) on a paid plan. Clicking a gene toggles it in the custom selection. */
export function GeneticsTab({ a, b, custom, onToggle, onReset, onAnalysis }: { a: CreatureCard; b: CreatureCard; custom: FilterSelection | null; onToggle: (t: PartType, id: string) => void; onReset: () => void; onAnalysis: () => void }) {
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
      <ParentGenes card={a} genes={ga} slots={['d']} custom={custom} onToggle={onToggle} />
      <ParentGenes card={b} genes={gb} slots={['d']} custom={custom} onToggle={onToggle} />
      <h4>
        <FormattedMessage id="axie.breeding.genetics.tree" />
      </h4>
      <Gate feature="treeGenetics">
        <ParentGenes card={a} genes={ga} slots={SLOTS} custom={custom} onToggle={onToggle} />
        <ParentGenes card={b} genes={gb} slots={SLOTS} custom={custom} onToggle={onToggle} />
      </Gate>
    </div>
  );
}
