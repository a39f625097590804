import { useAtom, useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORY_KEYS, type GeneGroupKey, type GroupAnalysis } from '@criadero/genetics';
import { Modal } from '@criadero/ui';
import { CATEGORY_NAMES, GROUP_NAMES } from '../components/labels';
import { formatPercent } from '../components/numbers';
import { Hint, TableWrap } from '../components/styled';
import { usePairAnalysis } from '../hooks/usePairAnalysis';
import { creaturesAtom, currentPairAtom, openModalAtom } from '../state/atoms';

/** The eight genetic-analysis categories (onlyD … noneOfThem, 3 decimals) per wanted part of the current pair. */
export function GeneticsAnalysisModal() {
  const intl = useIntl();
  const [modal, setModal] = useAtom(openModalAtom);
  const pair = useAtomValue(currentPairAtom);
  const creatures = useAtomValue(creaturesAtom);
  const a = creatures.find((c) => c.id === pair?.[0]);
  const b = creatures.find((c) => c.id === pair?.[1]);
  const analysis = usePairAnalysis(a, b, null);
  const groups = analysis ? (Object.entries(analysis.parts) as [GeneGroupKey, GroupAnalysis][]) : [];
  return (
    <Modal open={modal === 'analysis'} title={intl.formatMessage({ id: 'axie.breeding.analysis.title' })} onClose={() => setModal(null)} width="980px">
      {analysis && a && b ? (
        <TableWrap>
          <table>
            <caption>
              <FormattedMessage id="axie.breeding.pair.title" values={{ a: a.id, b: b.id }} />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="axie.breeding.prob.part" />
                </th>
                {CATEGORY_KEYS.map((k) => (
                  <th scope="col" key={k}>
                    {intl.formatMessage(CATEGORY_NAMES[k])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groups.map(([key, g]) => (
                <tr key={key}>
                  <th scope="row">{intl.formatMessage(GROUP_NAMES[key])}</th>
                  {CATEGORY_KEYS.map((k) => (
                    <td key={k}>{formatPercent(intl, g[k])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <Hint>
          <FormattedMessage id="axie.breeding.prob.noFilter" />
        </Hint>
      )}
    </Modal>
  );
}
