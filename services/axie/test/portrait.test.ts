import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { decodeGenes, encodeGenes512, readRawGenes } from '@criadero/genetics';
import { renderPortrait, CLASS_COLORS } from '../src/images/portrait';
import { cachedMarket } from '../src/market/sources/generated-market';
import { buildTestApp, testAxieConfig, type AxieTestApp } from './helpers';

const market = cachedMarket(testAxieConfig(2000).generated);

describe('generated portraits', () => {
  it('different genes give different portraits (2,000 generated axies, all distinct)', () => {
    const svgs = new Set(market.axies.map((a) => renderPortrait(decodeGenes(a.genes))));
    expect(svgs.size).toBe(new Set(market.axies.map((a) => a.genes)).size);
  });

  it('a change in one recessive gene alone changes the portrait', () => {
    const raw = readRawGenes(market.axies[0]!.genes);
    const { format: _format, ...rest } = raw;
    const other = raw.parts.tail.r2.value === raw.parts.tail.r1.value ? raw.parts.back.r2 : raw.parts.tail.r1;
    const changed = encodeGenes512({ ...rest, parts: { ...raw.parts, tail: { ...raw.parts.tail, r2: other } } });
    const a = decodeGenes(market.axies[0]!.genes);
    const b = decodeGenes(changed);
    expect(b.tail.r2.partId).not.toBe(a.tail.r2.partId);
    expect(b.tail.d.partId).toBe(a.tail.d.partId);
    expect(renderPortrait(b)).not.toBe(renderPortrait(a));
  });

  it('shows the class colour, the body shape, the primary colour and names the six parts', () => {
    const g = decodeGenes(market.axies[11]!.genes);
    const svg = renderPortrait(g);
    expect(svg).toContain(CLASS_COLORS[g.class]);
    expect(svg).toContain(g.bodyShape.d.name);
    if (g.primaryColor.d.hex) expect(svg).toContain(g.primaryColor.d.hex);
    for (const type of ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'] as const) expect(svg).toContain(`${type}: ${g[type].d.name.replace(/&/g, '&amp;')}`);
  });
});

describe('GET /api/axie-img', () => {
  let app: AxieTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ size: 100, store: new EmbeddedStore() });
  });
  afterAll(async () => app.close());

  it('answers an SVG, cached by genes (ETag, 304)', async () => {
    const genes = market.axies[5]!.genes;
    const res = await app.inject({ method: 'GET', url: `/api/axie-img?genes=${genes}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.headers['cache-control']).toContain('immutable');
    const again = await app.inject({ method: 'GET', url: `/api/axie-img?genes=${genes}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const other = await app.inject({ method: 'GET', url: `/api/axie-img?genes=${market.axies[6]!.genes}` });
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it("invalid genes: 400 'No se pudo generar la imagen del Axie.'", async () => {
    for (const genes of ['0x0', 'nonsense', '0x' + 'f'.repeat(128)]) {
      const res = await app.inject({ method: 'GET', url: `/api/axie-img?genes=${genes}` });
      expect(res.statusCode, genes).toBe(400);
      expect(res.json()).toEqual({ error: 'No se pudo generar la imagen del Axie.', code: 'IMAGE_GENERATION_FAILED' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/axie-img' })).statusCode).toBe(400);
  });
});
