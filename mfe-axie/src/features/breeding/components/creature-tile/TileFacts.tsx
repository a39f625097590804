import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { percentFromParents } from '@criadero/genetics';
import type { CreatureCard } from '../../../../api/axie-api';
import { parsedGenesOf } from '../../domain/genes';
import { purityOf } from '../../domain/grid';
import { canBreed } from '../../domain/ranking';
import { shortAddress } from '../../domain/wallet-lists';
import { ownerNamesAtom } from '../../state/wallet-lists';
import { CLASS_NAMES } from '../labels';
import { formatPercent } from '../numbers';
import { TilePrice } from './TilePrice';

/** The tile's facts: class, breeds, purity (parts and genetic), stage, price and, when known, the owner's name. */
export function TileFacts({ creature }: { creature: CreatureCard }) {
  const intl = useIntl();
  const genes = parsedGenesOf(creature);
  const purity = purityOf(genes);
  const geneticPurity = creature.percentFromParents ?? (genes ? percentFromParents(genes) : null);
  const cls = CLASS_NAMES[creature.class as keyof typeof CLASS_NAMES];
  const owners = useAtomValue(ownerNamesAtom);
  const owner = creature.owner ? (owners.get(creature.owner.toLowerCase()) ?? shortAddress(creature.owner)) : null;
  return (
    <dl>
      <dt>
        <FormattedMessage id="axie.breeding.grid.class" />
      </dt>
      <dd>{cls ? intl.formatMessage(cls) : creature.class}</dd>
      <dt>
        <FormattedMessage id="axie.breeding.grid.breedCount" />
      </dt>
      <dd>{creature.breedCount}</dd>
      <dt>
        <FormattedMessage id="axie.breeding.grid.purity" />
      </dt>
      <dd data-testid="creature-purity">
        {purity === null ? '—' : <FormattedMessage id="axie.breeding.grid.purityValue" values={{ parts: purity, genetic: geneticPurity === null ? '—' : formatPercent(intl, geneticPurity, { min: 0, max: 1 }) }} />}
      </dd>
      <dt>
        <FormattedMessage id="axie.breeding.grid.stage" />
      </dt>
      <dd data-testid="creature-stage">{canBreed(creature) ? <FormattedMessage id="axie.breeding.grid.adult" /> : <FormattedMessage id="axie.breeding.grid.egg" />}</dd>
      <dt>
        <FormattedMessage id="axie.breeding.grid.price" />
      </dt>
      <dd data-testid="creature-price">
        <TilePrice creature={creature} />
      </dd>
      {owner ? (
        <>
          <dt>
            <FormattedMessage id="axie.breeding.grid.owner" />
          </dt>
          <dd data-testid="creature-owner" title={creature.owner!}>
            {owner}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
