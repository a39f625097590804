import { FormattedMessage } from 'react-intl';
import type { Planet } from '@criadero/api-contracts/apeiron';
import { STAGE_LABELS } from '../i18n/labels';

/** A planet's class, breeds, generation and age, then its stage ("Warrior · breeds 1/3 · gen 2 · 30 días · Adulto"). */
export function PlanetMeta({ planet }: { planet: Planet }) {
  return (
    <>
      <FormattedMessage
        id="apeiron.planet.meta"
        values={{ avatarClass: planet.avatarClass, breedCount: planet.breedCount, generation: planet.generation, ageDays: planet.ageDays }}
      />{' '}
      · <FormattedMessage {...STAGE_LABELS[planet.stage]} />
    </>
  );
}
