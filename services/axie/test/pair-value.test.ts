import { describe, expect, it } from 'vitest';
import { storeTargets } from '@criadero/service-kit/testing';
import { PART_TYPES } from '@criadero/genetics';
import { cachedMarket } from '../src/market/sources/generated-market';
import { MARKETPLACE_FEE, PAIR_VALUE_RULE } from '../src/sales/pair-value';
import { SEED, useAppOnStore } from './helpers';

const SIZE = 2000;
const DAY = 86_400;
const market = cachedMarket({ size: SIZE, seed: SEED, ethUsd: 3000 });
const rowOf = new Map(market.axies.map((a, i) => [a.id, i]));
const newest = Math.max(...market.sales.map((s) => s.timestamp));

/** A build's sales and listings read straight from the generated market, apart from the service. */
function handValue(cls: string, parts: string[]) {
  const shows = (i: number) => market.parsed[i]!.class === cls && parts.every((p) => PART_TYPES.some((t) => market.parsed[i]!.current[t] === p));
  const ofBuild = market.sales.filter((s) => shows(rowOf.get(s.axieId)!)).sort((a, b) => b.timestamp - a.timestamp);
  // the newest sales of the build, within the window before the build's own newest sale
  const sample = ofBuild.slice(0, PAIR_VALUE_RULE.sampleSize).filter((s) => s.timestamp >= ofBuild[0]!.timestamp - PAIR_VALUE_RULE.windowDays * DAY);
  const sorted = sample.map((s) => s.priceUsd).sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const listed = market.axies.filter((a, i) => a.listing && a.stage === 4 && shows(i)).map((a) => a.listing!.priceUsd);
  return { sample, median: Math.round(median * 100) / 100, listings: listed.length, lowest: listed.length ? Math.min(...listed) : null };
}

/** The class and part with the most recent sales, and a class-and-two-parts build with one or two. */
function chosenBuilds() {
  const counts = new Map<string, number>();
  for (const s of market.sales) {
    if (s.timestamp < newest - PAIR_VALUE_RULE.windowDays * DAY) continue;
    const g = market.parsed[rowOf.get(s.axieId)!]!;
    for (const t of PART_TYPES) counts.set(`${g.class} ${g.current[t]}`, (counts.get(`${g.class} ${g.current[t]}`) ?? 0) + 1);
  }
  const [popular] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  const [cls, part] = popular.split(' ') as [string, string];
  // a recent sale's own class and four shown parts: a build seldom sold
  const rare = market.sales
    .filter((s) => s.timestamp >= newest - PAIR_VALUE_RULE.windowDays * DAY)
    .map((s) => market.parsed[rowOf.get(s.axieId)!]!)
    .map((g) => ({ class: g.class, parts: PART_TYPES.slice(0, 4).map((t) => g.current[t]) }))
    .find((b) => handValue(b.class, b.parts).sample.length < PAIR_VALUE_RULE.minSales)!;
  return { popular: { class: cls, parts: [part] }, rare };
}

describe.each(storeTargets())('POST /api/axie/pair-value on $name', (target) => {
  const opened = useAppOnStore(target, SIZE);
  const post = (payload: unknown, language = 'es') => opened.app.inject({ method: 'POST', url: '/api/axie/pair-value', headers: { 'accept-language': language }, payload: payload as object });

  it('values a build at the median of its newest recent sales, or the cheapest listing of it when lower, and names the sales', async () => {
    const { popular } = chosenBuilds();
    const res = await post({ builds: [popular, { class: popular.class, parts: [] }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rule).toEqual(PAIR_VALUE_RULE);
    expect(body.marketFee).toEqual(MARKETPLACE_FEE);
    expect(body.asOf).toBe(new Date(newest * 1000).toISOString().slice(0, 10));
    for (const [k, build] of [popular, { class: popular.class, parts: [] as string[] }].entries()) {
      const hand = handValue(build.class, build.parts);
      const answer = body.builds[k];
      expect(hand.sample.length).toBeGreaterThanOrEqual(PAIR_VALUE_RULE.minSales);
      expect(answer).toMatchObject({ class: build.class, parts: build.parts, medianUsd: hand.median, listings: { count: hand.listings, lowestUsd: hand.lowest } });
      // the same newest sales (ties in time may come in another order)
      expect(answer.sales.map((s: { timestamp: number }) => s.timestamp)).toEqual(hand.sample.map((s) => s.timestamp));
      expect(answer.sales.map((s: { priceUsd: number }) => s.priceUsd).sort()).toEqual(hand.sample.map((s) => s.priceUsd).sort());
      expect(answer.valueUsd).toBe(hand.lowest === null ? hand.median : Math.min(hand.median, hand.lowest));
    }
  });

  it('says a build with fewer recent sales than the rule asks has no value, with the sales it has', async () => {
    const { rare } = chosenBuilds();
    const hand = handValue(rare.class, rare.parts);
    const body = (await post({ builds: [rare] })).json();
    expect(body.builds[0].sales).toHaveLength(hand.sample.length);
    expect(body.builds[0].sales.length).toBeGreaterThan(0);
    expect(body.builds[0]).toMatchObject({ medianUsd: null, valueUsd: null });
  });

  it('refuses an unknown part, two parts of one type and unknown fields with a 400 in the caller language', async () => {
    const unknown = await post({ builds: [{ class: 'plant', parts: ['eyes-nope'] }] }, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_PART', error: expect.stringContaining('Unknown part') });
    const twoEyes = await post({ builds: [{ class: 'plant', parts: ['eyes-papi', 'eyes-blossom'] }] }, 'pt');
    expect(twoEyes.statusCode).toBe(400);
    expect(twoEyes.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('Dados inválidos') });
    expect((await post({ builds: [{ class: 'plant', parts: [], price: 3 }] })).statusCode).toBe(400);
    expect((await post({ builds: [] })).statusCode).toBe(400);
  });
});
