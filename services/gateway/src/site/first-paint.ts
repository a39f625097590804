import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale, type NavRoute, type RemoteRegistryEntry } from '@criadero/remote-contract';

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
  '.fp-l{display:none}',
  ...LOCALES.map((locale) => `html[lang=${locale}] .fp-l[lang=${locale}]{display:block}`),
  '@media (max-width:768px){.fp-top{min-height:79.4375px;align-items:flex-start;padding:.4rem .6rem}.fp-brand{font-size:1.05rem;margin:.2rem 0 0 2.4rem}.fp-body{grid-template-columns:minmax(0,1fr)}.fp-nav{display:none}}',
].join('');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A precompiled message (the ICU AST of the catalogues) as plain text, when it is only text. */
function plainText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  let text = '';
  for (const element of message as { type?: unknown; value?: unknown }[]) {
    // type 0 is a literal; an argument, a plural or a tag needs the app's values
    if (element?.type !== 0 || typeof element.value !== 'string') return undefined;
    text += element.value;
  }
  return text;
}

interface PageTexts {
  title?: string;
  purpose?: string;
}

function pageBlock(locale: Locale, { title, purpose }: PageTexts): string {
  if (!title) return '';
  return `<div class="fp-l" lang="${locale}"><h1>${escapeHtml(title)}</h1>${purpose ? `<p>${escapeHtml(purpose)}</p>` : ''}</div>`;
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

/** Where the page opens: the home page, or an ungated route of a remote's navigation. */
export type OpeningPage = { kind: 'home' } | { kind: 'route'; remote: RemoteRegistryEntry; route: NavRoute };

/** The shell's empty mount point, quoted or not (the build minifies index.html) */
const DASHBOARD_PREFIX = '/dashboard/';

/**
 * Whether every visitor sees the route's own heading and purpose: its page does (ToolPage), and
 * so does the login page a tool behind a login shows without a session (the shell's
 * LoginRequired); a dashboard's login page and a creator's page show the shell's own instead.
 */
const showsItsTitle = (route: NavRoute) => !route.creatorOnly && !(route.requiresLogin && route.path.startsWith(DASHBOARD_PREFIX));

const ROOT = /<div id=(["']?)root\1><\/div>/;

/**
 * The shell's index.html with the page's heading and purpose drawn in `#root` (React replaces
 * them on its first render) and the style and locale script they need, so a phone on a slow
 * network shows the page's largest text a round trip after the HTML instead of after the
 * shell's scripts, the registry and the remote's code. Texts that are not plain (a message with
 * arguments), a missing catalogue or a template without an empty `#root` leave the page as built.
 */
export function withFirstPaint(indexHtml: string, page: OpeningPage, shellTexts: ShellTexts): string {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  if (page.kind === 'route' && !showsItsTitle(page.route)) return indexHtml;
  const texts = {} as Record<Locale, PageTexts>;
  for (const locale of LOCALES) {
    if (page.kind === 'home') {
      texts[locale] = { title: shellTexts[locale]?.['shell.home.title'], purpose: shellTexts[locale]?.['shell.home.purpose'] };
    } else {
      const messages = page.remote.nav?.messages[locale] as Record<string, unknown> | undefined;
      texts[locale] = { title: plainText(messages?.[page.route.titleId]), purpose: plainText(messages?.[page.route.purposeId]) };
    }
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
