import { toPlanRequest } from '../potion-form';

describe('toPlanRequest', () => {
  it('counts empty boxes as zero and leaves empty rules to the service', () => {
    const potions = Array.from({ length: 10 }, (_, i) => (i === 3 ? 2 : ''));
    expect(
      toPlanRequest({ currentEnergy: '', maxEnergy: '', kills: 10, harvests: '', energyPerKill: 0.185, energyPerHarvest: '', potionsOnHand: potions }),
    ).toEqual({ currentEnergy: 0, kills: 10, harvests: 0, energyPerKill: 0.185, potionsOnHand: [0, 0, 0, 2, 0, 0, 0, 0, 0, 0] });
  });
});
