import { PART_TYPES, geneIndexOfPart, type ParsedGenes, type PartType } from './portrait-genes';

/** Class colours (the marketplace's class palette). */
export const CLASS_COLORS: Record<string, string> = {
  beast: '#fdb014',
  aquatic: '#00b8ce',
  plant: '#6cc000',
  bird: '#ff8bbd',
  bug: '#ff5341',
  reptile: '#c569cf',
  mech: '#c6bdd4',
  dawn: '#beceff',
  dusk: '#129092',
};

/** One silhouette per body shape (viewBox 240×240, body centred near 120,140). */
const BODY_PATHS: Record<string, string> = {
  Normal: 'M60 140 C60 95 180 95 180 140 C180 185 60 185 60 140 Z',
  Spiky: 'M60 140 L72 108 L90 120 L104 96 L120 114 L136 96 L150 120 L168 108 L180 140 C180 185 60 185 60 140 Z',
  Fuzzy: 'M58 140 Q60 104 84 106 Q96 90 120 100 Q144 90 156 106 Q180 104 182 140 Q184 184 120 184 Q56 184 58 140 Z',
  Curly: 'M60 140 C60 100 100 92 120 104 C140 92 180 100 180 140 C180 160 170 186 120 186 C70 186 60 160 60 140 Z M104 104 C96 88 120 84 116 100',
  Sumo: 'M48 146 C48 92 192 92 192 146 C192 192 48 192 48 146 Z',
  WetDog: 'M62 136 C62 100 178 100 178 136 L184 170 L168 160 L156 182 L140 166 L120 186 L100 166 L84 182 L72 160 L56 170 Z',
  BigYak: 'M54 150 C50 104 96 88 120 92 C144 88 190 104 186 150 C184 190 56 190 54 150 Z M70 110 L52 92 M170 110 L188 92',
  Agamo: 'M66 140 C66 110 120 86 174 140 C174 180 66 180 66 140 Z',
  Nightmare: 'M60 140 L80 100 L120 112 L160 100 L180 140 L160 184 L120 172 L80 184 Z',
};

/** Where each part sits on the body. */
const PART_SPOTS: Record<PartType, { x: number; y: number; r: number }> = {
  back: { x: 120, y: 92, r: 20 },
  horn: { x: 120, y: 62, r: 14 },
  ears: { x: 70, y: 100, r: 14 },
  eyes: { x: 104, y: 132, r: 10 },
  mouth: { x: 120, y: 160, r: 10 },
  tail: { x: 196, y: 148, r: 16 },
};

const SKIN_STROKES = ['#333333', '#b04bff', '#3fa7ff', '#ff4b4b', '#2bd15a', '#ff9a1f', '#1fd1c1', '#e0c000', '#8a5a2b', '#ff5fd2', '#555555', '#000000'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * A glyph that identifies one gene: the catalogue index of the part picks the number of
 * corners (3..8) and the rotation (32 steps), so the 192 base parts all look different.
 */
function glyph(index: number, x: number, y: number, r: number, fill: string, stroke: string, strokeWidth = 2): string {
  const sides = 3 + (index % 6);
  const turn = (Math.floor(index / 6) % 32) * (360 / 32 / sides);
  const points: string[] = [];
  for (let k = 0; k < sides; k++) {
    const a = ((turn + (360 * k) / sides - 90) * Math.PI) / 180;
    points.push(`${f1(x + r * Math.cos(a))},${f1(y + r * Math.sin(a))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
}

/**
 * A generated SVG portrait for decoded genes (no game art is available to us): the body
 * silhouette of the body shape filled with the primary colour, a class-coloured outline, the
 * six dominant parts as glyphs in their class colour, and a gene strip with every gene
 * (D, R1, R2 of the six parts, body and colour) so different genes give different pictures.
 */
export function renderPortrait(g: ParsedGenes): string {
  const classColor = CLASS_COLORS[g.class] ?? '#999999';
  const fill = g.primaryColor.d.hex ?? classColor;
  const names = PART_TYPES.map((t) => `${t}: ${g[t].d.name}`).join(', ');
  const label = `Axie ${g.class}, ${g.bodyShape.d.name}, ${names}`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 300" width="240" height="300" role="img" aria-label="${esc(label)}">`,
    `<title>${esc(label)}</title>`,
    `<rect width="240" height="300" rx="16" fill="#fbf7ef"/>`,
    `<rect x="6" y="6" width="228" height="288" rx="12" fill="none" stroke="${classColor}" stroke-width="4"/>`,
    `<text x="16" y="28" font-family="sans-serif" font-size="14" font-weight="700" fill="${classColor}">${esc(g.class.toUpperCase())}</text>`,
  ];
  if (g.title) out.push(`<text x="224" y="28" text-anchor="end" font-family="sans-serif" font-size="11" fill="#7a5c00">${esc(g.title)}</text>`);
  out.push(
    `<path d="${BODY_PATHS[g.bodyShape.d.name] ?? BODY_PATHS.Normal}" fill="${fill}" stroke="${classColor}" stroke-width="${4 + g.bodySkin * 2}" stroke-linejoin="round"/>`,
  );
  for (const type of PART_TYPES) {
    const part = g[type].d;
    const spot = PART_SPOTS[type];
    const color = CLASS_COLORS[part.class] ?? '#999999';
    const stroke = SKIN_STROKES[g.partSkins[type] % SKIN_STROKES.length]!;
    const index = geneIndexOfPart(part.gen);
    out.push(`<g><title>${esc(`${type}: ${part.name}`)}</title>${glyph(index, spot.x, spot.y, spot.r, color, stroke, part.specialGenes ? 3 : 2)}`);
    if (type === 'eyes') out.push(glyph(index, 136, spot.y, spot.r, color, stroke, part.specialGenes ? 3 : 2));
    if (type === 'ears') out.push(glyph(index, 170, spot.y, spot.r, color, stroke, part.specialGenes ? 3 : 2));
    out.push('</g>');
  }
  // Gene strip: one column per part type, rows D, R1, R2; then body shape and colour columns.
  const top = 214;
  PART_TYPES.forEach((type, col) => {
    (['d', 'r1', 'r2'] as const).forEach((slot, row) => {
      const part = g[type][slot];
      out.push(glyph(geneIndexOfPart(part.gen), 22 + col * 26, top + row * 26, 9, CLASS_COLORS[part.class] ?? '#999999', '#333333', 1));
    });
  });
  (['d', 'r1', 'r2'] as const).forEach((slot, row) => {
    const body = g.bodyShape[slot];
    out.push(`<text x="178" y="${top + 4 + row * 26}" text-anchor="middle" font-family="sans-serif" font-size="9" fill="#333333">${esc(body.name)}</text>`);
    const color = g.primaryColor[slot];
    out.push(`<circle cx="218" cy="${top + row * 26}" r="8" fill="${color.hex ?? classColor}" stroke="#333333" stroke-width="1"/>`);
    out.push(`<text x="218" y="${top + 3 + row * 26}" text-anchor="middle" font-family="sans-serif" font-size="8" fill="#000000">${color.value}</text>`);
  });
  out.push('</svg>');
  return out.join('');
}
