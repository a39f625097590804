import { FormattedMessage } from 'react-intl';
import { Modal } from '@criadero/ui';
import { LevelingCalculator } from './LevelingCalculator';
import type { PhorsePrice } from './phorse-price';

/** The spec's 'Simulador de Leveleo' modal: the same calculator in a Modal. */
export function LevelingSimulatorModal({ open, onClose, price }: { open: boolean; onClose: () => void; price: PhorsePrice }) {
  return (
    <Modal open={open} onClose={onClose} title={<FormattedMessage id="horse.leveling.simulator.title" />} width="760px">
      <LevelingCalculator price={price} />
    </Modal>
  );
}
