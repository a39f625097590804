import { describe, expect, it } from 'vitest';
import { canIncrement, decrement, increment, PART_SELECTION_LIMITS } from '../domain/counter';
import { DEFAULT_BREEDING_COSTS, decodeGenes, meetsConstraint } from '@criadero/genetics';
import { parseNumberText } from '@criadero/ui';
import { PERCENT_RULES, type CombinationEntry } from '../domain/combination';
import { toConstraint } from '../domain/ranking';
import { isValidBreedCount, movePriority, setBreedCount } from '../../../domain/filter-config';
import { formatTokenPrice } from '../domain/format';
import { gridColumns, gridPageRows, pageCount } from '../domain/grid';
import { costRankingIsComplete, rankByCost } from '../domain/cost-ranking';
import { parentSearchFields, passesParentFilters } from '../../../domain/parent-filter';
import { parseCreatureIds } from '../domain/ids';
import { buildMarketplaceUrl, parseMarketplaceUrl } from '../../../domain/market-url';
import { deleteFilter, filterIdFromName, saveFilter } from '../../../domain/saved-filters';
import { compactSelection, hasPartFilter, toEngineFilter } from '../../../domain/selection';
import { normalizeWallet } from '../domain/wallet';

describe('creature picker parsing (spec §5)', () => {
  it('splits on spaces, commas and semicolons, strips a leading #, ignores empties and duplicates', () => {
    expect(parseCreatureIds(' #123, 456;789  #123 ;; ,\n10')).toEqual({ ids: ['123', '456', '789', '10'], invalid: [] });
    expect(parseCreatureIds('')).toEqual({ ids: [], invalid: [] });
    expect(parseCreatureIds('12 abc #x9')).toEqual({ ids: ['12'], invalid: ['abc', '#x9'] });
  });

  it("turns 'ronin:' into '0x' and refuses anything that is not an address", () => {
    const hex = 'AbCdEf0123456789abcdef0123456789ABCDEF01';
    expect(normalizeWallet(` ronin:${hex} `)).toBe(`0x${hex.toLowerCase()}`);
    expect(normalizeWallet(`0x${hex}`)).toBe(`0x${hex.toLowerCase()}`);
    expect(normalizeWallet('ronin:1234')).toBeNull();
    expect(normalizeWallet(hex)).toBeNull();
  });
});

describe('validation rules', () => {
  it('keeps breed count within 0..7 with min ≤ max', () => {
    expect(setBreedCount([0, 7], 'min', 9)).toEqual([7, 7]);
    expect(setBreedCount([2, 4], 'min', 5)).toEqual([4, 4]);
    expect(setBreedCount([2, 4], 'max', 1)).toEqual([2, 2]);
    expect(setBreedCount([2, 4], 'max', -3)).toEqual([2, 2]);
    expect(setBreedCount([0, 7], 'min', 3)).toEqual([3, 7]);
    expect(isValidBreedCount([3, 2])).toBe(false);
    expect(isValidBreedCount([0, 8])).toBe(false);
    expect(isValidBreedCount([1, 1])).toBe(true);
  });

  it('accepts percentages 0..100 with up to 3 decimals only, written with a comma in Spanish', () => {
    for (const ok of ['0', '100', '12.5', '99.999', '0.001', '50,5', '0,125']) expect(parseNumberText(ok, 'es', { ...PERCENT_RULES, required: true }).ok, ok).toBe(true);
    for (const bad of ['-1', '100.001', '101', '12.3456', 'abc', '', '1e2']) expect(parseNumberText(bad, 'es', { ...PERCENT_RULES, required: true }).ok, bad).toBe(false);
  });

  it('applies combination operations desde/hasta/sea/no-sea', () => {
    const e = (operation: CombinationEntry['operation'], percent = 40): CombinationEntry => ({ id: 'x', type: 'eyes', part: 'eyes-zeal', operation, percent });
    const passes = (entry: CombinationEntry, percent: number) => meetsConstraint(toConstraint(entry), percent);
    expect(passes(e('desde'), 40)).toBe(true);
    expect(passes(e('desde'), 39.999)).toBe(false);
    expect(passes(e('hasta'), 41)).toBe(false);
    expect(passes(e('sea'), 0.1)).toBe(true);
    expect(passes(e('no-sea'), 0.1)).toBe(false);
    expect(passes(e('no-sea'), 0)).toBe(true);
  });

  it('moves a part type in the priority order', () => {
    expect(movePriority(['eyes', 'ears', 'mouth'], 'ears', -1)).toEqual(['ears', 'eyes', 'mouth']);
    expect(movePriority(['eyes', 'ears'], 'eyes', -1)).toEqual(['eyes', 'ears']);
  });
});

describe('multi-select counter', () => {
  const limits = { perItemMax: 2, totalMax: 3 };
  it('blocks increments at the per-item and the total maximum', () => {
    let c = increment({}, 'a', limits);
    c = increment(c, 'a', limits);
    expect(canIncrement(c, 'a', limits)).toBe(false);
    expect(increment(c, 'a', limits)).toBe(c);
    c = increment(c, 'b', limits);
    expect(c).toEqual({ a: 2, b: 1 });
    expect(canIncrement(c, 'c', limits)).toBe(false);
    c = decrement(c, 'a');
    expect(canIncrement(c, 'c', limits)).toBe(true);
    expect(decrement({ a: 1 }, 'a')).toEqual({});
  });
  it('part selection limits are 4 per type and 12 in all', () => {
    expect(PART_SELECTION_LIMITS).toEqual({ perItemMax: 4, totalMax: 12 });
  });
});

describe('saved filters', () => {
  it('ids are names with spaces turned into hyphens; only non-empty selections are kept', () => {
    expect(filterIdFromName('  Mi filtro  de ojos ')).toBe('Mi-filtro-de-ojos');
    const r = saveFilter([], 'Mi filtro', { eyes: ['eyes-zeal'], ears: [], classes: [] });
    expect(r).toEqual({ status: 'saved', id: 'Mi-filtro', filters: [{ id: 'Mi-filtro', name: 'Mi filtro', filter: { eyes: ['eyes-zeal'] } }] });
  });
  it('asks before overwriting, then replaces in place; delete removes by id', () => {
    const first = saveFilter([], 'A b', { eyes: ['eyes-zeal'] });
    if (first.status !== 'saved') throw new Error('not saved');
    const second = saveFilter(first.filters, 'A  b', { tail: ['tail-nimo'] });
    expect(second).toEqual({ status: 'needs-confirmation', id: 'A-b' });
    const third = saveFilter(first.filters, 'A b', { tail: ['tail-nimo'] }, { overwrite: true });
    expect(third.status === 'saved' && third.filters).toEqual([{ id: 'A-b', name: 'A b', filter: { tail: ['tail-nimo'] } }]);
    expect(saveFilter([], '   ', {})).toEqual({ status: 'invalid-name' });
    expect(deleteFilter(first.filters, 'A-b')).toEqual([]);
  });
});

describe('selection and marketplace link', () => {
  it('keeps only non-empty keys and maps to the engine filter', () => {
    const s = compactSelection({ eyes: ['eyes-zeal'], ears: [], classes: ['beast'], primaryColor: [2] });
    expect(s).toEqual({ classes: ['beast'], primaryColor: [2], eyes: ['eyes-zeal'] });
    expect(hasPartFilter({ classes: ['beast'] })).toBe(false);
    expect(hasPartFilter(s)).toBe(true);
    expect(toEngineFilter(s, ['tail', 'eyes', 'ears', 'mouth', 'horn', 'back'])).toEqual({
      parts: { eyes: ['eyes-zeal'] },
      classes: ['beast'],
      primaryColor: [2],
      priorityOrder: ['tail', 'eyes', 'ears', 'mouth', 'horn', 'back'],
    });
  });

  it('builds the official marketplace URL and parses it back', () => {
    const s = { classes: ['beast' as const], bodyShape: ['Fuzzy' as const], primaryColor: [3], eyes: ['eyes-zeal'], tail: ['tail-nimo'] };
    const url = buildMarketplaceUrl(s, 'Sale');
    expect(url).toBe('https://app.axieinfinity.com/marketplace/axies/?auctionTypes=Sale&classes=Beast&bodyShapes=Fuzzy&primaryColor=3&parts=eyes-zeal&parts=tail-nimo');
    expect(parseMarketplaceUrl(url)).toEqual({ selection: s, auctionType: 'Sale', breedCount: null, ignored: [] });
    expect(parseMarketplaceUrl('https://app.axieinfinity.com/marketplace/axies/?parts=eyes-nope&classes=Robot')?.ignored).toEqual(['Robot', 'eyes-nope']);
    expect(parseMarketplaceUrl('not a url')).toBeNull();
  });

  it('reads breedCount and excluded parts, and reports what it cannot apply instead of dropping it', () => {
    const parsed = parseMarketplaceUrl('https://app.axieinfinity.com/marketplace/axies/?breedCount=1&breedCount=3&parts=!tail-nimo&parts=eyes-zeal&region=japan');
    expect(parsed?.breedCount).toEqual([1, 3]);
    expect(parsed?.selection).toEqual({ eyes: ['eyes-zeal'], exclude: ['tail-nimo'] });
    expect(parsed?.ignored).toEqual(['region=japan']);
    // the round trip keeps the excluded part
    expect(buildMarketplaceUrl(parsed!.selection, 'All')).toBe('https://app.axieinfinity.com/marketplace/axies/?parts=eyes-zeal&parts=%21tail-nimo');
    expect(parseMarketplaceUrl('https://app.axieinfinity.com/marketplace/axies/?breedCount=9')?.ignored).toEqual(['breedCount=9']);
  });
});

describe('parent filters in a marketplace link', () => {
  it('purity, variant parts, stats and title survive the round trip; an unknown title is reported, not kept', () => {
    const link =
      'https://app.axieinfinity.com/marketplace/axies/?classes=Plant&pureness=5&pureness=6&numMystic=1&numJapan=2&numSummer=1&numNightmare=1&hp=50&hp=61&speed=31&speed=40&skill=31&skill=35&morale=27&morale=45&title=Origin';
    const parsed = parseMarketplaceUrl(link)!;
    expect(parsed.selection).toEqual({
      classes: ['plant'],
      purity: [5, 6],
      mystic: [1],
      japan: [2],
      summer: [1],
      nightmare: [1],
      hp: [50, 61],
      speed: [31, 40],
      skill: [31, 35],
      morale: [27, 45],
      title: ['Origin'],
    });
    expect(parsed.ignored).toEqual([]);
    const back = new URL(buildMarketplaceUrl(parsed.selection, 'All')).searchParams;
    expect(new Set(back.keys())).toEqual(new Set(new URL(link).searchParams.keys()));
    for (const key of new URL(link).searchParams.keys()) expect(back.getAll(key)).toEqual(new URL(link).searchParams.getAll(key));
    expect(parseMarketplaceUrl('https://app.axieinfinity.com/marketplace/axies/?pureness=9&hp=x')!.ignored).toEqual(['pureness=9', 'hp=x']);
    const titles = parseMarketplaceUrl('https://app.axieinfinity.com/marketplace/axies/?title=MEO%20Corp%20II&title=origin&title=Dragon')!;
    expect([titles.selection.title, titles.ignored]).toEqual([['MEO Corp II', 'Origin'], ['title=Dragon']]);
  });

  it('an Axie passes when its purity, variant count and stats are among the wanted ones (the engine decodes them)', () => {
    const genes = decodeGenes('0x30004000060414240c4410840c2108c4d0251144142010060c63110404611844'); // axie 2371: plant, 3 plant parts, mystic ears
    expect(passesParentFilters(genes, {})).toBe(true);
    expect(passesParentFilters(genes, { purity: [3] })).toBe(true);
    expect(passesParentFilters(genes, { purity: [5, 6] })).toBe(false);
    expect(passesParentFilters(genes, { mystic: [1] })).toBe(true);
    expect(passesParentFilters(genes, { mystic: [0] })).toBe(false);
    expect(passesParentFilters(genes, { hp: [57, 61], morale: [41, 41] })).toBe(true);
    expect(passesParentFilters(genes, { speed: [36, 61] })).toBe(false);
    // the title is in the genes (axie 2371 is an Origin); no decoded Axie shows a Nightmare part
    expect(passesParentFilters(genes, { title: ['Origin'] })).toBe(true);
    expect(passesParentFilters(genes, { title: ['MEO Corp', 'MEO Corp II'] })).toBe(false);
    expect(passesParentFilters(genes, { nightmare: [0] })).toBe(true);
    expect(passesParentFilters(genes, { nightmare: [1, 2, 3, 4, 5, 6] })).toBe(false);
    expect(passesParentFilters(null, { purity: [4] })).toBe(false);
  });

  it('a search sends the parent filters under the marketplace names the service takes, only those set', () => {
    expect(parentSearchFields({ classes: ['plant'], eyes: ['eyes-zeal'] })).toEqual({});
    expect(parentSearchFields({ purity: [5, 6], mystic: [2], nightmare: [0], speed: [50, 100], title: ['origin', 'Origin', 'Dragon'] })).toEqual({
      pureness: [5, 6],
      numMystic: [2],
      numNightmare: [0],
      speed: [50, 100],
      title: ['Origin'],
    });
  });
});

describe('grid and card values', () => {
  it('spec §9 page rows: twice the 196-px columns that fit (default 10 before measuring, 8 at least)', () => {
    expect([gridColumns(undefined), gridPageRows(undefined)]).toEqual([5, 10]);
    expect([gridColumns(100), gridPageRows(100)]).toEqual([1, 8]);
    expect([gridColumns(392), gridPageRows(392)]).toEqual([2, 8]);
    expect([gridColumns(1000), gridPageRows(1000)]).toEqual([5, 10]);
    expect([gridColumns(1200), gridPageRows(1200)]).toEqual([6, 12]);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
  it('prices in 1e18 units show 4 decimals', () => {
    expect(formatTokenPrice('12345678900000000')).toBe('0.0123');
    expect(formatTokenPrice('1000000000000000000')).toBe('1.0000');
    expect(formatTokenPrice('1999950000000000000')).toBe('2.0000');
    expect(formatTokenPrice(null)).toBeNull();
  });
});

describe('cost ranking completeness', () => {
  it('orders by the cheapest cost per success; distinct keeps each Axie in one pair', () => {
    const byId = new Map(['1', '2', '3', '4'].map((id, i) => [id, { ...cardOf(id), order: { currentPrice: '1', currentPriceUsd: [100, 1, 1, 1][i]! } }]));
    const p = (a: number, b: number, score: number) => ({ a: 0, b: 0, idA: a, idB: b, score, factors: [] });
    // same odds: the pair with the 100-US$ parent costs more
    const pairs = [p(1, 2, 0.5), p(2, 3, 0.5), p(1, 4, 0.25)];
    expect(rankByCost(pairs, byId, prices, config, false).map((r) => `${r.idA}-${r.idB}`)).toEqual(['2-3', '1-2', '1-4']);
    // 1-2 shares Axie 2 with the cheapest pair: the next distinct one is 1-4
    expect(rankByCost(pairs, byId, prices, config, true).map((r) => `${r.idA}-${r.idB}`)).toEqual(['2-3', '1-4']);
  });
  const prices = { slpUsd: 0.01, axsUsd: 10 };
  const config = DEFAULT_BREEDING_COSTS;
  const cardOf = (id: string) => ({ id, breedCount: 0, image: null, stage: 4, class: 'beast', order: null, owner: null, genes: '0x0' });
  const pair = (score: number) => ({ a: 0, b: 1, idA: 1, idB: 2, score, factors: [] });
  const costed = (usd: number, score: number) => ({ ...pair(score), cost: { usd, breeds: 1 } });
  // cheapest breed: 2 × 900 SLP × 0.01 + 0.5 AXS × 10 = 23 US$
  it('is complete when the pool holds every pair, or when a pair left out cannot cost less', () => {
    expect(costRankingIsComplete([costed(500, 0.5)], [pair(0.5)], 1, 1, prices, config)).toBe(true);
    // a pair left out has p ≤ 0.1: it costs at least 23 / 0.1 = 230 US$ per success
    expect(costRankingIsComplete([costed(200, 0.5)], [pair(0.5), pair(0.1)], 10, 1, prices, config)).toBe(true);
    expect(costRankingIsComplete([costed(231, 0.5)], [pair(0.5), pair(0.1)], 10, 1, prices, config)).toBe(false);
  });
});
