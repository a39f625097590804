import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderTool } from '../test-utils';
import { ProbabilityTable } from './ProbabilityTable';

const ODDS = [
  { type: 'Ice', bloodline: 'Celestial', p: 0.125 },
  { type: 'Lava', bloodline: 'Elemental', p: 0.3333 },
];

describe('ProbabilityTable', () => {
  it('shows one row per outcome with its probability as a percentage in the last column', () => {
    renderTool(
      <ProbabilityTable rows={ODDS} rowKey={(r) => r.type} columns={[{ header: 'Tipo', cell: (r) => r.type }, { header: 'Linaje', cell: (r) => r.bloodline }]} probability={(r) => r.p} probabilityHeader="Probabilidad" />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tipo', 'Linaje', 'Probabilidad']);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent?.replace(/\s/g, ' '))).toEqual(['Ice', 'Celestial', '12,5 %']);
    expect(within(second!).getAllByRole('cell').at(-1)?.textContent?.replace(/\s/g, ' ')).toBe('33,3 %');
  });

  it('has no header row without a probability header', () => {
    renderTool(<ProbabilityTable rows={ODDS} rowKey={(r) => r.type} columns={[{ cell: (r) => r.type }]} probability={(r) => r.p} />);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
