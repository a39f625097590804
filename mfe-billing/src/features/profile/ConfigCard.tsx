import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { sessionAtom, userAtom, type GenesTreeColumn, type UserConfig } from '@criadero/session';
import { Button, Muted, Section, useToast } from '@criadero/ui';
import { billingApi } from '../../api/billing-api';

const COLUMNS: GenesTreeColumn[] = ['d', 'r1', 'r2', 'dr1', 'dr2', 'r1r2', 'dr1r2', 'none'];

const Fieldset = styled.fieldset`
  border: 0; padding: 0; margin: 0 0 0.75rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem;
  legend { padding: 0; margin-bottom: 0.4rem; font-weight: 600; }
  label { display: inline-flex; gap: 0.35rem; align-items: center; }
`;

/** The user configuration (spec §3): body colour in the genes tree and its columns. */
export function ConfigCard() {
  const intl = useIntl();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const setSession = useSetAtom(sessionAtom);
  const [draft, setDraft] = useState<UserConfig | null>(user?.config ?? null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(user?.config ?? null), [user?.config]);
  if (!user || !draft) return null;

  const toggle = (column: GenesTreeColumn) =>
    setDraft({ ...draft, genes_tree: draft.genes_tree.includes(column) ? draft.genes_tree.filter((c) => c !== column) : COLUMNS.filter((c) => c === column || draft.genes_tree.includes(c)) });

  const save = async () => {
    setSaving(true);
    try {
      const { config } = await billingApi.saveConfig(draft);
      setSession({ status: 'authenticated', user: { ...user, config } });
      toast({ kind: 'success', title: intl.formatMessage({ id: 'billing.config.saved' }) });
    } catch {
      toast({ kind: 'error', title: intl.formatMessage({ id: 'billing.config.saveError' }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title="billing.config.title">
      <Fieldset>
        <legend><FormattedMessage id="billing.config.bodyColor" /></legend>
        <label>
          <input type="checkbox" checked={draft.body_color === 1} onChange={(e) => setDraft({ ...draft, body_color: e.target.checked ? 1 : 0 })} />
          <FormattedMessage id="billing.config.bodyColor.show" />
        </label>
      </Fieldset>
      <Fieldset>
        <legend><FormattedMessage id="billing.config.genesTree" /></legend>
        {COLUMNS.map((column) => (
          <label key={column}>
            <input type="checkbox" checked={draft.genes_tree.includes(column)} onChange={() => toggle(column)} />
            <code>{column}</code>
          </label>
        ))}
      </Fieldset>
      <Muted><FormattedMessage id="billing.config.genesTree.help" /></Muted>
      <Button type="button" onClick={() => void save()} disabled={saving}>
        <FormattedMessage id="billing.config.save" />
      </Button>
    </Section>
  );
}
