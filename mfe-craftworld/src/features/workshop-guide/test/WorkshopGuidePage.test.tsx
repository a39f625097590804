import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../i18n/messages';
import { gameData, renderWithGameData } from '../../../testing/game-data';
import WorkshopGuidePage from '../WorkshopGuidePage';

const es = messages.es!;

const DATA = gameData({
  factories: {
    MUD: [
      { level: 1, durationMin: 60, output: { token: 'MUD', amount: 1 }, inputs: [{ token: 'EARTH', amount: 1 }], upgradeCost: null },
      { level: 2, durationMin: 120, output: { token: 'MUD', amount: 2 }, inputs: [{ token: 'EARTH', amount: 2 }], upgradeCost: null },
    ],
  },
  // workshop levels 0…10: +0 %, +10 %, +25 %, then +50 %
  workshopPercent: { MUD: [0, 10, 25, 50, 50, 50, 50, 50, 50, 50, 50], CLAY: [0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5] },
  mastery: [1, 1.25, 2],
});

const renderGuide = () => renderWithGameData(<WorkshopGuidePage />, DATA);

/** The visible figures of a table's body rows (an explained figure without its explanation). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => (cell.querySelector('[title]')?.firstChild?.textContent ?? cell.textContent)!.replace(/\u00a0/g, ' ')));

describe('workshop guide', () => {
  it('lists each resource\'s speed bonus per workshop level, and finds a resource by name', async () => {
    renderGuide();
    const table = await screen.findByTestId('workshop-table');
    expect(rowsOf(table).map((r) => r.slice(0, 5))).toEqual([
      ['MUD', '+0%', '+10%', '+25%', '+50%'],
      ['CLAY', '+0%', '+5%', '+5%', '+5%'],
    ]);
    fireEvent.change(screen.getByLabelText(es['craftworld.workshop.search']!), { target: { value: 'cl' } });
    expect(rowsOf(table).map((r) => r[0])).toEqual(['CLAY']);
    fireEvent.change(screen.getByLabelText(es['craftworld.workshop.search']!), { target: { value: 'sand' } });
    expect(screen.getByRole('status')).toHaveTextContent(es['craftworld.workshop.noMatch']!);
  });

  it('gives a level\'s batch time at each workshop level, with workers and the speed boost, and explains the sum', async () => {
    renderGuide();
    const times = await screen.findByTestId('workshop-times');
    // MUD level 1 is 60 min: workshop +10 % makes it 60 / 1.1
    expect(rowsOf(times).slice(0, 4)).toEqual([
      ['0', '×1', '1 h'],
      ['1', '×1,1', '54,55 min'],
      ['2', '×1,25', '48 min'],
      ['3', '×1,5', '40 min'],
    ]);
    // two workers (×2) and the boost (×2) at workshop +50 %: 60 / 6 = 10 min
    fireEvent.change(screen.getByRole('combobox', { name: es['craftworld.optimizer.workers'] }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: es['craftworld.optimizer.speedBoost'] }));
    expect(rowsOf(times)[3]).toEqual(['3', '×6', '10 min']);
    expect(within(times).getAllByRole('row')[4]!.querySelector('[title]')).toHaveAttribute(
      'title',
      '60 min de la tabla ÷ (impulso ×2 × trabajadores ×2 × (1 + taller 50 %)) = 10 min por lote',
    );
    // level 2 takes twice as long
    fireEvent.change(screen.getByRole('combobox', { name: es['craftworld.col.level'] }), { target: { value: '2' } });
    expect(rowsOf(times)[3]).toEqual(['3', '×6', '20 min']);
  });

  it('shows what each mastery level saves of a batch\'s inputs', async () => {
    renderGuide();
    expect(rowsOf(await screen.findByTestId('mastery-table'))).toEqual([
      ['0', '×1', '0 %'],
      ['1', '×1,25', '20 %'],
      ['2', '×2', '50 %'],
    ]);
  });
});
