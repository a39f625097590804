import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORY_KEYS } from '@criadero/genetics';
import { Modal } from '@criadero/ui';
import { CATEGORY_NAMES } from '../components/labels';
import { formatPercent } from '../components/numbers';
import { analysedGroups, PartTable } from '../components/PartTable';
import { Hint } from '../components/styled';
import { usePairAnalysis } from '../hooks/usePairAnalysis';
import { openModalAtom } from '../state/atoms';
import { useCurrentPairCards } from './useCurrentPairCards';

/** The eight genetic-analysis categories (onlyD … noneOfThem, 3 decimals) per wanted part of the current pair. */
export function GeneticsAnalysisModal() {
  const intl = useIntl();
  const [modal, setModal] = useAtom(openModalAtom);
  const { a, b } = useCurrentPairCards();
  const analysis = usePairAnalysis(a, b, null);
  return (
    <Modal open={modal === 'analysis'} title={intl.formatMessage({ id: 'axie.breeding.analysis.title' })} onClose={() => setModal(null)} width="980px">
      {analysis && a && b ? (
        <PartTable
          caption={<FormattedMessage id="axie.breeding.pair.title" values={{ a: a.id, b: b.id }} />}
          columns={CATEGORY_KEYS.map((k) => ({ key: k, label: intl.formatMessage(CATEGORY_NAMES[k]) }))}
          rows={analysedGroups(analysis).map(([key, g]) => ({ group: key, cells: CATEGORY_KEYS.map((k) => formatPercent(intl, g[k])) }))}
        />
      ) : (
        <Hint>
          <FormattedMessage id="axie.breeding.prob.noFilter" />
        </Hint>
      )}
    </Modal>
  );
}
