import { defineMessages } from 'react-intl';

export const ELEMENT_LABELS = defineMessages({
  fire: { id: 'apeiron.element.fire' },
  water: { id: 'apeiron.element.water' },
  earth: { id: 'apeiron.element.earth' },
  air: { id: 'apeiron.element.air' },
});

export const STAGE_LABELS = defineMessages({
  core: { id: 'apeiron.stage.core' },
  young: { id: 'apeiron.stage.young' },
  adult: { id: 'apeiron.stage.adult' },
});

export const ELEMENT_COLORS = { fire: '#ff7a59', water: '#4fa8ff', earth: '#b9925a', air: '#9be3d0' } as const;
