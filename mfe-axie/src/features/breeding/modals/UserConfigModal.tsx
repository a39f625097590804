import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { userAtom, type GenesTreeColumn, type UserConfig } from '@criadero/session';
import { Button, Modal } from '@criadero/ui';
import { saveUserConfig } from '../../../api/axie-api';
import { Gate } from '../components/Gate';
import { Row, Stack } from '../components/styled';
import { GENES_TREE_COLUMNS } from '../domain/user-config';
import { openModalAtom, userConfigAtom } from '../state/atoms';

/** User configuration (spec §3): body_color and the genes_tree columns (custom columns need a plan). Kept in `user_config`, and on the server when logged in. */
export function UserConfigModal() {
  const intl = useIntl();
  const [modal, setModal] = useAtom(openModalAtom);
  const [config, setConfig] = useAtom(userConfigAtom);
  const user = useAtomValue(userAtom);
  const [draft, setDraft] = useState<UserConfig>(config);
  useEffect(() => {
    if (modal === 'userConfig') setDraft(config);
  }, [modal, config]);

  const toggle = (col: GenesTreeColumn) =>
    setDraft((d) => ({ ...d, genes_tree: d.genes_tree.includes(col) ? d.genes_tree.filter((c) => c !== col) : [...d.genes_tree, col] }));

  const save = () => {
    setConfig(draft);
    if (user) saveUserConfig(draft).catch((error: unknown) => console.warn('[axie.breeding] saveConfig failed', error)); // spec §8: logged only
    setModal(null);
  };

  return (
    <Modal open={modal === 'userConfig'} title={intl.formatMessage({ id: 'axie.breeding.userConfig.title' })} onClose={() => setModal(null)}>
      <Stack>
        <label>
          <input type="checkbox" checked={draft.body_color === 1} onChange={(e) => setDraft((d) => ({ ...d, body_color: e.target.checked ? 1 : 0 }))} />{' '}
          <FormattedMessage id="axie.breeding.userConfig.bodyColor" />
        </label>
        <fieldset>
          <legend>
            <FormattedMessage id="axie.breeding.userConfig.columns" />
          </legend>
          <Gate feature="customTreeColumns">
            <Row>
              {GENES_TREE_COLUMNS.map((col) => (
                <label key={col}>
                  <input type="checkbox" checked={draft.genes_tree.includes(col)} onChange={() => toggle(col)} /> {col}
                </label>
              ))}
            </Row>
          </Gate>
        </fieldset>
        <Row>
          <Button type="button" $variant="primary" onClick={save}>
            <FormattedMessage id="axie.breeding.userConfig.save" />
          </Button>
        </Row>
      </Stack>
    </Modal>
  );
}
