import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@criadero/router';
import styled from 'styled-components';
import { ApiImage, Button, ToolPage } from '@criadero/ui';
import { capitalize } from '../../tools-shared/labels';
import { ErrorNote, SourceNote } from '../../tools-shared/Notes';
import { Chip, Field, Filters, Note, Panel, classColor } from '../../tools-shared/styled';
import { useRemote } from '../../tools-shared/useRemote';
import { fetchTree, type TreeNode } from '../api';

const Generation = styled.section`
  margin: 0 0 1rem;
  h3 { font-size: 0.95rem; margin: 0 0 0.4rem; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: center; }
`;
const NodeButton = styled.button<{ $root: boolean; $color?: string }>`
  font: inherit; color: inherit; text-align: left; cursor: pointer; width: 12.5rem; max-width: 100%;
  background: ${({ theme }) => theme.colors.surfaceRaised}; border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ $root, $color, theme }) => ($root ? theme.colors.accent : $color ?? theme.colors.border)};
  padding: 0.5rem; display: grid; grid-template-columns: 56px 1fr; gap: 0.4rem; align-items: start;
  img { width: 56px; height: 42px; object-fit: contain; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.75rem; overflow-wrap: anywhere; }
`;
const Connector = styled.div`
  text-align: center; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1; margin: -0.5rem 0 0.5rem;
`;

function generationLabel(g: number) {
  if (g === 0) return <FormattedMessage id="axie.breedingTree.gen.self" />;
  if (g === -1) return <FormattedMessage id="axie.breedingTree.gen.parents" />;
  if (g === 1) return <FormattedMessage id="axie.breedingTree.gen.children" />;
  return g < 0 ? <FormattedMessage id="axie.breedingTree.gen.ancestors" values={{ n: -g }} /> : <FormattedMessage id="axie.breedingTree.gen.descendants" values={{ n: g }} />;
}

function Node({ node, isRoot, onOpen }: { node: TreeNode; isRoot: boolean; onOpen: (id: string) => void }) {
  const intl = useIntl();
  return (
    <li>
      <NodeButton
        type="button"
        $root={isRoot}
        $color={classColor(node.class)}
        aria-current={isRoot ? 'true' : undefined}
        aria-label={intl.formatMessage({ id: 'axie.breedingTree.open' }, { id: node.id })}
        data-testid={`tree-node-${node.id}`}
        onClick={() => onOpen(node.id)}
      >
        <ApiImage src={node.image} alt="" loading="lazy" />
        <span>
          <strong>#{node.id}</strong>{' '}
          <Chip $color={classColor(node.class)}>{capitalize(node.class)}</Chip>
          <small>
            <FormattedMessage id="axie.breedingTree.breeds" values={{ count: node.breedCount, children: node.childrenCount }} />
          </small>
          <small>{node.parts.map((p) => p.name).join(' · ')}</small>
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
    </li>
  );
}

export default function BreedingTreePage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const up = Number(params.get('up') ?? 2);
  const down = Number(params.get('down') ?? 1);
  const [draft, setDraft] = useState(id);
  const valid = /^\d{1,12}$/.test(id);
  const tree = useRemote(valid ? `${id}:${up}:${down}` : null, (signal) => fetchTree({ axieId: id, up, down }, signal));
  const data = tree.status === 'ok' ? tree.data : undefined;

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open(draft.trim().replace(/^#/, ''));
  };
  const generations = data ? [...new Set(data.nodes.map((n) => n.generation))].sort((a, b) => a - b) : [];

  return (
    <ToolPage title={<FormattedMessage id="axie.breedingTree.title" />} purpose={<FormattedMessage id="axie.breedingTree.purpose" />}>
      <Panel>
        <Filters onSubmit={submit}>
          <Field>
            <FormattedMessage id="axie.breedingTree.axieId" />
            <input value={draft} inputMode="numeric" onChange={(e) => setDraft(e.target.value)} placeholder="10000123" />
          </Field>
          <Field>
            <FormattedMessage id="axie.breedingTree.up" />
            <select value={up} onChange={(e) => setDepth('up', e.target.value)}>
              {[1, 2, 3, 4].map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </Field>
          <Field>
            <FormattedMessage id="axie.breedingTree.down" />
            <select value={down} onChange={(e) => setDepth('down', e.target.value)}>
              {[0, 1, 2, 3].map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </Field>
          <Button type="submit" $variant="primary">
            <FormattedMessage id="axie.breedingTree.show" />
          </Button>
        </Filters>
        {id && !valid ? (
          <Note role="alert">
            <FormattedMessage id="axie.breedingTree.badId" />
          </Note>
        ) : null}
        {!id ? (
          <Note>
            <FormattedMessage id="axie.breedingTree.hint" />
          </Note>
        ) : null}
        {tree.status === 'error' ? <ErrorNote error={tree.error} /> : null}
        {tree.status === 'loading' ? (
          <Note>
            <FormattedMessage id="axie.tools.loading" />
          </Note>
        ) : null}
        <SourceNote source={data?.source} />
      </Panel>
      {data ? (
        <Panel aria-label={intl.formatMessage({ id: 'axie.breedingTree.graph' }, { id: data.root })} data-testid="tree">
          {generations.map((g, i) => (
            <div key={g}>
              {i > 0 ? <Connector aria-hidden="true">↓</Connector> : null}
              <Generation aria-label={intl.formatMessage({ id: 'axie.breedingTree.generation' }, { g })}>
                <h3>{generationLabel(g)}</h3>
                <ul>
                  {data.nodes
                    .filter((n) => n.generation === g)
                    .map((n) => (
                      <Node key={n.id} node={n} isRoot={n.id === data.root} onOpen={open} />
                    ))}
                </ul>
              </Generation>
            </div>
          ))}
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
      ) : null}
    </ToolPage>
  );
}
