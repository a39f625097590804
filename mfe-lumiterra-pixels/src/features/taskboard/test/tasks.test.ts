import { blankTask } from '../tasks';

describe('blankTask', () => {
  it('never reuses an id', () => {
    const a = blankTask([]);
    expect(a.id).toBe('t1');
    const board = [a, { ...a, id: 't3' }];
    expect(blankTask(board).id).toBe('t4');
    expect(blankTask([{ ...a, id: 't2' }]).id).toBe('t3');
  });
});
