import { useAtom, useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { PART_TYPES, percentFromParents, type GeneGroupKey } from '@criadero/genetics';
import { Modal } from '@criadero/ui';
import { GROUP_NAMES } from '../components/labels';
import { formatPercent } from '../components/numbers';
import { Hint, TableWrap } from '../components/styled';
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
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="axie.breeding.prob.part" />
                  </th>
                  <th scope="col">D</th>
                  <th scope="col">R1</th>
                  <th scope="col">R2</th>
                </tr>
              </thead>
              <tbody>
                {GROUPS.map((g) => (
                  <tr key={g}>
                    <th scope="row">{intl.formatMessage(GROUP_NAMES[g])}</th>
                    <td>{genes[g].d.name}</td>
                    <td>{genes[g].r1.name}</td>
                    <td>{genes[g].r2.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      ) : (
        <Hint>
          <FormattedMessage id="axie.breeding.genetics.undecodable" />
        </Hint>
      )}
    </Modal>
  );
}
