import { describe, expect, it } from 'vitest';
import { analysePair, classOdds, configIssues, DEFAULT_BREEDING_CONFIG, legacyInheritance, pairChecks, pairCost } from '../src';
import { bred, els, planet, primeval } from './fixtures';

const config = DEFAULT_BREEDING_CONFIG;
const g = (id: string) => planet(id, els(25, 25, 25, 25));

describe('pair checks', () => {
  it('accepts two unrelated planets with conjunctions left', () => {
    const checks = pairChecks(primeval(g('1')), primeval(planet('2', els(0, 100, 0, 0), { breedCount: 2 })), config);
    expect(checks).toMatchObject({ issues: [], canBreed: true, inbred: false, hatchDays: 7, cooldownDays: 14, conjunctionsLeft: [3, 1] });
  });

  it('refuses the same planet twice', () => {
    expect(pairChecks(primeval(g('1')), primeval(g('1')), config).issues).toEqual(['SAME_PLANET']);
  });

  it('refuses a parent with its child, either way round', () => {
    const child = bred(g('9'), [g('1'), g('2')]);
    expect(pairChecks(primeval(g('1')), child, config).issues).toEqual(['PARENT_CHILD']);
    expect(pairChecks(child, primeval(g('2')), config).issues).toEqual(['PARENT_CHILD']);
  });

  it('refuses siblings, including half-siblings (a shared parent)', () => {
    const x = bred(g('10'), [g('1'), g('2')]);
    const y = bred(g('11'), [g('2'), g('3')]);
    expect(pairChecks(x, y, config)).toMatchObject({ issues: ['SIBLINGS'], canBreed: false });
  });

  it('refuses a planet at the limit of 3 conjunctions and names it', () => {
    const checks = pairChecks(primeval(planet('1', els(100, 0, 0, 0), { breedCount: 3 })), primeval(g('2')), config);
    expect(checks).toMatchObject({ issues: ['BREED_LIMIT'], atLimit: ['1'], canBreed: false, conjunctionsLeft: [0, 3] });
  });

  it('hatches in 21 days when an ancestor repeats (cousins sharing a grandparent)', () => {
    const x = bred(g('20'), [g('10'), g('11')], ['1', '2', '3', '4']);
    const y = bred(g('21'), [g('12'), g('13')], ['1', '5', '6', '7']);
    expect(pairChecks(x, y, config)).toMatchObject({ canBreed: true, inbred: true, hatchDays: 21 });
  });
});

describe('class, legacy and cost', () => {
  it('keeps a shared class and splits different classes 50/50', () => {
    expect(classOdds('Fate', 'Fate')).toEqual([{ avatarClass: 'Fate', probability: 1 }]);
    expect(classOdds('Fury', 'Wisdom')).toEqual([
      { avatarClass: 'Fury', probability: 0.5 },
      { avatarClass: 'Wisdom', probability: 0.5 },
    ]);
  });

  it('gives 10% per carrier of the same legacy, capped at 60%', () => {
    const f55 = { element: 'fire' as const, threshold: 55 };
    const carriers = Array.from({ length: 6 }, (_, i) => planet(`c${i}`, els(100, 0, 0, 0), { legacy: f55 }));
    const a = bred(carriers[0]!, [carriers[1]!, carriers[2]!]);
    const b = bred(carriers[3]!, [carriers[4]!, carriers[5]!]);
    expect(legacyInheritance(a, b, config)).toEqual([{ legacy: f55, carriers: ['c0', 'c3', 'c1', 'c2', 'c4', 'c5'], chance: 0.6 }]);
    const low = { ...config, legacyChanceCap: 0.3 };
    expect(legacyInheritance(a, b, low)[0]!.chance).toBe(0.3);
    const one = legacyInheritance(primeval(carriers[0]!), primeval(g('x')), config);
    expect(one).toEqual([{ legacy: f55, carriers: ['c0'], chance: 0.1 }]);
  });

  it('treats different legacies as independent chances', () => {
    const a = primeval(planet('a', els(100, 0, 0, 0), { legacy: { element: 'fire', threshold: 55 } }));
    const b = primeval(planet('b', els(0, 100, 0, 0), { legacy: { element: 'water', threshold: 60 } }));
    const analysis = analysePair(a, b, config);
    expect(analysis.legacy.inheritance.map((l) => l.chance)).toEqual([0.1, 0.1]);
    expect(analysis.legacy.anyChance).toBeCloseTo(1 - 0.9 * 0.9, 12);
  });

  it('costs APRS by conjunction count and ANIMA by bloodline, per parent', () => {
    const a = primeval(planet('a', els(100, 0, 0, 0), { breedCount: 0 })); // Pure
    const b = primeval(planet('b', els(25, 25, 25, 25), { breedCount: 2 })); // Quad
    expect(pairCost(a, b, config)).toEqual({
      aprs: 40 + 90,
      anima: 400 + 100,
      perParent: [
        { id: 'a', aprs: 40, anima: 400, bloodline: 'Pure' },
        { id: 'b', aprs: 90, anima: 100, bloodline: 'Quad' },
      ],
    });
  });

  it('sums type odds over the element outcomes', () => {
    // 50.5 fire / 49.5 water / 0 / 0 from two Duo parents -> always Tundra
    const a = primeval(planet('a', els(51, 49, 0, 0)));
    const b = primeval(planet('b', els(50, 50, 0, 0)));
    const analysis = analysePair(a, b, config);
    expect(analysis.typeOdds).toEqual([{ type: 'Tundra', bloodline: 'Duo', probability: 1 }]);
    // a Pure and a Duo give a Duo: the pool of elements is what decides
    const mixed = analysePair(primeval(planet('c', els(0, 0, 100, 0))), primeval(planet('d', els(0, 0, 50, 50))), config);
    expect(mixed.typeOdds.map((t) => t.type)).toEqual(['Karsts']);
  });

  it('validates a configuration', () => {
    expect(configIssues(config)).toEqual([]);
    expect(configIssues({ ...config, legacyChanceCap: 2, cost: { ...config.cost, aprsByConjunction: [1] } })).toEqual([
      'legacyChanceCap must be from 0 to 1',
      'cost.aprsByConjunction needs one value per conjunction count',
    ]);
  });
});
