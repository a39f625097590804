import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@criadero/ui/testing';
import { es, renderAxieTool } from '../../../testing/test-utils';
import { AXIE_ERROR_MESSAGES } from '@criadero/api-contracts/axie';
import PoisonPage from '../pages/PoisonPage';

const info = {
  rule: { damagePerStack: 3, decayPerTurn: 1, maxStacks: 30, turnCap: 18, trigger: 'start', text: 'x', season: 'Lanzamiento de Origins (abril 2022)', status: 's', turnCapNote: 'n' },
  cards: [{ id: 60200101, name: 'Venom Nail', class: 'Reptile', part: 'Ears', stage: 1, energy: 2, attack: 0, description: "Double the target's {Poison} stacks." }],
};

const damages = () => screen.getAllByTestId('poison-row').map((row) => within(row).getAllByRole('cell')[2]!.textContent);

describe('poison calculator page', () => {
  it('starts from the service rule: 5 stacks deal 15 + 12 + 9 + 6 + 3, and lists the poison cards', async () => {
    answerApi({ '/api/origins/poison': () => ({ json: info }) });
    renderAxieTool(<PoisonPage />);
    expect(await screen.findByTestId('poison-total')).toHaveProperty('textContent', '45');
    expect(damages()).toEqual(['15', '12', '9', '6', '3']);
    expect(screen.getByTestId('poison-sequence').textContent).toBe('Daño por turno: 15 + 12 + 9 + 6 + 3 = 45');
    expect(screen.getByTestId('poison-season').textContent).toContain('abril 2022');
    expect(within(screen.getByRole('region', { name: 'Cartas con veneno (1)' })).getByText('Venom Nail')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: es['axie.poison.rule.title'] })).toContainElement(screen.getByTestId('poison-season'));
    const result = screen.getByRole('region', { name: es['axie.poison.result.title'] });
    // the turn table's numbers columns, right-aligned like their cells
    expect(within(result).getAllByRole('columnheader').map((th) => [th.textContent, th.className])).toEqual(
      ['turn', 'stacks', 'damage', 'after', 'total'].map((col) => [es[`axie.poison.col.${col}`], 'num']),
    );
    // the card texts are the game's English ones: said in es/pt
    expect(screen.getByTestId('game-text-note').textContent).toContain('en inglés');
  });

  it("opens its rule panel with the launch rule before the service answers, and keeps it first in the panel after (where the served page draws it)", async () => {
    answerApi({ '/api/origins/poison': () => ({ json: info }) });
    renderAxieTool(<PoisonPage />);
    // the first render, before the answer
    const firstOfPanel = () => {
      const panel = screen.getByRole('region', { name: es['axie.poison.rule.title'] });
      return panel.querySelector('h2')!.nextElementSibling!.textContent;
    };
    expect(firstOfPanel()).toBe(es['axie.poison.rule.unconfirmed']);
    expect(screen.getByText(es['axie.tools.loading']!)).toBeInTheDocument();
    await screen.findByTestId('poison-total');
    expect(firstOfPanel()).toBe(es['axie.poison.rule.unconfirmed']);
    expect(screen.getAllByText(es['axie.poison.rule.unconfirmed']!)).toHaveLength(1);
  });

  it('shows the card texts as the game does: {Poison} is the word Poison as a keyword, no braces', async () => {
    answerApi({ '/api/origins/poison': () => ({ json: info }) });
    renderAxieTool(<PoisonPage />);
    await screen.findByText('Venom Nail');
    const text = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === "Double the target's Poison stacks.");
    expect(text.textContent).not.toMatch(/[{}]/);
    expect(within(text).getByText('Poison').tagName).toBe('STRONG');
  });

  it('recomputes with every number changed, and says on which turn the axie falls', async () => {
    answerApi({ '/api/origins/poison': () => ({ json: info }) });
    renderAxieTool(<PoisonPage />);
    await screen.findByTestId('poison-total');
    fireEvent.change(screen.getByLabelText(es['axie.poison.field.damagePerStack']!), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(es['axie.poison.field.initialStacks']!), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(es['axie.poison.field.addedPerTurn']!), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(es['axie.poison.field.turnCap']!), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(es['axie.poison.field.hp']!), { target: { value: '20' } });
    // stacks 3, 4, 5 → 6 + 8 + 10
    expect(damages()).toEqual(['6', '8', '10']);
    expect(screen.getByTestId('poison-total').textContent).toBe('24');
    expect(screen.getByTestId('poison-faint').textContent).toBe('3');
    // with HP given, the table gains its HP-left column
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe(es['axie.poison.col.hpLeft']);
  });

  it('refuses a negative or absurd value under its field and shows no result until it is fixed', async () => {
    answerApi({ '/api/origins/poison': () => ({ json: info }) });
    renderAxieTool(<PoisonPage />);
    await screen.findByTestId('poison-total');
    const turnCap = screen.getByLabelText(es['axie.poison.field.turnCap']!) as HTMLInputElement;
    fireEvent.change(turnCap, { target: { value: '100000' } });
    expect(turnCap.value).toBe('100000'); // not cut to 100 without a word
    expect(screen.getByRole('alert').textContent).toBe('El máximo es 100');
    expect(screen.queryByTestId('poison-total')).not.toBeInTheDocument();
    expect(screen.getByTestId('poison-invalid').textContent).toBe(es['axie.poison.result.invalid']);
    const stacks = screen.getByLabelText(es['axie.poison.field.initialStacks']!);
    fireEvent.change(stacks, { target: { value: '-4' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('El mínimo es 0');
    fireEvent.change(turnCap, { target: { value: '3' } });
    expect(screen.queryByTestId('poison-total')).not.toBeInTheDocument(); // the stacks are still wrong
    fireEvent.change(stacks, { target: { value: '5' } });
    expect(damages()).toEqual(['15', '12', '9']);
  });

  it('shows the translated error when the service fails', async () => {
    answerApi({ '/api/origins/poison': () => ({ status: 503, json: { error: AXIE_ERROR_MESSAGES.MARKET_UNAVAILABLE.es, code: 'MARKET_UNAVAILABLE' } }) });
    renderAxieTool(<PoisonPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(AXIE_ERROR_MESSAGES.MARKET_UNAVAILABLE.es);
  });
});
