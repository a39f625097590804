import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale, type NavRoute, type RemoteRegistryEntry, type RouteNote } from '@criadero/remote-contract';

/**
 * The shell's texts the served page shows before any script runs, per locale (the shell's build
 * writes them from its catalogue next to index.html: shell/webpack.config.cjs).
 */
const FIRST_PAINT_TEXTS_FILE = 'first-paint.json';
type ShellTexts = Partial<Record<Locale, Record<string, string>>>;

/**
 * Sets `<html lang>` to the language the visitor chose (the shell remembers it in localStorage
 * under `criadero.locale`, JSON) before the body is drawn: the first paint's style shows the copy
 * in that language. Inline, so the page's CSP lists its hash (FIRST_PAINT_SCRIPT_HASH).
 */
const LOCALE_SCRIPT = `try{var l=JSON.parse(localStorage.getItem('criadero.locale'));if(l==='en'||l==='pt')document.documentElement.lang=l}catch(e){}`;
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOCALE_SCRIPT).digest('base64')}'`;

/**
 * What the shell draws around a page, at the same places and sizes (its layout, Layout.tsx; its
 * page frame, ToolPage and Home with @criadero/ui's PageTitle and Muted; the theme's colours and
 * font): the page's heading and purpose are on screen at the first paint, and the shell's own
 * heading takes their place without moving them. The header's height is the shell's header as
 * drawn (two rows on a phone: buttons, then the price strip; measured in Chromium to the
 * fraction: a heading drawn a fraction of a pixel lower covers one more row of pixels, and the
 * browser then counts the app's heading as a new, larger paint), the side menu's width its open menu's.
 */
const FIRST_PAINT_STYLE = [
  "body{margin:0;background:#0f1420;color:#e8ecf4;font-family:'Inter','Segoe UI',system-ui,-apple-system,sans-serif;font-size:15px;line-height:1.5}",
  '.fp,.fp *{box-sizing:border-box}',
  '.fp{min-height:100vh;display:grid;grid-template-rows:auto 1fr}',
  '.fp-top{display:flex;align-items:center;min-height:59.0625px;padding:.6rem 1rem;background:#182032;border-bottom:1px solid #2e3a57}',
  '.fp-brand{font-weight:800;font-size:1.2rem;color:#3ecf8e;margin-left:3.2rem}',
  '.fp-body{display:grid;grid-template-columns:260px minmax(0,1fr)}',
  '.fp-nav{border-right:1px solid #2e3a57;background:#182032}',
  '.fp-main{padding:1.25rem;min-width:0}',
  '.fp h1{font-size:1.6rem;margin:0 0 .5rem}',
  '.fp p{color:#a5b0c6;margin:0 0 1rem}',
  // ToolPage's notice: a paragraph's own margins, the warning bar, the surface behind it
  '.fp p.fp-note{color:#e8ecf4;margin:1em 0;border-left:4px solid #ffc857;background:#182032;padding:.6rem .8rem;border-radius:8px}',
  // a compact note opening the tool (RouteNote.look)
  '.fp p.fp-note.fp-compact{margin:0 0 1rem;font-size:.9rem;padding:.5rem .75rem}',
  // a note opening the tool's first panel (RouteNote.look 'panel': the axie tools' Panel and Note)
  '.fp .fp-panel{background:#182032;border:1px solid #2e3a57;border-radius:8px;padding:1rem;margin-bottom:1rem;min-width:0}',
  '.fp .fp-panel h2{font-size:1.15rem;margin:0 0 .75rem}',
  '.fp .fp-panel p{color:#a5b0c6;font-size:.85rem;margin:.4rem 0}',
  // the tab strip opening that panel (@criadero/ui's Tabs: its list, its tabs, the chosen one)
  '.fp .fp-tabs{display:flex;gap:.25rem;border-bottom:1px solid #2e3a57;margin-bottom:.75rem;overflow-x:hidden}',
  '.fp .fp-tabs span{padding:.5rem .9rem;color:#a5b0c6;border-bottom:2px solid transparent;white-space:nowrap}',
  '.fp .fp-tabs .fp-on{color:#e8ecf4;border-bottom-color:#3ecf8e}',
  // a note's tag before its text (the Apeiron pages' SourceNote)
  '.fp-tag{display:inline-block;font-size:.72rem;text-transform:uppercase;letter-spacing:.04em;margin-right:.4rem;color:#ffc857;border:1px solid #ffc857;border-radius:4px;padding:0 .3rem}',
  '.fp-l{display:none}',
  ...LOCALES.map((locale) => `html[lang=${locale}] .fp-l[lang=${locale}]{display:block}`),
  '@media (max-width:768px){.fp-top{min-height:79.4375px;align-items:flex-start;padding:.4rem .6rem}.fp-brand{font-size:1.05rem;margin:.2rem 0 0 2.4rem}.fp-body{grid-template-columns:minmax(0,1fr)}.fp-nav{display:none}}',
].join('');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** One of the shell's texts (plain strings) as HTML */
const shellHtml = (text: string | undefined) => (text === undefined ? undefined : escapeHtml(text));

/**
 * A day as the page shows it (react-intl's `FormattedDate dateStyle="long" timeZone="UTC"`: the
 * browser's Intl, the same CLDR data as Node's).
 */
const longDate = (locale: Locale, day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A message's arguments: days (shown as the page shows a day) and texts (shown as they are) */
interface MessageValues {
  dates?: Record<string, string>;
  texts?: Record<string, string>;
}

/** A number argument without a style (`{count, number}`) as the page shows it: the browser's Intl, the same CLDR data as Node's. */
const plainNumber = (locale: Locale, text: string | undefined) =>
  text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? new Intl.NumberFormat(locale).format(Number(text)) : undefined;

/** The ICU AST elements the served page draws: 0 a literal, 1 a plain argument, 2 a number argument, 8 a tag */
interface MessageElement {
  type?: unknown;
  value?: unknown;
  style?: unknown;
  children?: unknown;
}

/** A message of text alone as that text (an argument's message: its text goes in as the argument's) */
const literalText = (message: unknown): string | undefined =>
  typeof message === 'string' ? message : Array.isArray(message) && message.every((e: MessageElement) => e?.type === 0 && typeof e.value === 'string') ? message.map((e: MessageElement) => e.value).join('') : undefined;

/**
 * A precompiled message (the ICU AST of the catalogues) as HTML, escaped, when it is only text,
 * arguments given as days or texts, numbers without a style given as texts, and `<b>` (drawn
 * `<strong>`, as the pages' `b` value draws it); a plural, a styled number or another tag needs the app.
 */
function messageHtml(message: unknown, locale: Locale, { dates = {}, texts = {} }: MessageValues = {}): string | undefined {
  if (typeof message === 'string') return escapeHtml(message);
  if (!Array.isArray(message)) return undefined;
  let html = '';
  for (const element of message as MessageElement[]) {
    if (typeof element?.value !== 'string') return undefined;
    const { type, value } = element;
    let part: string | undefined;
    if (type === 0) part = escapeHtml(value);
    else if (type === 1 && /^\d{4}-\d{2}-\d{2}$/.test(dates[value] ?? '')) part = escapeHtml(longDate(locale, dates[value]!));
    else if (type === 1 && typeof texts[value] === 'string') part = escapeHtml(texts[value]);
    else if (type === 2 && element.style == null) part = plainNumber(locale, texts[value]);
    else if (type === 8 && value === 'b') {
      const inner = messageHtml(element.children, locale, { dates, texts });
      part = inner === undefined ? undefined : `<strong>${inner}</strong>`;
    }
    if (part === undefined) return undefined;
    html += part;
  }
  return html;
}

/** A page's opening texts, as HTML (escaped) */
interface PageTexts {
  title?: string;
  purpose?: string;
  /** ToolPage's notice under the purpose, and the tag before its text */
  note?: { text: string; tag?: string; look?: RouteNote['look']; panelTitle?: string; panelTabs?: string[] };
  /** the login page's line under a tool's purpose */
  loginLine?: string;
}

function pageBlock(locale: Locale, { title, purpose, note, loginLine }: PageTexts): string {
  if (!title) return '';
  const tag = note?.tag ? `<span class="fp-tag">${note.tag}</span>` : '';
  const noteClass = note?.look === 'compact' ? 'fp-note fp-compact' : 'fp-note';
  const panelTitle = note?.panelTitle ? `<h2>${note.panelTitle}</h2>` : '';
  const tabs = note?.panelTabs ? `<div class="fp-tabs">${note.panelTabs.map((label, i) => `<span${i ? '' : ' class="fp-on"'}>${label}</span>`).join('')}</div>` : '';
  const noteBlock = note && (note.look === 'panel' ? `<section class="fp-panel">${panelTitle}${tabs}<p>${note.text}</p></section>` : `<p class="${noteClass}">${tag}${note.text}</p>`);
  const paragraphs = [purpose && `<p>${purpose}</p>`, loginLine && `<p>${loginLine}</p>`, noteBlock];
  return `<div class="fp-l" lang="${locale}"><h1>${title}</h1>${paragraphs.filter(Boolean).join('')}</div>`;
}

/**
 * The page's opening markup: the shell's header and frame around the heading and purpose in each
 * language. A picture of the page until the app replaces it, hidden from assistive technology,
 * which reads the app's own heading (and tests that wait for the app's heading are not misled).
 */
function firstPaintMarkup(brand: string, texts: Record<Locale, PageTexts>): string {
  const blocks = LOCALES.map((locale) => pageBlock(locale, texts[locale])).join('');
  if (!blocks) return '';
  return `<div class="fp" aria-hidden="true"><header class="fp-top"><span class="fp-brand">${escapeHtml(brand)}</span></header><div class="fp-body"><div class="fp-nav"></div><main class="fp-main">${blocks}</main></div></div>`;
}

/**
 * Where the page opens: the home page, or a route of a remote's navigation, asked for with a
 * session cookie or without one (a route behind a login then opens on the shell's login page).
 */
export type OpeningPage =
  | { kind: 'home' }
  | {
      kind: 'route';
      remote: RemoteRegistryEntry;
      route: NavRoute;
      signedIn: boolean;
      /** the query parameters of the address (a note may be for an address without some: RouteNote.unlessQuery) */
      query?: URLSearchParams;
      /** the service's answers to the route's note read (`note.read`), per language (an answer's texts are in the asker's); missing when it failed */
      noteAnswers?: Partial<Record<Locale, unknown>>;
    };

const DASHBOARD_PREFIX = '/dashboard/';

/**
 * What the app draws first on a route, in the shell's order (RoutePage: LoginRequired, then
 * CreatorOnly, then the tool's ToolPage): a dashboard without a session, the shell's 'Panel de
 * Usuario' login page (a creator's dashboard too); a tool behind a login, its own heading and
 * purpose (and without a session, the login line under them; its note waits for the tool); any
 * other tool, its heading, purpose and note. A creator's page with a session, and a dashboard
 * with one (whose page depends on the account), are not drawn.
 */
function routeTexts(locale: Locale, page: Extract<OpeningPage, { kind: 'route' }>, shellTexts: ShellTexts): PageTexts {
  const { route, remote, signedIn } = page;
  const shell = shellTexts[locale];
  if (route.requiresLogin && route.path.startsWith(DASHBOARD_PREFIX)) {
    return signedIn ? {} : { title: shellHtml(shell?.['shell.login.required.title']), purpose: shellHtml(shell?.['shell.login.required.text']) };
  }
  if (route.creatorOnly) return {};
  const messages = remote.nav?.messages[locale] as Record<string, unknown> | undefined;
  const texts: PageTexts = { title: messageHtml(messages?.[route.titleId], locale), purpose: messageHtml(messages?.[route.purposeId], locale) };
  if (route.requiresLogin) return signedIn ? texts : { ...texts, loginLine: shellHtml(shell?.['shell.login.required.tool']) };
  // an empty parameter is none, as the page reads it (`?id=` shows the breeding tree's hint)
  const note = route.note?.unlessQuery?.some((name) => page.query?.get(name)) ? undefined : route.note;
  return { ...texts, note: noteText(messages, locale, note, page.noteAnswers?.[locale]) };
}

/** The answer's field at a dotted path (`source.asOf`) */
const fieldOf = (answer: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined), answer);

/**
 * The note the page shows: its build-time text, or, for a note read from the service, the one
 * its answer picks with the answer's fields in it (none without an answer, or when a field it
 * needs is not a string or a number: the page would show something else).
 */
function noteText(messages: Record<string, unknown> | undefined, locale: Locale, note: RouteNote | undefined, answer: unknown): PageTexts['note'] {
  if (!note || typeof note.id !== 'string') return undefined;
  const tagOf = (tagId: string | undefined) => (tagId ? messageHtml(messages?.[tagId], locale) : undefined);
  const drawn = (id: string, tagId: string | undefined, values: MessageValues) => {
    const text = messageHtml(messages?.[id], locale, values);
    const tag = tagOf(tagId);
    const panelTitle = note.panelTitleId ? messageHtml(messages?.[note.panelTitleId], locale) : undefined;
    const panelTabs = note.panelTabIds?.map((tabId) => messageHtml(messages?.[tabId], locale));
    if (text === undefined || (tagId && tag === undefined) || (note.panelTitleId && panelTitle === undefined) || panelTabs?.includes(undefined)) return undefined;
    return { text, tag, look: note.look, panelTitle, panelTabs: panelTabs as string[] | undefined };
  };
  if (!note.read) return drawn(note.id, note.tagId, { dates: note.dates });
  if (answer === undefined) return undefined;
  const texts: Record<string, string> = {};
  for (const [name, field] of Object.entries(note.read.texts)) {
    const value = fieldOf(answer, field);
    // a plain argument shows a string or a number as is (intl-messageformat: String(value))
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return undefined;
    texts[name] = String(value);
  }
  for (const [name, { field, ids }] of Object.entries(note.read.messages ?? {})) {
    const value = fieldOf(answer, field);
    const id = typeof value === 'string' && Object.hasOwn(ids, value) ? ids[value] : undefined;
    const message = id === undefined ? undefined : literalText(messages?.[id]);
    // a value the nav names no message for leaves the argument out: a note that needs it is not drawn
    if (message !== undefined) texts[name] = message;
  }
  const { when, unlessSame } = note.read;
  if (unlessSame && texts[unlessSame[0]] === texts[unlessSame[1]]) return undefined;
  const picked = when && fieldOf(answer, when.field);
  if (!when || picked === when.equals) return drawn(note.id, note.tagId, { dates: note.dates, texts });
  // the other note only for an answer that has the field: without it the page may show neither
  return when.otherwise && typeof picked === typeof when.equals ? drawn(when.otherwise.id, when.otherwise.tagId, { dates: note.dates, texts }) : undefined;
}

/** The shell's empty mount point, quoted or not (the build minifies index.html) */
const ROOT = /<div id=(["']?)root\1><\/div>/;

/**
 * The shell's index.html with the page's heading, purpose and note (or its login page) drawn in
 * `#root` (React replaces them on its first render, with the same texts at the same places) and
 * the style and locale script they need, so a phone on a slow network shows the page's largest
 * text a round trip after the HTML instead of after the shell's scripts, the registry and the
 * remote's code. Texts that are not plain (a message with arguments other than the nav's days
 * and the fields of its note's read, `noteAnswers`) are left out; a missing catalogue or a template without an empty `#root` leave the page as built.
 */
export function withFirstPaint(indexHtml: string, page: OpeningPage, shellTexts: ShellTexts): string {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  const texts = {} as Record<Locale, PageTexts>;
  for (const locale of LOCALES) {
    texts[locale] =
      page.kind === 'home' ? { title: shellHtml(shellTexts[locale]?.['shell.home.title']), purpose: shellHtml(shellTexts[locale]?.['shell.home.purpose']) } : routeTexts(locale, page, shellTexts);
  }
  const brand = shellTexts.es?.['shell.brand'];
  const markup = brand ? firstPaintMarkup(brand, texts) : '';
  if (!markup) return indexHtml;
  return indexHtml
    .replace('</head>', `<style>${FIRST_PAINT_STYLE}</style><script>${LOCALE_SCRIPT}</script></head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/**
 * Reads the built shell's index.html and first-paint texts, again when either file changes (a
 * rebuild of the shell); undefined while the shell is not built.
 */
export function createShellFiles(shellDir: string) {
  let cached: { key: string; html: string; texts: ShellTexts } | undefined;
  return async function shellFiles(): Promise<{ html: string; texts: ShellTexts } | undefined> {
    const htmlFile = join(shellDir, 'index.html');
    const textsFile = join(shellDir, FIRST_PAINT_TEXTS_FILE);
    const [htmlStat, textsStat] = await Promise.all([stat(htmlFile).catch(() => undefined), stat(textsFile).catch(() => undefined)]);
    if (!htmlStat) return undefined;
    const key = `${htmlStat.mtimeMs}:${htmlStat.size}:${textsStat?.mtimeMs}:${textsStat?.size}`;
    if (cached?.key !== key) {
      const html = await readFile(htmlFile, 'utf8');
      // an unreadable catalogue costs the first paint only: the page is served as built
      const texts = textsStat ? ((await readFile(textsFile, 'utf8').then(JSON.parse).catch(() => ({}))) as ShellTexts) : {};
      cached = { key, html, texts };
    }
    return cached;
  };
}
