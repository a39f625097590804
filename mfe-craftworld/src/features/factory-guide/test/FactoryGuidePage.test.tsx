import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../i18n/messages';
import { gameData, renderWithGameData } from '../../../testing/game-data';
import FactoryGuidePage from '../FactoryGuidePage';

const es = messages.es!;

// two chains: MUD's level 3 upgrade cost is missing from the community table
const DATA = gameData({
  factories: {
    MUD: [
      { level: 1, durationMin: 30, output: { token: 'MUD', amount: 2 }, inputs: [{ token: 'EARTH', amount: 4 }], upgradeCost: { token: 'COIN', amount: 100 } },
      { level: 2, durationMin: 90, output: { token: 'MUD', amount: 3 }, inputs: [{ token: 'EARTH', amount: 5 }], upgradeCost: { token: 'COIN', amount: 250 } },
      { level: 3, durationMin: 125, output: { token: 'MUD', amount: 4.5 }, inputs: [{ token: 'EARTH', amount: 6 }], upgradeCost: null },
      { level: 4, durationMin: 200, output: { token: 'MUD', amount: 6 }, inputs: [{ token: 'EARTH', amount: 8 }], upgradeCost: { token: 'DYNO', amount: 1500 } },
    ],
    CLAY: [{ level: 1, durationMin: 45, output: { token: 'CLAY', amount: 1 }, inputs: [{ token: 'MUD', amount: 2 }, { token: 'WATER', amount: 1 }], upgradeCost: { token: 'COIN', amount: 300 } }],
  },
});

const renderGuide = () => renderWithGameData(<FactoryGuidePage />, DATA);

describe('factory guide', () => {
  it('counts the levels shown as the player searches by token and level, or picks a chain', async () => {
    renderGuide();
    const count = await screen.findByTestId('factory-count');
    expect(count).toHaveTextContent('5 de 5 niveles');
    expect(screen.getByTestId('community-note')).toHaveTextContent('2026-01-01');
    const search = screen.getByLabelText(es['craftworld.factory.search']!);
    // CLAY's level 1 takes MUD as an input: both chains match
    fireEvent.change(search, { target: { value: 'mud' } });
    expect(await screen.findByText('5 de 5 niveles')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'water' } });
    expect(await screen.findByText('1 de 5 niveles')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'mud 3' } });
    expect(await screen.findByText('1 de 5 niveles')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: es['craftworld.factory.chain'] }), { target: { value: 'MUD' } });
    expect(await screen.findByText('4 de 5 niveles')).toBeInTheDocument();
  });

  it('adds up the upgrade costs between two levels by token, names the levels without a cost, and shows the target level', async () => {
    renderGuide();
    const totals = await screen.findByTestId('factory-totals');
    // from not built (0) to level 4 of MUD, the first chain
    fireEvent.change(screen.getByLabelText(es['craftworld.factory.toLevel']!), { target: { value: '4' } });
    expect(totals).toHaveTextContent('MUD del nivel 0 al 4: 350 COIN + 1500 DYNO');
    expect(totals).toHaveTextContent('La tabla no da el coste de los niveles 3.');
    expect(totals).toHaveTextContent('En el nivel 4: 8 EARTH → 6 MUD cada 3 h 20 min.');
    // already at level 2: only levels 3 and 4 are left to pay
    fireEvent.change(screen.getByLabelText(es['craftworld.factory.fromLevel']!), { target: { value: '2' } });
    expect(totals).toHaveTextContent('MUD del nivel 2 al 4: 1500 DYNO');
    fireEvent.change(screen.getByLabelText(es['craftworld.factory.toLevel']!), { target: { value: '2' } });
    expect(totals).toHaveTextContent('MUD del nivel 2 al 2: —');
    expect(totals).not.toHaveTextContent('La tabla no da');
  });

  it('a chain with fewer levels keeps the target within them', async () => {
    renderGuide();
    const totals = await screen.findByTestId('factory-totals');
    const [, chain] = screen.getAllByRole('combobox');
    fireEvent.change(chain!, { target: { value: 'CLAY' } });
    expect(totals).toHaveTextContent('CLAY del nivel 0 al 1: 300 COIN');
    expect(totals).toHaveTextContent('En el nivel 1: 2 MUD + 1 WATER → 1 CLAY cada 45 min.');
  });
});
