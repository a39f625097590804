// The served page draws the opening page's heading and purpose before any script runs (the
// phone's largest contentful paint a round trip after the HTML), in the visitor's language, with
// an inline script the page's CSP allows by its hash.
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavManifest, NavRoute, RemoteRegistryEntry, RouteNote } from '@criadero/remote-contract';
import { startSiteGateway } from '../support/site-gateway';
import { FIRST_PAINT_SCRIPT_HASH, withFirstPaint } from '../../src/site/first-paint';

// the shell's build minifies index.html: the mount point's attribute loses its quotes
const INDEX = '<!doctype html><html lang=es><head><title>Criadero</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const login = (locale: string) => ({ 'shell.login.required.title': `Panel ${locale}`, 'shell.login.required.text': `Conecta ${locale}.`, 'shell.login.required.tool': `Inicia sesión ${locale}.` });
const SHELL_TEXTS = {
  es: { 'shell.brand': 'Criadero', 'shell.home.title': 'Herramientas', 'shell.home.purpose': 'Calculadoras y guías.', ...login('es') },
  en: { 'shell.brand': 'Criadero', 'shell.home.title': 'Tools', 'shell.home.purpose': 'Calculators and guides.', ...login('en') },
  pt: { 'shell.brand': 'Criadero', 'shell.home.title': 'Ferramentas', 'shell.home.purpose': 'Calculadoras e guias.', ...login('pt') },
};
// nav manifests carry their messages precompiled (ICU ASTs): type 0 is a literal, 1 an argument
const text = (value: string) => [{ type: 0, value }];
const ROUTES: NavRoute[] = [
  { path: '/axie-tools/sales', group: 'g', order: 1, titleId: 'x.sales.title', purposeId: 'x.sales.purpose' },
  { path: '/axie-tools/alerts', group: 'g', order: 2, titleId: 'x.alerts.title', purposeId: 'x.alerts.purpose', requiresLogin: true },
  { path: '/dashboard/axie', group: 'g', order: 3, titleId: 'x.dash.title', purposeId: 'x.dash.purpose', requiresLogin: true },
  { path: '/axie-tools/studio', group: 'g', order: 4, titleId: 'x.studio.title', purposeId: 'x.studio.purpose', creatorOnly: true },
  { path: '/dashboard/studio', group: 'g', order: 7, titleId: 'x.studio.title', purposeId: 'x.studio.purpose', requiresLogin: true, creatorOnly: true },
  { path: '/axie-tools/tree/:id', group: 'g', order: 5, titleId: 'x.tree.title', purposeId: 'x.tree.purpose', note: { id: 'x.tree.note' } },
  { path: '/axie-tools/costs', group: 'g', order: 6, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: { id: 'x.costs.note', dates: { date: '2026-01-17' } } },
  // notes read from a service (the Apeiron pages' source note): its leaderboard, and a read that fails
  { path: '/axie-tools/board', group: 'g', order: 8, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: sourceNote('/api/apeiron/leaderboard?page=1&pageSize=20') },
  { path: '/axie-tools/tables', group: 'g', order: 10, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: { id: 'x.costs.note', dates: { date: '2026-01-17' }, look: 'compact' } },
  { path: '/axie-tools/gone', group: 'g', order: 9, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: sourceNote('/api/apeiron/nothing-here') },
  // the breeding tree's hint: the first text of its panel, before an axie is asked for
  { path: '/axie-tools/tree', group: 'g', order: 12, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: { id: 'x.tree.hint', look: 'panel', unlessQuery: ['id'] } },
  // the poison rule: a panel with its heading, then the note
  { path: '/axie-tools/poison', group: 'g', order: 13, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: { id: 'x.tree.hint', look: 'panel', panelTitleId: 'x.poison.rule' } },
  // a panel opening on a tab strip (runes and charms): the sample note under it, its counts numbers in the page's language
  { path: '/axie-tools/items', group: 'g', order: 14, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: itemsNote('x.items.sample') },
  { path: '/axie-tools/percent', group: 'g', order: 15, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: itemsNote('x.items.percent') },
  { path: '/axie-tools/tabbed', group: 'g', order: 16, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: { id: 'x.tree.hint', look: 'panel', panelTabIds: ['x.tab.one', 'x.tree.purpose'] } },
  // the axie tools' source note opening a panel: the kind in bold (a message picked by the source's kind), the date, the service's label in the asker's language
  { path: '/axie-tools/sourced', group: 'g', order: 17, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: { id: 'x.source.note', look: 'panel', read: { path: '/api/origins/seasons', texts: { date: 'source.asOf', label: 'source.label' }, messages: { kind: { field: 'source.kind', ids: { sample: 'x.kind.sample' } } }, unlessSame: ['label', 'kind'] } } },
  // a note read with the page's own POST (the land cards' first page), one argument a message picked by the source's kind
  { path: '/axie-tools/cards', group: 'g', order: 11, titleId: 'x.costs.title', purposeId: 'x.costs.purpose', note: cardsNote() },
];
function cardsNote(): RouteNote {
  return {
    id: 'x.cards.imported',
    read: {
      path: '/api/land-battles/cards',
      body: { page: 1, pageSize: 24 },
      texts: { count: 'catalogueSize', date: 'source.asOf', label: 'source.label' },
      messages: { source: { field: 'source.kind', ids: { sample: 'x.kind.sample', generated: 'x.kind.generated' } } },
      when: { field: 'source.kind', equals: 'imported', otherwise: { id: 'x.cards.standIn' } },
    },
  };
}
function itemsNote(id: string): RouteNote {
  return {
    id,
    look: 'panel',
    panelTabIds: ['x.tab.one', 'x.tab.two'],
    read: { path: '/api/origins/items', body: { kind: 'rune', page: 1, pageSize: 24 }, texts: { count: 'catalogueSize', total: 'fullCatalogueSize' }, when: { field: 'sample', equals: true } },
  };
}
function sourceNote(path: string): RouteNote {
  return { id: 'x.sample', tagId: 'x.sampleTag', read: { path, texts: { asOf: 'source.asOf', label: 'source.label' }, when: { field: 'source.kind', equals: 'sample', otherwise: { id: 'x.imported' } } } };
}
const messages = (locale: string) => ({
  'x.group': text('Axie'),
  'x.sales.title': text(`Ventas <${locale}> & "más"`),
  'x.sales.purpose': text(`Precios por mes (${locale}).`),
  'x.alerts.title': text(`Alertas ${locale}`),
  'x.alerts.purpose': text(`Avisos ${locale}`),
  'x.dash.title': text('Panel'),
  'x.dash.purpose': text('Tu panel'),
  'x.studio.title': text('Estudio'),
  'x.studio.purpose': text('Solo creadores'),
  'x.tree.title': text(`Árbol ${locale}`),
  // an argument: only the app can fill it in
  'x.tree.purpose': [{ type: 0, value: 'Ancestros de ' }, { type: 1, value: 'id' }],
  // a count the nav does not give: only the app can fill it in
  'x.tree.note': [{ type: 0, value: 'Muestra de ' }, { type: 1, value: 'count' }],
  'x.costs.title': text('Costes'),
  'x.costs.purpose': text('Lo que cuesta.'),
  'x.costs.note': [{ type: 0, value: 'Tablas a fecha de ' }, { type: 1, value: 'date' }, { type: 0, value: '.' }],
  'x.sampleTag': text(`Ejemplo ${locale}`),
  'x.sample': [{ type: 0, value: `Datos de ejemplo (${locale}), al ` }, { type: 1, value: 'asOf' }, { type: 0, value: '.' }],
  'x.imported': [{ type: 0, value: 'Importados: ' }, { type: 1, value: 'label' }, { type: 0, value: ', al ' }, { type: 1, value: 'asOf' }, { type: 0, value: '.' }],
  'x.tree.hint': text(`Escribe un ID (${locale}).`),
  'x.poison.rule': text(`Regla <${locale}>`),
  'x.kind.sample': text(`Muestra ${locale}`),
  'x.kind.generated': text(`Generados ${locale}`),
  'x.cards.standIn': [{ type: 0, value: 'Las ' }, { type: 1, value: 'count' }, { type: 0, value: ' cartas (' }, { type: 1, value: 'source' }, { type: 0, value: ', ' }, { type: 1, value: 'date' }, { type: 0, value: ').' }],
  'x.tab.one': text(`Runas ${locale}`),
  'x.tab.two': text(`Amuletos <${locale}>`),
  // type 2 is a number argument: without a style (`{count, number}`) it is the language's number
  'x.items.sample': [{ type: 0, value: 'Solo ' }, { type: 2, value: 'count', style: null }, { type: 0, value: ' de ' }, { type: 2, value: 'total', style: null }, { type: 0, value: ' runas.' }],
  'x.items.percent': [{ type: 0, value: 'Solo ' }, { type: 2, value: 'count', style: 'percent' }],
  // '<b>{kind}</b> · {date} · {label}': type 8 is a tag, its children inside
  'x.source.note': [{ type: 8, value: 'b', children: [{ type: 1, value: 'kind' }] }, { type: 0, value: ' · ' }, { type: 1, value: 'date' }, { type: 0, value: ' · ' }, { type: 1, value: 'label' }],
  'x.cards.imported': [{ type: 0, value: 'Importadas (' }, { type: 1, value: 'count' }, { type: 0, value: '): ' }, { type: 1, value: 'label' }, { type: 0, value: '.' }],
});
const NAV: NavManifest = {
  groups: [{ id: 'g', labelId: 'x.group', order: 1 }],
  routes: ROUTES,
  messages: { es: messages('es'), en: messages('en'), pt: messages('pt') } as unknown as NavManifest['messages'],
};
const REMOTE: RemoteRegistryEntry = { name: 'axie', entry: 'http://127.0.0.1:9/a/mf-manifest.json', version: '1', prefixes: ['/axie-tools', '/dashboard/axie', '/dashboard/studio'], nav: NAV };
/** `noteAnswer`: the note read's answer in every language, or per language */
const route = (path: string, signedIn = false, noteAnswer?: unknown, query?: string, perLocale?: Record<string, unknown>) => ({
  kind: 'route' as const,
  remote: REMOTE,
  route: ROUTES.find((r) => r.path === path)!,
  signedIn,
  noteAnswers: perLocale ?? (noteAnswer === undefined ? undefined : { es: noteAnswer, en: noteAnswer, pt: noteAnswer }),
  query: new URLSearchParams(query),
});

const inlineScript = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1];
const rootOf = (html: string) => /<div id="root">(.*)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe('the first paint in the served page', () => {
  it("draws a route's heading and purpose in each language, escaped, inside the shell's header and frame", () => {
    const html = withFirstPaint(INDEX, route('/axie-tools/sales'), SHELL_TEXTS);
    const root = rootOf(html);
    for (const locale of ['es', 'en', 'pt']) {
      expect(root).toContain(`<div class="fp-l" lang="${locale}"><h1>Ventas &#60;${locale}&#62; &#38; &#34;más&#34;</h1><p>Precios por mes (${locale}).</p></div>`);
    }
    expect(root).toContain('<header class="fp-top"><span class="fp-brand">Criadero</span></header>');
    // the style shows one language: the one the script read from the visitor's choice
    expect(html).toMatch(/<style>[^<]*html\[lang=en\] \.fp-l\[lang=en\]\{display:block\}[^<]*<\/style>/);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script defer src=/main.js></script>');
  });

  it("is the script the page's CSP lets run (its hash)", () => {
    const script = inlineScript(withFirstPaint(INDEX, route('/axie-tools/sales'), SHELL_TEXTS));
    expect(script).toContain("localStorage.getItem('criadero.locale')");
    expect(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`).toBe(FIRST_PAINT_SCRIPT_HASH);
  });

  it("draws the home page's heading and purpose from the shell's texts", () => {
    const root = rootOf(withFirstPaint(INDEX, { kind: 'home' }, SHELL_TEXTS));
    expect(root).toContain('<h1>Herramientas</h1><p>Calculadoras y guías.</p>');
    expect(root).toContain('<h1>Tools</h1><p>Calculators and guides.</p>');
    expect(root).toContain('<h1>Ferramentas</h1><p>Calculadoras e guias.</p>');
  });

  it("draws a tool behind a login with its title and purpose, and without a session the login page's line under them", () => {
    expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/alerts'), SHELL_TEXTS))).toContain('<h1>Alertas pt</h1><p>Avisos pt</p><p>Inicia sesión pt.</p>');
    expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/alerts', true), SHELL_TEXTS))).toContain('<h1>Alertas pt</h1><p>Avisos pt</p></div>');
  });

  it("draws a dashboard's login page (the shell's) without a session, and neither a dashboard with one nor a creator's page", () => {
    const root = rootOf(withFirstPaint(INDEX, route('/dashboard/axie'), SHELL_TEXTS));
    for (const locale of ['es', 'en', 'pt']) expect(root).toContain(`<div class="fp-l" lang="${locale}"><h1>Panel ${locale}</h1><p>Conecta ${locale}.</p></div>`);
    expect(root).not.toContain('Tu panel');
    expect(withFirstPaint(INDEX, route('/dashboard/axie', true), SHELL_TEXTS)).toBe(INDEX);
    expect(withFirstPaint(INDEX, route('/axie-tools/studio'), SHELL_TEXTS)).toBe(INDEX);
    // a creator's dashboard: the login page comes first (the shell asks for a session, then for a creator)
    expect(rootOf(withFirstPaint(INDEX, route('/dashboard/studio'), SHELL_TEXTS))).toContain('<h1>Panel es</h1><p>Conecta es.</p>');
    expect(withFirstPaint(INDEX, route('/dashboard/studio', true), SHELL_TEXTS)).toBe(INDEX);
  });

  it("draws a page's note under its purpose, its days as the page formats them in each language", () => {
    const root = rootOf(withFirstPaint(INDEX, route('/axie-tools/costs'), SHELL_TEXTS));
    expect(root).toContain('<h1>Costes</h1><p>Lo que cuesta.</p><p class="fp-note">Tablas a fecha de 17 de enero de 2026.</p>');
    expect(root).toContain('<p class="fp-note">Tablas a fecha de January 17, 2026.</p>');
    expect(root).toContain('<p class="fp-note">Tablas a fecha de 17 de janeiro de 2026.</p>');
    // a compact note opening the tool (Craft World's community note) has its own look
    expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/tables'), SHELL_TEXTS))).toContain('<p>Lo que cuesta.</p><p class="fp-note fp-compact">Tablas a fecha de 17 de enero de 2026.</p>');
  });

  it("draws a note read from the service with the answer's texts, the note and tag its answer picks", () => {
    const sample = rootOf(withFirstPaint(INDEX, route('/axie-tools/board', false, { source: { kind: 'sample', label: 'Semilla <7>', asOf: '2026-11-22' } }), SHELL_TEXTS));
    expect(sample).toContain('<p>Lo que cuesta.</p><p class="fp-note"><span class="fp-tag">Ejemplo es</span>Datos de ejemplo (es), al 2026-11-22.</p>');
    expect(sample).toContain('<p class="fp-note"><span class="fp-tag">Ejemplo pt</span>Datos de ejemplo (pt), al 2026-11-22.</p>');
    const imported = rootOf(withFirstPaint(INDEX, route('/axie-tools/board', false, { source: { kind: 'import', label: 'Semilla <7>', asOf: '2026-11-23' } }), SHELL_TEXTS));
    expect(imported).toContain('<p class="fp-note">Importados: Semilla &#60;7&#62;, al 2026-11-23.</p>');
    expect(imported).not.toContain('fp-tag');
    // a number is shown as a plain argument shows it (no grouping)
    const counted = rootOf(withFirstPaint(INDEX, route('/axie-tools/board', false, { source: { kind: 'import', label: 1935, asOf: '2026-11-23' } }), SHELL_TEXTS));
    expect(counted).toContain('<p class="fp-note">Importados: 1935, al 2026-11-23.</p>');
  });

  it("draws an argument that is one of the remote's messages, the one the answer's field picks, in each language", () => {
    const answer = (kind: string) => ({ catalogueSize: 522, source: { kind, label: 'Lista <1>', asOf: '2024-01' } });
    const sample = rootOf(withFirstPaint(INDEX, route('/axie-tools/cards', false, answer('sample')), SHELL_TEXTS));
    expect(sample).toContain('<p class="fp-note">Las 522 cartas (Muestra es, 2024-01).</p>');
    expect(sample).toContain('<p class="fp-note">Las 522 cartas (Muestra pt, 2024-01).</p>');
    expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/cards', false, answer('generated')), SHELL_TEXTS))).toContain('<p class="fp-note">Las 522 cartas (Generados en, 2024-01).</p>');
    expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/cards', false, answer('imported')), SHELL_TEXTS))).toContain('<p class="fp-note">Importadas (522): Lista &#60;1&#62;.</p>');
    // a kind the nav names no message for, or not a string: the page would show something else
    for (const kind of ['live', 'toString', 7]) {
      const root = rootOf(withFirstPaint(INDEX, route('/axie-tools/cards', false, answer(kind as string)), SHELL_TEXTS));
      expect(root, String(kind)).not.toContain('fp-note');
    }
  });

  it("draws a panel's opening note inside a copy of the panel, only for an address without the query parameters it names", () => {
    const root = rootOf(withFirstPaint(INDEX, route('/axie-tools/tree'), SHELL_TEXTS));
    expect(root).toContain('<h1>Costes</h1><p>Lo que cuesta.</p><section class="fp-panel"><p>Escribe un ID (es).</p></section></div>');
    expect(root).toContain('<section class="fp-panel"><p>Escribe un ID (pt).</p></section>');
    for (const query of ['id=7', 'up=2&id=7']) {
      const asked = rootOf(withFirstPaint(INDEX, route('/axie-tools/tree', false, undefined, query), SHELL_TEXTS));
      expect(asked, query).toContain('<h1>Costes</h1><p>Lo que cuesta.</p></div>');
      expect(asked, query).not.toContain('fp-panel');
    }
    // an empty id is none: the page shows its hint
    for (const query of ['up=3', 'id=']) expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/tree', false, undefined, query), SHELL_TEXTS)), query).toContain('fp-panel');
    // with the panel's heading above the note
    expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/poison'), SHELL_TEXTS))).toContain('<p>Lo que cuesta.</p><section class="fp-panel"><h2>Regla &#60;en&#62;</h2><p>Escribe un ID (en).</p></section></div>');
  });

  it("draws a panel's tab strip above its note, the first tab chosen, and a number argument as the page's language writes it", () => {
    const answer = (sample: unknown, full: unknown = 1935) => ({ catalogueSize: 20, fullCatalogueSize: full, sample });
    const root = rootOf(withFirstPaint(INDEX, route('/axie-tools/items', false, answer(true)), SHELL_TEXTS));
    const tabs = (locale: string) => `<div class="fp-tabs"><span class="fp-on">Runas ${locale}</span><span>Amuletos &#60;${locale}&#62;</span></div>`;
    // es groups only from five digits (CLDR's minimum grouping digits), en with a comma, pt with a dot
    expect(root).toContain(`<p>Lo que cuesta.</p><section class="fp-panel">${tabs('es')}<p>Solo 20 de 1935 runas.</p></section></div>`);
    expect(root).toContain(`<section class="fp-panel">${tabs('en')}<p>Solo 20 de 1,935 runas.</p></section>`);
    expect(root).toContain(`<section class="fp-panel">${tabs('pt')}<p>Solo 20 de 1.935 runas.</p></section>`);
    expect(rootOf(withFirstPaint(INDEX, route('/axie-tools/items', false, answer(true, 20000)), SHELL_TEXTS))).toContain('<p>Solo 20 de 20.000 runas.</p>');
    // not the sample, a count that is no number, a styled number, a tab that needs the app: no note
    for (const [path, body] of [['/axie-tools/items', answer(false)], ['/axie-tools/items', answer(true, 'many')], ['/axie-tools/percent', answer(true)], ['/axie-tools/tabbed', undefined]] as const) {
      const drawn = rootOf(withFirstPaint(INDEX, route(path, false, body), SHELL_TEXTS));
      expect(drawn, path).toContain('<h1>Costes</h1><p>Lo que cuesta.</p></div>');
      expect(drawn, path).not.toContain('fp-panel');
    }
  });

  it("draws a source note with its kind in bold, and each language's answer in that language", () => {
    const answer = (label: string) => ({ source: { kind: 'sample', asOf: '2024-01', label } });
    const root = rootOf(withFirstPaint(INDEX, route('/axie-tools/sourced', false, undefined, undefined, { es: answer('Clasificación <generada>'), en: answer('Generated board'), pt: answer('Classificação gerada') }), SHELL_TEXTS));
    expect(root).toContain('<p>Lo que cuesta.</p><section class="fp-panel"><p><strong>Muestra es</strong> · 2024-01 · Clasificación &#60;generada&#62;</p></section></div>');
    expect(root).toContain('<section class="fp-panel"><p><strong>Muestra en</strong> · 2024-01 · Generated board</p></section>');
    expect(root).toContain('<section class="fp-panel"><p><strong>Muestra pt</strong> · 2024-01 · Classificação gerada</p></section>');
    // a language whose read failed goes without the note; a label that repeats the kind is a note the page words otherwise
    const partial = rootOf(withFirstPaint(INDEX, route('/axie-tools/sourced', false, undefined, undefined, { es: answer('Muestra es'), en: answer('Generated board') }), SHELL_TEXTS));
    expect(partial).toContain('<section class="fp-panel"><p><strong>Muestra en</strong> · 2024-01 · Generated board</p></section>');
    expect(partial.match(/fp-panel/g)).toHaveLength(1);
  });

  it('leaves out a note read from the service without its answer, or with a field it needs missing or not text', () => {
    for (const answer of [undefined, null, 'x', { source: { kind: 'sample', label: 'L' } }, { source: { kind: 'sample', label: 'L', asOf: { day: 1 } } }, { source: { kind: 'sample', label: 'L', asOf: Number.NaN } }, { source: { label: 'L', asOf: '2026-11-22' } }]) {
      const root = rootOf(withFirstPaint(INDEX, route('/axie-tools/board', false, answer), SHELL_TEXTS));
      expect(root, JSON.stringify(answer)).toContain('<h1>Costes</h1><p>Lo que cuesta.</p></div>');
      expect(root, JSON.stringify(answer)).not.toContain('fp-note');
    }
  });

  it('leaves out a purpose that needs the app (an argument), and the page as built without the texts or an empty mount point', () => {
    const root = rootOf(withFirstPaint(INDEX, route('/axie-tools/tree/:id'), SHELL_TEXTS));
    expect(root).toContain('<div class="fp-l" lang="es"><h1>Árbol es</h1></div>');
    expect(root).not.toContain('Ancestros');
    expect(root).not.toContain('Muestra');
    expect(withFirstPaint(INDEX, { kind: 'home' }, {})).toBe(INDEX);
    const mounted = INDEX.replace('<div id=root></div>', '<div id=root><p>x</p></div>');
    expect(withFirstPaint(mounted, route('/axie-tools/sales'), SHELL_TEXTS)).toBe(mounted);
  });
});

describe('the gateway serving the first paint', () => {
  let site: Awaited<ReturnType<typeof startSiteGateway>>;
  let app: Awaited<ReturnType<typeof startSiteGateway>>['app'];
  beforeAll(async () => {
    site = await startSiteGateway({ 'index.html': INDEX, 'first-paint.json': JSON.stringify(SHELL_TEXTS) }, { remotes: [REMOTE] });
    app = site.app;
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  it("serves a route's page and the home page with their headings, compressed, uncached, under a CSP that runs the script", async () => {
    for (const [url, heading] of [['/axie-tools/sales', '<h1>Ventas &#60;es&#62; &#38; &#34;más&#34;</h1>'], ['/', '<h1>Herramientas</h1>'], ['/axie-tools/tree/7', '<h1>Árbol es</h1>']] as const) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain(heading);
      const scriptSrc = String(page.headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src '));
      expect(scriptSrc, url).toContain(FIRST_PAINT_SCRIPT_HASH);
    }
  });

  it("serves a dashboard's login page to a request without the session cookie, and the dashboard as built to one with it", async () => {
    const signedOut = await app.inject({ url: '/dashboard/axie', headers: { cookie: 'other=1' } });
    expect(signedOut.body).toContain('<h1>Panel es</h1><p>Conecta es.</p>');
    const signedIn = await app.inject({ url: '/dashboard/axie', headers: { cookie: 'other=1; criadero_session=abc' } });
    expect(signedIn.body).toBe(INDEX);
  });

  it("serves a page's note with the values the service answers the page's own read, and a page whose read fails without its note", async () => {
    const answer = (await app.inject('/api/apeiron/leaderboard?page=1&pageSize=20')).json<{ source: { kind: string; asOf: string } }>();
    expect(answer.source.kind).toBe('sample');
    const page = await app.inject('/axie-tools/board');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<p class="fp-note"><span class="fp-tag">Ejemplo es</span>Datos de ejemplo (es), al ${answer.source.asOf}.</p>`);
    // the service answers 404: the page is served, without the note
    const gone = await app.inject('/axie-tools/gone');
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('<h1>Costes</h1><p>Lo que cuesta.</p></div>');
    expect(gone.body).not.toContain('class="fp-note"');
  });

  it("serves a note read with the page's own POST, its argument the message the answer's kind picks", async () => {
    const read = await app.inject({ method: 'POST', url: '/api/land-battles/cards', payload: { page: 1, pageSize: 24 } });
    expect(read.statusCode).toBe(200);
    const answer = read.json<{ catalogueSize: number; source: { kind: string; asOf: string } }>();
    expect(['sample', 'generated']).toContain(answer.source.kind);
    const page = await app.inject('/axie-tools/cards');
    const kind = answer.source.kind === 'sample' ? 'Muestra es' : 'Generados es';
    expect(page.body).toContain(`<p class="fp-note">Las ${answer.catalogueSize} cartas (${kind}, ${answer.source.asOf}).</p>`);
  });

  it("serves the panel's opening note to an address without the query it names, and the page without it to one with it", async () => {
    expect((await app.inject('/axie-tools/tree')).body).toContain('<section class="fp-panel"><p>Escribe un ID (es).</p></section>');
    expect((await app.inject('/axie-tools/tree?id=10000123')).body).not.toContain('<section class="fp-panel">');
  });

  it('serves an unknown path and a creator page as built', async () => {
    const unknown = await app.inject('/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
    expect((await app.inject('/axie-tools/studio')).body).toBe(INDEX);
  });
});
