import { describe, expect, it } from 'vitest';
import { allParts, getPart, partForGene } from '../src/catalogue/index.js';
import { GeneDecodeError, decodeGenes, encodeGenes512, readRawGenes, tryDecodeGenes, type RawGenes } from '../src/decode/index.js';
import { PART_CLASS_BY_CODE } from '../src/catalogue/parts.js';
import { cardParts, percentFromParents, pureness } from '../src/card/index.js';
import { expectedIds, fixture, partIds, vectors } from './helpers.js';

describe('decode: test vectors', () => {
  it.each(vectors.apiValidated.map((v) => [v.axieId, v] as const))('256-bit API-validated axie %s', (_id, v) => {
    const g = decodeGenes(v.genes256);
    expect(g.format).toBe(256);
    expect(g.class).toBe(v.expected.cls);
    expect(g.bodyShape.d.name).toBe(v.expected.bodyShape);
    expect(g.title).toBe(v.expected.tag256 === 1 ? 'origin' : null);
    expect(partIds(g)).toEqual(expectedIds(v.expected.parts));
  });

  it.each(vectors.fixture512.map((v) => [v.axieId, v] as const))('512 + 256 fixture axie %s', (_id, v) => {
    const g = decodeGenes(v.genes512);
    expect(g.format).toBe(512);
    expect(g.class).toBe(v.expected.cls);
    expect([g.bodyShape.d.value, g.bodyShape.r1.value, g.bodyShape.r2.value]).toEqual(v.expected.bodyValues);
    expect(g.bodyShape.d.name).toBe(v.expected.bodyShape);
    expect([g.primaryColor.d.value, g.primaryColor.r1.value, g.primaryColor.r2.value]).toEqual(v.expected.primaryColor);
    expect(g.title).toBe(v.expected.contribution === 1 ? 'origin' : null);
    expect(partIds(g)).toEqual(expectedIds(v.expected.parts));
    expect(partIds(decodeGenes(v.genes256))).toEqual(partIds(g));
  });

  it.each(vectors.specialSkins512.map((v) => [v.name, v] as const))('special-skin vector %s', (_name, v) => {
    const g = decodeGenes(v.genes512);
    expect(g.class).toBe(v.expected.cls);
    expect(g.bodySkin).toBe(v.expected.bodySkin);
    expect([g.bodyShape.d.value, g.bodyShape.r1.value, g.bodyShape.r2.value]).toEqual(v.expected.bodyValues);
    expect(g.partSkins).toEqual(v.expected.partSkins);
    expect(partIds(g)).toEqual(expectedIds(v.expected.parts));
  });

  it.each(fixture.vectors.map((v) => [v.axieId, v] as const))('fixture file axie %s (512 and 256)', (_id, v) => {
    const g512 = decodeGenes(v.genes512);
    expect(g512.class).toBe(v.cls);
    expect([g512.bodyShape.d.value, g512.bodyShape.r1.value, g512.bodyShape.r2.value]).toEqual(v.bodyValues);
    expect([g512.primaryColor.d.value, g512.primaryColor.r1.value, g512.primaryColor.r2.value]).toEqual(v.primaryColor);
    expect(partIds(g512)).toEqual(expectedIds(v.parts));
    const g256 = decodeGenes(v.genes256);
    expect(g256.class).toBe(v.cls);
    expect(partIds(g256)).toEqual(expectedIds(v.parts));
  });
});

const baseRaw = (): RawGenes => readRawGenes(vectors.fixture512[0]!.genes512);

describe('decode: special variants', () => {
  it('mystic: Red Nimo is the mystic skin of Nimo and breeds as ears-nimo', () => {
    const g = decodeGenes(vectors.apiValidated[0]!.genes256);
    expect(g.ears.d).toMatchObject({ partId: 'ears-red-nimo', specialGenes: 'mystic', gen: 'ears-nimo', class: 'aquatic' });
    expect(g.current.ears).toBe('ears-red-nimo');
    expect(g.realParts.ears).toBe('ears-nimo');
  });

  it('japan: D shows the japan name, recessives keep base names', () => {
    const g = decodeGenes(vectors.specialSkins512[0]!.genes512);
    expect(g.ears.d).toMatchObject({ partId: 'ears-maiko', specialGenes: 'japan', gen: 'ears-sakura' });
    expect(g.ears.r1.partId).toBe('ears-sakura');
    expect(g.horn.d).toMatchObject({ partId: 'horn-kendama', gen: 'horn-imp' });
  });

  it('summer and shiny summer variants', () => {
    const g = decodeGenes(vectors.specialSkins512[2]!.genes512);
    expect(g.back.d).toMatchObject({ partId: 'back-turtle-buoy-shiny', specialGenes: 'summer-2022' });
    expect(g.horn.d).toMatchObject({ partId: 'horn-vanilla-ice-cream', gen: 'horn-unko' });
    expect(decodeGenes(vectors.specialSkins512[3]!.genes512).horn.d.partId).toBe('horn-strawberry-ice-cream-shiny');
  });

  // Every variant of the catalogue (mystic, japan, xmas, xmas-2019, bionic, summer, shiny) round-trips.
  it.each(allParts().filter((p) => p.skin > 0).map((p) => [p.partId, p] as const))('variant %s decodes to itself with its base gen', (_id, part) => {
    const raw = baseRaw();
    const gene = { classCode: PART_CLASS_BY_CODE.indexOf(part.class), value: part.geneValue };
    raw.parts[part.type] = { skin: part.skin, d: gene, r1: gene, r2: gene };
    const g = decodeGenes(encodeGenes512(raw));
    expect(g[part.type].d).toMatchObject({ partId: part.partId, specialGenes: part.specialGenes, gen: part.gen });
    expect(part.gen).not.toBe(part.partId);
    expect(g[part.type].r1.partId).toBe(part.gen);
    expect(g.realParts[part.type]).toBe(part.gen);
  });

  it('each special kind is covered by the catalogue', () => {
    const kinds = new Set(allParts().map((p) => p.specialGenes));
    expect([...kinds].sort()).toEqual(['bionic', 'japan', 'mystic', 'summer-2022', 'xmas', 'xmas-2019', null].sort());
  });

  it("nightmare: the spec's '-2' suffix maps to a nightmare entry of the base part", () => {
    expect(getPart('mouth-nut-cracker-2')).toMatchObject({ partId: 'mouth-nut-cracker-2', specialGenes: 'nightmare', gen: 'mouth-nut-cracker', class: 'beast', type: 'mouth' });
    expect(getPart('mouth-nut-cracker-3')).toBeUndefined();
    expect(getPart('ears-red-nimo-2')).toBeUndefined(); // only base parts have nightmare variants
  });

  it('nightmare skins decode only when configured; otherwise a clear error', () => {
    const raw = baseRaw();
    raw.parts.mouth.skin = 40; // hypothetical nightmare skin code
    const genes = encodeGenes512(raw);
    expect(() => decodeGenes(genes)).toThrow(/mouth has unknown skin code 40/);
    const g = decodeGenes(genes, { nightmareSkins: [40] });
    expect(g.mouth.d).toMatchObject({ partId: `${g.realParts.mouth}-2`, specialGenes: 'nightmare', gen: g.realParts.mouth });
  });

  it('a known skin without a variant for that gene shows the base part', () => {
    const raw = baseRaw();
    const nutCracker = getPart('mouth-nut-cracker')!;
    raw.parts.mouth = { skin: 3, d: { classCode: 0, value: nutCracker.geneValue }, r1: raw.parts.mouth.r1, r2: raw.parts.mouth.r2 };
    expect(partForGene('beast', 'mouth', nutCracker.geneValue, 3)).toBeUndefined();
    expect(decodeGenes(encodeGenes512(raw)).mouth.d.partId).toBe('mouth-nut-cracker');
  });

  it('256-bit region 1 (japan) and the xmas marker give the japan / xmas default skin', () => {
    const v = BigInt(vectors.apiValidated[1]!.genes256); // 5444192, D ears = sakura
    const japan = v | (1n << BigInt(256 - 8 - 5));
    expect(decodeGenes(`0x${japan.toString(16)}`).ears.d.partId).toBe('ears-maiko');
    // xmas marker bits 22..33; put Little Peas (has an xmas skin) in D eyes, skin bits 00
    const peas = getPart('eyes-little-peas')!;
    const xmasPart = allParts().find((p) => p.gen === 'eyes-little-peas' && p.specialGenes === 'xmas')!;
    let x = v | (0b010101010101n << BigInt(256 - 22 - 12));
    const eyesD = 64 + 2; // eyes block starts at 64, D class after 2 skin bits
    x &= ~(((1n << 10n) - 1n) << BigInt(256 - eyesD - 10));
    x |= BigInt((PART_CLASS_BY_CODE.indexOf(peas.class) << 6) | peas.geneValue) << BigInt(256 - eyesD - 10);
    expect(decodeGenes(`0x${x.toString(16)}`).eyes.d.partId).toBe(xmasPart.partId);
  });
});

describe('decode: inputs and errors', () => {
  const hex512 = vectors.fixture512[0]!.genes512;

  it('reads decimal, unprefixed hex and bigint the same as 0x hex', () => {
    const expected = partIds(decodeGenes(hex512));
    expect(partIds(decodeGenes(BigInt(hex512).toString(10)))).toEqual(expected);
    expect(partIds(decodeGenes(hex512.slice(2)))).toEqual(expected);
    expect(partIds(decodeGenes(BigInt(hex512)))).toEqual(expected);
    expect(decodeGenes(` ${hex512.toUpperCase().replace('0X', '0x')}\n`).class).toBe('beast');
  });

  it('left-pads short (unpadded) strings, as the API returns them', () => {
    const short = vectors.specialSkins512[3]!.genes512; // fewer than 128 hex digits
    expect(short.length).toBeLessThan(130);
    expect(decodeGenes(short).format).toBe(512);
    expect(decodeGenes(vectors.fixture512[0]!.genes256).format).toBe(256);
  });

  it.each([
    ['', /empty/],
    ['0x0', /zero/],
    ['hello', /not a hex/],
    ['0x12g4', /not a hex/],
    ['-5', /not a hex/],
    [`0x1${'0'.repeat(128)}`, /longer than 512/],
  ])('rejects %j', (input, message) => {
    expect(() => decodeGenes(input)).toThrow(GeneDecodeError);
    expect(() => decodeGenes(input)).toThrow(message);
  });

  it('rejects an unknown class code', () => {
    const bad = (BigInt(hex512) & ~(0b11111n << 507n)) | (7n << 507n);
    expect(() => decodeGenes(`0x${bad.toString(16)}`)).toThrow(/unknown class code 7/);
  });

  it('rejects a part gene that is not in the catalogue (odd value)', () => {
    const raw = baseRaw();
    raw.parts.tail.r2 = { classCode: 1, value: 3 };
    expect(() => decodeGenes(encodeGenes512(raw))).toThrow(/tail r2 gene \(class code 1, value 3\) is not a known part/);
    raw.parts.tail.r2 = { classCode: 17, value: 2 };
    expect(() => decodeGenes(encodeGenes512(raw))).toThrow(/class code 17/);
  });

  it('rejects an unknown body value', () => {
    const raw = baseRaw();
    raw.body = [5, 300, 5];
    expect(() => decodeGenes(encodeGenes512(raw))).toThrow(/body r1 gene value 300/);
  });

  it('rejects forcing 256-bit on a longer gene, and tryDecodeGenes returns the error', () => {
    expect(() => decodeGenes(hex512, { format: 256 })).toThrow(/256-bit/);
    expect(tryDecodeGenes('zz')).toBeInstanceOf(GeneDecodeError);
  });

  it('encodeGenes512 is the inverse of the 512 decoder on every fixture axie', () => {
    for (const v of fixture.vectors) {
      const raw = readRawGenes(v.genes512);
      expect(readRawGenes(encodeGenes512(raw))).toEqual(raw);
    }
  });
});

describe('creature card', () => {
  it('percentFromParents is the Sky Mavis purity; pureness counts D parts of the class', () => {
    const g = decodeGenes(vectors.apiValidated[1]!.genes256); // plant 5444192
    let expected = 0;
    for (const t of ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'] as const)
      for (const [slot, w] of [['d', 75], ['r1', 18.75], ['r2', 6.25]] as const) if (g[t][slot].class === 'plant') expected += w;
    expect(percentFromParents(g)).toBeCloseTo((expected / 600) * 100, 3);
    expect(percentFromParents(g)).toBeGreaterThan(50);
    expect(pureness(g)).toBe(['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'].filter((t) => g[t as 'eyes'].d.class === 'plant').length);
    expect(cardParts(decodeGenes(vectors.apiValidated[0]!.genes256))).toMatchObject({ current: { ears: 'ears-red-nimo' }, realParts: { ears: 'ears-nimo' } });
  });
});
