import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Modal } from '@criadero/ui';
import { PairCard } from '../components/PairCard';
import { openModalAtom } from '../state/atoms';
import { useCurrentPairCards } from './useCurrentPairCards';

/** 'Ver pareja' (spec §2): the pair card at 90 % width. */
export function PairViewerModal() {
  const intl = useIntl();
  const [modal, setModal] = useAtom(openModalAtom);
  const { a, b } = useCurrentPairCards();
  return (
    <Modal open={modal === 'pairViewer' && !!a && !!b} title={intl.formatMessage({ id: 'axie.breeding.viewer.title' })} onClose={() => setModal(null)} width="90%">
      {a && b ? <PairCard a={a} b={b} pairKey={`viewer-${a.id}-${b.id}`} wide /> : null}
    </Modal>
  );
}
