import { defineMessages } from 'react-intl';

/** The Axie classes' names, shared by the tools that show a class (declared here so the catalogue check sees the ids). */
export const CLASS_NAMES = defineMessages({
  beast: { id: 'axie.breeding.class.beast' },
  aquatic: { id: 'axie.breeding.class.aquatic' },
  plant: { id: 'axie.breeding.class.plant' },
  bird: { id: 'axie.breeding.class.bird' },
  bug: { id: 'axie.breeding.class.bug' },
  reptile: { id: 'axie.breeding.class.reptile' },
  mech: { id: 'axie.breeding.class.mech' },
  dawn: { id: 'axie.breeding.class.dawn' },
  dusk: { id: 'axie.breeding.class.dusk' },
});
