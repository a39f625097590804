import { useAtom, useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { PART_TYPES, percentFromParents, type GeneGroupKey } from '@criadero/genetics';
import { Modal } from '@criadero/ui';
import { formatPercent } from '../components/numbers';
import { PartTable, SLOT_COLUMNS } from '../components/PartTable';
import { Hint } from '../components/styled';
import { parsedGenesOf } from '../domain/genes';
import { creaturesAtom, geneticsCreatureIdAtom } from '../state/atoms';

const GROUPS: GeneGroupKey[] = ['bodyShape', 'primaryColor', ...PART_TYPES];

/** A creature's d / r1 / r2 per part and its percentFromParents (spec §2 creature genetics). */
export function CreatureGeneticsModal() {
  const intl = useIntl();
  const [id, setId] = useAtom(geneticsCreatureIdAtom);
  const creatures = useAtomValue(creaturesAtom);
  const card = creatures.find((c) => c.id === id);
  const genes = card ? parsedGenesOf(card) : null;
  const purity = card?.percentFromParents ?? (genes ? percentFromParents(genes) : null);
  return (
    <Modal open={!!card} title={intl.formatMessage({ id: 'axie.breeding.creatureGenetics.title' }, { id: id ?? '' })} onClose={() => setId(null)} width="640px">
      {genes ? (
        <>
          <p data-testid="percent-from-parents">
            <FormattedMessage id="axie.breeding.creatureGenetics.purity" values={{ value: purity === null ? '—' : formatPercent(intl, Number(purity), { min: 2, max: 2 }) }} />
          </p>
          <PartTable columns={SLOT_COLUMNS} rows={GROUPS.map((g) => ({ group: g, cells: SLOT_COLUMNS.map(({ key }) => genes[g][key].name) }))} />
        </>
      ) : (
        <Hint>
          <FormattedMessage id="axie.breeding.genetics.undecodable" />
        </Hint>
      )}
    </Modal>
  );
}
