import { useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import styled from 'styled-components';
import { ApiImage, Button, Field, SelectField, ToolPage, useApiLoad } from '@criadero/ui';
import { capitalize } from '../../../i18n/labels';
import { ErrorNote, OriginChip, SourceNote } from '../../../components/Notes';
import { Chip, Filters, Note, Panel, classColor } from '../../../components/styled';
import { fetchTree } from '../api';
import type { TreeResponse } from '@criadero/api-contracts/axie';
import { buildPedigree, type PedigreeItem } from '../pedigree';

const line = ({ theme }: { theme: { colors: { textMuted: string } } }) => `2px solid ${theme.colors.textMuted}`;
const GAP = '0.75rem';

/** Scrolls sideways inside the panel when the tree is wider than the screen; the page never does. Focusable so a keyboard can scroll it. */
const Scroller = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto; max-width: 100%; padding: 0.25rem 0.25rem 0.5rem;
`;
const Canvas = styled.ul`
  list-style: none; margin: 0; padding: 0; width: max-content; min-width: 100%; display: flex; justify-content: center;
`;
/** One axie with its branches: parents drawn above it, offspring below it. */
const Branch = styled.li`
  list-style: none; position: relative; display: flex; flex-direction: column; align-items: center; padding: 0 0.3rem;
`;
/** The two parents of the axie below: a bar joining them and a stem down to their child. */
const Parents = styled.ul`
  order: -1; list-style: none; margin: 0; padding: 0 0 ${GAP}; position: relative; display: flex; justify-content: center; align-items: flex-end;
  &::after { content: ''; position: absolute; bottom: 0; left: 50%; height: ${GAP}; border-left: ${line}; }
  > li { padding-bottom: ${GAP}; }
  > li::before, > li::after { content: ''; position: absolute; bottom: 0; width: 50%; height: ${GAP}; border-bottom: ${line}; }
  > li::before { right: 50%; }
  > li::after { left: 50%; border-left: ${line}; }
  > li:first-child::before, > li:last-child::after { border-bottom: 0; }
`;
/** The offspring of the axie above: a stem down from it and a bar over its children. */
const Children = styled.ul`
  list-style: none; margin: 0; padding: ${GAP} 0 0; position: relative; display: flex; justify-content: center; align-items: flex-start;
  &::before { content: ''; position: absolute; top: 0; left: 50%; height: ${GAP}; border-left: ${line}; }
  > li { padding-top: ${GAP}; }
  > li::before, > li::after { content: ''; position: absolute; top: 0; width: 50%; height: ${GAP}; border-top: ${line}; }
  > li::before { right: 50%; }
  > li::after { left: 50%; border-left: ${line}; }
  > li:first-child::before, > li:last-child::after { border-top: 0; }
`;
const NodeButton = styled.button<{ $root: boolean; $color?: string }>`
  font: inherit; color: inherit; text-align: left; cursor: pointer; width: 12.5rem; max-width: 100%; position: relative;
  background: ${({ theme }) => theme.colors.surfaceRaised}; border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ $root, $color, theme }) => ($root ? theme.colors.accent : $color ?? theme.colors.border)};
  box-shadow: ${({ $root, theme }) => ($root ? `0 0 0 2px ${theme.colors.accent}` : 'none')};
  padding: 0.5rem; display: grid; grid-template-columns: 56px 1fr; gap: 0.4rem; align-items: start;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  img { width: 56px; height: 42px; object-fit: contain; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.75rem; overflow-wrap: anywhere; }
`;
const MissingCard = styled.div`
  width: 12.5rem; max-width: 100%; padding: 0.5rem; text-align: center; border-radius: ${({ theme }) => theme.radius};
  border: 2px dashed ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem;
`;

function Node({ item, onOpen, rootRef }: { item: Extract<PedigreeItem, { kind: 'axie' }>; onOpen: (id: string) => void; rootRef?: Ref<HTMLButtonElement> }) {
  const intl = useIntl();
  const details = useId();
  const { node, relation } = item;
  const isRoot = relation === 'root';
  return (
    <NodeButton
      ref={rootRef}
      type="button"
      $root={isRoot}
      $color={classColor(node.class)}
      aria-current={isRoot ? 'true' : undefined}
      aria-label={intl.formatMessage({ id: 'axie.breedingTree.node' }, { relation, of: item.of ?? '', id: node.id })}
      aria-describedby={details}
      data-testid={item.first ? `tree-node-${node.id}` : `tree-node-${node.id}-again`}
      onClick={() => onOpen(node.id)}
    >
      <ApiImage src={node.image} alt="" loading="lazy" />
      <span id={details}>
        <strong>#{node.id}</strong>{' '}
        <Chip $color={classColor(node.class)}>{capitalize(node.class)}</Chip>
        <small>
          <FormattedMessage id="axie.breedingTree.breeds" values={{ count: node.breedCount, children: node.childrenCount }} />
        </small>
        <small>{node.parts.map((p) => p.name).join(' · ')}</small>
        {node.origin === 'marketplace' ? (
          <small data-testid="node-live">
            <FormattedMessage id="axie.tools.origin.marketplace" />
          </small>
        ) : null}
        {node.sireId ? (
          <small data-testid="node-parents">
            <FormattedMessage id="axie.breedingTree.parentsOf" values={{ sire: node.sireId, matron: node.matronId }} />
          </small>
        ) : (
          <small>
            <FormattedMessage id="axie.breedingTree.origin" />
          </small>
        )}
      </span>
    </NodeButton>
  );
}

/** An axie and, recursively, its two parents above it and its offspring below it. */
function PedigreeBranch({ item, onOpen, rootRef }: { item: PedigreeItem; onOpen: (id: string) => void; rootRef?: Ref<HTMLButtonElement> }) {
  const intl = useIntl();
  if (item.kind === 'missing') {
    return (
      <Branch data-testid={`tree-branch-${item.id}`}>
        <MissingCard aria-label={intl.formatMessage({ id: 'axie.breedingTree.missingNode' }, { relation: item.relation, of: item.of, id: item.id })}>
          <strong>#{item.id}</strong>
          <br />
          <FormattedMessage id="axie.breedingTree.notInData" />
        </MissingCard>
      </Branch>
    );
  }
  const id = item.node.id;
  return (
    <Branch data-testid={item.first ? `tree-branch-${id}` : undefined}>
      <Node item={item} onOpen={onOpen} rootRef={rootRef} />
      {item.parents ? (
        <Parents aria-label={intl.formatMessage({ id: 'axie.breedingTree.parentsGroup' }, { id })}>
          {item.parents.map((p) => (
            <PedigreeBranch key={p.relation} item={p} onOpen={onOpen} />
          ))}
        </Parents>
      ) : null}
      {item.children.length ? (
        <Children aria-label={intl.formatMessage({ id: 'axie.breedingTree.childrenGroup' }, { id })}>
          {item.children.map((c) => (
            <PedigreeBranch key={c.kind === 'axie' ? c.node.id : c.id} item={c} onOpen={onOpen} />
          ))}
        </Children>
      ) : null}
    </Branch>
  );
}

export default function BreedingTreePage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const up = Number(params.get('up') ?? 2);
  const down = Number(params.get('down') ?? 1);
  const [draft, setDraft] = useState(id);
  const valid = /^\d{1,12}$/.test(id);
  const tree = useApiLoad(valid ? `${id}:${up}:${down}` : null, (signal) => fetchTree({ axieId: id, up, down }, signal));
  const data = tree.status === 'ready' ? tree.data : undefined;
  const rootNode = data?.nodes.find((n) => n.id === data.root);

  const open = (next: string) => {
    setDraft(next);
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('id', next);
      return p;
    });
  };
  const setDepth = (key: 'up' | 'down', value: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set(key, value);
      return p;
    });
  const pedigree = useMemo(() => (data ? buildPedigree(data, up, down) : null), [data, up, down]);
  const focus = usePedigreeFocus(pedigree, id, open);

  return (
    <ToolPage title={<FormattedMessage id="axie.breedingTree.title" />} purpose={<FormattedMessage id="axie.breedingTree.purpose" />}>
      <Panel>
        {/* what to do, before the form (the served page draws it too: RouteNote 'panel' in nav.ts) */}
        {!id ? (
          <Note>
            <FormattedMessage id="axie.breedingTree.hint" />
          </Note>
        ) : null}
        <TreeQueryForm draft={draft} onDraft={setDraft} up={up} down={down} onDepth={setDepth} onShow={() => open(draft.trim().replace(/^#/, ''))} />
        {id && !valid ? (
          <Note role="alert">
            <FormattedMessage id="axie.breedingTree.badId" />
          </Note>
        ) : null}
        {tree.status === 'error' ? <ErrorNote error={tree.error} /> : null}
        {tree.status === 'loading' ? (
          <Note>
            <FormattedMessage id="axie.tools.loading" />
          </Note>
        ) : null}
        <SourceNote source={data?.source} />
        {rootNode && data ? (
          <Note data-testid="root-origin">
            #{rootNode.id} <OriginChip origin={rootNode.origin} sourceKind={data.source.kind} />
          </Note>
        ) : null}
      </Panel>
      {data ? <PedigreePanel data={data} pedigree={pedigree} focus={focus} /> : null}
    </ToolPage>
  );
}

const depthOptions = (depths: readonly number[]) => depths.map((n) => ({ value: String(n), label: String(n) }));

interface QueryProps {
  draft: string;
  onDraft: (draft: string) => void;
  up: number;
  down: number;
  onDepth: (key: 'up' | 'down', value: string) => void;
  onShow: () => void;
}

/** Which axie, and how many generations up and down. */
function TreeQueryForm({ draft, onDraft, up, down, onDepth, onShow }: QueryProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onShow();
  };
  return (
    <Filters onSubmit={submit}>
      <Field>
        <FormattedMessage id="axie.breedingTree.axieId" />
        <input value={draft} inputMode="numeric" onChange={(e) => onDraft(e.target.value)} placeholder="10000123" />
      </Field>
      <SelectField label={<FormattedMessage id="axie.breedingTree.up" />} value={String(up)} onChange={(value) => onDepth('up', value)} options={depthOptions([1, 2, 3, 4])} />
      <SelectField label={<FormattedMessage id="axie.breedingTree.down" />} value={String(down)} onChange={(value) => onDepth('down', value)} options={depthOptions([0, 1, 2, 3])} />
      <Button type="submit" $variant="primary">
        <FormattedMessage id="axie.breedingTree.show" />
      </Button>
    </Filters>
  );
}

interface PanelProps {
  data: TreeResponse;
  pedigree: PedigreeItem | null;
  focus: ReturnType<typeof usePedigreeFocus>;
}

/** The pedigree drawn as a scrolling tree around the focused axie, and the ids it could not find. */
function PedigreePanel({ data, pedigree, focus }: PanelProps) {
  const intl = useIntl();
  const { scroller, rootButton, openFromTree } = focus;
  return (
    <Panel aria-label={intl.formatMessage({ id: 'axie.breedingTree.graph' }, { id: data.root })} data-testid="tree">
      {pedigree ? (
        <Scroller ref={scroller}>
          <Canvas>
            <PedigreeBranch item={pedigree} onOpen={openFromTree} rootRef={rootButton} />
          </Canvas>
        </Scroller>
      ) : null}
      {data.missing.length ? (
        <Note>
          <FormattedMessage id="axie.breedingTree.missing" values={{ ids: data.missing.map((m) => `#${m}`).join(', ') }} />
        </Note>
      ) : null}
      {data.truncated ? (
        <Note>
          <FormattedMessage id="axie.breedingTree.truncated" />
        </Note>
      ) : null}
    </Panel>
  );
}

/**
 * Keeps the focused axie in view inside the scrolling tree, and keyboard focus on it after a click
 * opened it (the tree is drawn again around it).
 */
function usePedigreeFocus(pedigree: PedigreeItem | null, focusedId: string, onOpen: (id: string) => void) {
  const scroller = useRef<HTMLDivElement>(null);
  const rootButton = useRef<HTMLButtonElement>(null);
  const focusRoot = useRef(false);
  // keep the focused axie in view inside the scrolling tree, and keep keyboard focus on it after a
  // click: in the commit that draws the tree (a layout effect), so focus never sits on the body
  useLayoutEffect(() => {
    const box = scroller.current;
    const root = rootButton.current;
    if (!box || !root) return;
    const b = box.getBoundingClientRect();
    const r = root.getBoundingClientRect();
    box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
    if (focusRoot.current) {
      focusRoot.current = false;
      root.focus({ preventScroll: true });
    }
  }, [pedigree]);
  const openFromTree = (next: string) => {
    focusRoot.current = next !== focusedId;
    onOpen(next);
  };

  return { scroller, rootButton, openFromTree };
}
