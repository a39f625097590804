import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALES, type Locale } from '@criadero/remote-contract';
import { useSiteAndBrowser } from '../src/harness/suite';
import { openPage, screenshot } from '../src/harness/browser';
import { expectedRoutes, shellMessages } from '../src/harness/catalogue';

const ctx = useSiteAndBrowser();

const routes = expectedRoutes();

/** The paragraphs the served page draws under its heading in a language (its purpose, note, login line), read from the HTML as a visitor without a session gets it. */
const servedParagraphs = (page: Page, path: string, locale: Locale) =>
  page.evaluate(
    async ([path, locale]) => {
      const html = await (await fetch(path, { credentials: 'omit' })).text();
      const served = new DOMParser().parseFromString(html, 'text/html');
      return [...served.querySelectorAll(`.fp-l[lang="${locale}"] p`)].map((p) => p.textContent ?? '');
    },
    [path, locale] as const,
  );

describe('every route of the spec, in every language', () => {
  it('covers the spec route list (§2) and the market alerts page added to it', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        '/apeiron-tools/breeding-calculator', '/apeiron-tools/marketplace', '/apeiron-tools/leaderboard', '/apeiron-tools/guild-war',
        '/axie-infinity-tools/breeding-calculator', '/axie-infinity-tools/origins-leaderboard', '/axie-infinity-tools/runes-and-charms',
        '/axie-infinity-tools/axie-sales-history', '/axie-infinity-tools/breeding-tree', '/axie-infinity-tools/poison-calculator',
        '/axie-infinity-tools/axie-showroom', '/dashboard/profile', '/dashboard/axie', '/dashboard/craftworld', '/dashboard/creator-panel',
        '/lumiterra-tools/marketplace', '/lumiterra-tools/energy', '/pixels-tools/taskboard', '/axie-land-battles/cards',
        '/craft-world-tools/resource-optimizer', '/craft-world-tools/workshop-guide', '/craft-world-tools/factory-guide',
        '/planet-horse-tools/marketplace', '/planet-horse-tools/leveling-calculator',
        '/axie-infinity-tools/market-alerts',
      ].sort(),
    );
  });

  for (const locale of LOCALES) {
    it(`shows each route's own heading in ${locale} with no console errors`, async () => {
      const context = await ctx.browser().newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((l) => window.localStorage.setItem('criadero.locale', JSON.stringify(l)), locale);
      const { page, errors } = await openPage(context);
      for (const route of routes) {
        await page.goto(`${ctx.site().url}${route.path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect.poll(() => heading.textContent(), { message: `${locale} ${route.path}` }).toBe(route.heading[locale]);
        if (locale !== 'es' && !route.sameAllowed) expect(route.heading[locale], `${route.path} untranslated`).not.toBe(route.heading.es);
        // each paragraph the served page drew (the purpose; a note or a login page's texts) is one the app then shows, word for word
        const served = await servedParagraphs(page, route.path, locale);
        expect(served.length, `${locale} ${route.path}: a purpose at least`).toBeGreaterThan(0);
        await expect
          .poll(() => page.locator('main p').allTextContents(), { message: `${locale} ${route.path}: the app shows ${JSON.stringify(served)}` })
          .toEqual(expect.arrayContaining(served));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      }
      await page.goto(`${ctx.site().url}/axie-infinity-tools/breeding-calculator`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `route-breeding-${locale}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000); // 24 full page loads (shell and remotes each time) on a shared 2-core machine
  }

  it('shows the 404 page for an unknown path with HTTP 404, in the chosen language', async () => {
    const context = await ctx.browser().newContext();
    await context.addInitScript(() => window.localStorage.setItem('criadero.locale', '"en"'));
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${ctx.site().url}/axie-infinity-tools/no-such-tool`);
    expect(response?.status()).toBe(404); // the shell's page, with the status a crawler or a link checker needs
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(shellMessages.en['shell.notFound.title']);
    expect((await page.goto(`${ctx.site().url}/nothing/here`))?.status()).toBe(404);
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
    await screenshot(page, 'not-found-en');
    // the browser logs the page's own 404 status once per visit; nothing else may fail
    expect(errors).toEqual(Array(2).fill('Failed to load resource: the server responded with a status of 404 (Not Found)'));
    await context.close();
  });

  it('groups the navigation by game with NEW tags, collapsed on phones with a toggle', async () => {
    const context = await ctx.browser().newContext({ viewport: { width: 375, height: 800 } });
    const { page } = await openPage(context);
    await page.goto(`${ctx.site().url}/axie-infinity-tools/breeding-calculator`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: shellMessages.es['shell.nav.label'] });
    expect(await nav.count()).toBe(0); // collapsed by default on mobile
    const toggle = page.getByRole('button', { name: /Menú/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await nav.waitFor();
    await expect.poll(() => nav.getByRole('heading', { level: 2 }).count()).toBe(8);
    // NEW: the planet marketplace, the Origins leaderboard and the market alerts
    expect(await nav.getByText(shellMessages.es['shell.nav.new']!, { exact: true }).count()).toBe(3);
    expect(await nav.getByRole('link', { name: /Panel de Creador/ }).count()).toBe(0); // creators only
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'nav-phone-open');
    await context.close();
  });
});

// The other tools looked at as players see them, at 1366 and 390 px in each language;
// on a phone the header is at most two rows (it took 170 px in four).
const OTHER_TOOL_PAGES = [
  '/apeiron-tools/marketplace', '/apeiron-tools/breeding-calculator?a=465&b=2905', '/planet-horse-tools/marketplace', '/lumiterra-tools/marketplace',
  '/lumiterra-tools/energy', '/pixels-tools/taskboard', '/craft-world-tools/resource-optimizer', '/axie-infinity-tools/poison-calculator',
];
describe('the other tools at 1366 and 390 px', () => {
  for (const locale of LOCALES) {
    it(`fit without sideways scrolling, with a two-row phone header, in ${locale}`, async () => {
      for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
        const context = await ctx.browser().newContext({ viewport });
        await context.addInitScript((l) => window.localStorage.setItem('criadero.locale', JSON.stringify(l)), locale);
        const { page, errors } = await openPage(context);
        for (const path of OTHER_TOOL_PAGES) {
          await page.goto(`${ctx.site().url}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          if (viewport.width === 390) {
            const header = await page.getByRole('banner').boundingBox();
            expect(header!.height, `${locale} ${path} header`).toBeLessThanOrEqual(100);
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${locale} ${path}`).toBeLessThanOrEqual(0);
          await screenshot(page, `i21-${path.split('?')[0]!.slice(1).replace(/\//g, '-')}-${viewport.width}-${locale}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }, 300_000);
  }
});


// What loads late (the token prices, the registry the menu is drawn from) must not move what is
// already on screen: Chromium's own layout-shift entries, summed as cumulative layout shift is
// (shifts a click or key caused excepted), while the page loads. The answers are held back as a
// slow phone network would deliver them; "good" is under 0.1.
describe('layout shift while the page loads', () => {
  const held = [
    { name: 'the token prices', url: '**/api/tokens/**' },
    { name: 'the registry', url: '**/remotes.json' },
  ];
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    it(`the home and the breeding calculator stay put at ${viewport.width} px`, async () => {
      const context = await ctx.browser().newContext({ viewport });
      await context.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const { url } of held) {
        await context.route(url, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.fallback();
        });
      }
      const { page, errors } = await openPage(context);
      for (const path of ['/', '/axie-infinity-tools/breeding-calculator']) {
        await page.goto(`${ctx.site().url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // the prices are on screen (the held-back answer has come)
        await page.waitForFunction(() => document.querySelector('[data-testid="token-strip"]')?.textContent?.includes('$'));
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
        expect(shift, `${path} at ${viewport.width} px, with ${held.map((h) => h.name).join(' and ')} held back 1 s`).toBeLessThan(0.1);
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});

// The served page already shows the page's heading and purpose, in the language the visitor chose,
// before any script of the shell runs (the phone's largest paint a round trip after the HTML);
// its one inline script (picking that language) runs under the page's CSP.
it("the served page shows the page's heading and purpose in the chosen language before the shell runs", async () => {
  const context = await ctx.browser().newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => window.localStorage.setItem('criadero.locale', '"pt"'));
  // the shell never starts: what is on screen is the served page alone
  await context.route('**/main.js', (route) => route.abort());
  const { page, errors } = await openPage(context);
  const route = routes.find((r) => r.path === '/axie-infinity-tools/axie-sales-history')!;
  for (const [path, heading] of [[route.path, route.heading.pt], ['/', shellMessages.pt['shell.home.title']]] as const) {
    await page.goto(`${ctx.site().url}${path}`);
    // a picture of the page, hidden from assistive technology: found by its tag, not its role
    const title = page.locator('h1').filter({ visible: true });
    expect(await title.count(), path).toBe(1); // the other languages' copies are hidden
    expect(await title.textContent(), path).toBe(heading);
    expect(await page.locator('h1 + p').filter({ visible: true }).count(), `${path}: its purpose`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe('pt');
  }
  // the aborted main.js, once per page; a CSP refusal of the inline script would be logged too
  expect(errors).toEqual(Array(2).fill('Failed to load resource: net::ERR_FAILED'));
  await context.close();
});

// A phone on a slow network pays a round trip per step: the page names the scripts of its first
// render (and the registry) so they are fetched beside main.js, not after it runs.
it("the page preloads the shell's first-render scripts and the registry, and fetches nothing of them twice", async () => {
  const context = await ctx.browser().newContext();
  const { page, errors } = await openPage(context);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === new URL(ctx.site().url).origin && (pathname.endsWith('.js') || pathname === '/remotes.json')) fetched.push(pathname);
  });
  await page.goto(`${ctx.site().url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname));
  const scripts = fetched.filter((path) => path.endsWith('.js') && path !== '/main.js');
  expect(scripts.length).toBeGreaterThan(5);
  expect(preloaded.sort()).toEqual([...scripts, '/remotes.json'].sort());
  // a preload the page then requests again (another mode, another cache setting) would show twice
  expect(fetched.filter((path) => path === '/remotes.json')).toHaveLength(1);
  expect(new Set(fetched).size).toBe(fetched.length);
  expect(errors).toEqual([]);
  await context.close();
});

// A tool's page: its answer names the remote's manifest, entry and route table, then the page's own
// chunks and the remote's Spanish messages (Link preload header), so they are fetched beside the
// shell's scripts; each once (the preload is the one used), and each script one the page runs.
it("a tool's page preloads its remote's manifest, entry, route table, page chunks and messages, and fetches and runs each once", async () => {
  const context = await ctx.browser().newContext();
  const { page, errors } = await openPage(context);
  const gateway = new URL(ctx.site().url).origin;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== gateway) fetched.push(request.url());
  });
  // the scripts the page runs (a preloaded script it never asks for is fetched but never parsed)
  const cdp = await context.newCDPSession(page);
  const ran = new Set<string>();
  cdp.on('Debugger.scriptParsed', (event) => void ran.add(event.url));
  await cdp.send('Debugger.enable');
  // the priority Chromium fetches each script at
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script') priorities.set(event.request.url, event.request.initialPriority);
  });
  await cdp.send('Network.enable');
  // the gateway reads the remote's manifest on a page's first request and keeps it a few seconds:
  // a cold read slower than the page's wait (a loaded machine) sends that page with the
  // manifest's link alone, as designed; the page here is the next visitor's
  await context.request.get(`${ctx.site().url}/pixels-tools/taskboard`);
  const response = await page.goto(`${ctx.site().url}/pixels-tools/taskboard`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const links = (response!.headers().link ?? '').split(', ').map((link) => /^<([^>]+)>/.exec(link)![1]!);
  const paths = links.map((url) => new URL(url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
  expect(paths.slice(0, 3)).toEqual(['/mf-manifest.json', '/remoteEntry.js', '/__federation_expose_routes.js']);
  expect(paths.at(-1)).toBe('/messages-es.js');
  expect(paths.slice(3, -1).length, 'the page chunks').toBeGreaterThan(0);
  for (const url of links) expect(fetched.filter((f) => f === url), url).toHaveLength(1);
  for (const url of links.slice(1)) expect(ran.has(url), `${url} preloaded, never run`).toBe(true);
  // Every script of the page at one low priority, the shell's entry with its preloads: Chromium
  // holds a low request back while high ones are in flight (the entry that runs them all arrived
  // last), and Lighthouse's model of a phone counts a high-priority script as render-blocking.
  const scripts = [...priorities.keys()];
  expect(scripts).toContain(`${gateway}/main.js`);
  expect(scripts.filter((url) => links.includes(url)).length, 'preloaded scripts seen').toBe(links.length - 1);
  expect(new Set(priorities.values()), JSON.stringify(Object.fromEntries(priorities))).toEqual(new Set(['Low']));
  expect(errors).toEqual([]);
  await context.close();
});


// The served page's texts are drawn where the app then draws them, at the same size: otherwise the
// app's copy counts as a new, larger paint (or moves what is on screen) and the largest contentful
// paint waits for the app again. The served header is the shell's header as drawn (its height is
// written into the served style): a change to the shell's header fails here.
describe('the served texts are where the app draws them', () => {
  // each page with the number of texts served (heading and paragraphs): a note known at build time,
  // a login page, a login line, a purpose alone, and notes read from the service (the sample's tag and date;
  // the land cards' from the page's own POST, the source's kind as its label)
  const PAGES: Record<string, number> = {
    '/planet-horse-tools/leveling-calculator': 3, '/dashboard/axie': 2, '/axie-infinity-tools/market-alerts': 3, '/axie-infinity-tools/breeding-calculator': 2,
    '/apeiron-tools/leaderboard': 3, '/apeiron-tools/guild-war': 3, '/apeiron-tools/marketplace': 3,
    '/lumiterra-tools/marketplace': 3, '/lumiterra-tools/energy': 3, '/pixels-tools/taskboard': 3,
    '/craft-world-tools/resource-optimizer': 3, '/craft-world-tools/workshop-guide': 3, '/craft-world-tools/factory-guide': 3, '/axie-land-battles/cards': 3,
    '/axie-infinity-tools/breeding-tree': 3, '/axie-infinity-tools/poison-calculator': 3, '/axie-infinity-tools/runes-and-charms': 3, '/axie-infinity-tools/axie-showroom': 3, '/axie-infinity-tools/origins-leaderboard': 3,
  };
  type Box = { text: string; x: number; y: number; width: number; height: number };
  const boxesOf = (page: Page, selector: string) =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((element) => element.offsetParent !== null || element.getClientRects().length > 0)
          .map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { text: element.textContent ?? '', x, y, width, height };
          }),
      selector,
    );
  for (const locale of ['es', 'pt'] as const) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      it(`in ${locale} at ${viewport.width} px, and the served header is as tall as the shell's`, async () => {
        const served = await ctx.browser().newContext({ viewport });
        const app = await ctx.browser().newContext({ viewport });
        for (const context of [served, app]) await context.addInitScript((l) => window.localStorage.setItem('criadero.locale', JSON.stringify(l)), locale);
        await served.route('**/main.js', (route) => route.abort()); // the served page alone
        const { page: servedPage } = await openPage(served);
        const { page: appPage, errors } = await openPage(app);
        for (const [path, texts] of Object.entries(PAGES)) {
          await servedPage.goto(`${ctx.site().url}${path}`);
          const drawn: Box[] = await boxesOf(servedPage, '.fp-l h1, .fp-l p');
          expect(drawn.length, `${path}: heading and texts`).toBe(texts);
          await appPage.goto(`${ctx.site().url}${path}`);
          await appPage.locator('.fp').waitFor({ state: 'detached' });
          for (const box of drawn) {
            await expect.poll(async () => (await boxesOf(appPage, 'main h1, main p')).some((b) => b.text === box.text), { message: `${path}: ${box.text}` }).toBe(true);
            const rendered = (await boxesOf(appPage, 'main h1, main p')).find((b) => b.text === box.text)!;
            // to the hundredth of a pixel: a fraction lower covers one more row of pixels
            for (const key of ['x', 'y', 'width', 'height'] as const) expect(rendered[key], `${path}: ${key} of ${box.text}`).toBeCloseTo(box[key], 2);
          }
          const servedHeader = (await boxesOf(servedPage, '.fp-top'))[0]!;
          const header = await appPage.getByRole('banner').boundingBox();
          expect(header!.height, `${path}: the header`).toBeCloseTo(servedHeader.height, 2);
        }
        expect(errors).toEqual([]);
        await served.close();
        await app.close();
      }, 120_000);
    }
  }

  // A note read from the service (each page with the read it shows the note from): while the
  // page's own read is held back, as on a slow phone, the served note stays on screen where it
  // was, word for word, rather than going away for a round trip; then the page's own takes its place.
  const READ_NOTES: Record<string, string> = {
    '/axie-infinity-tools/runes-and-charms': '**/api/origins/items',
    '/axie-infinity-tools/origins-leaderboard': '**/api/origins/seasons',
    '/axie-land-battles/cards': '**/api/land-battles/cards',
    '/apeiron-tools/marketplace': '**/api/apeiron/market/info',
  };
  /** Paragraphs as a reader sees them: innerText leaves out what is unseen (an unseen stand-in keeping a note's room) */
  const seenBoxes = (page: Page, selector: string) =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { text: element.innerText.trim(), x, y, width, height };
        }),
      selector,
    );
  it('a note read from the service stays in its place, seen, while the page waits for its own read', async () => {
    const viewport = { width: 390, height: 844 };
    const served = await ctx.browser().newContext({ viewport });
    await served.route('**/main.js', (route) => route.abort()); // the served page alone
    const app = await ctx.browser().newContext({ viewport });
    const { page: servedPage } = await openPage(served);
    const { page: appPage, errors } = await openPage(app);
    for (const [path, read] of Object.entries(READ_NOTES)) {
      await servedPage.goto(`${ctx.site().url}${path}`);
      const note = (await seenBoxes(servedPage, '.fp-l[lang=es] p')).at(-1)!;
      expect(note.text.length, `${path}: the served note`).toBeGreaterThan(20);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await appPage.route(read, async (route) => {
        await held;
        await route.continue();
      });
      await appPage.goto(`${ctx.site().url}${path}`);
      await appPage.locator('.fp').waitFor({ state: 'detached' });
      await appPage.getByRole('heading', { level: 1 }).waitFor();
      const standing = (await seenBoxes(appPage, 'main p')).find((box) => box.text === note.text);
      expect(standing, `${path}: the note while the read is held`).toBeDefined();
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(standing![key], `${path}: ${key}`).toBeCloseTo(note[key], 2);
      release();
      await appPage.waitForLoadState('networkidle');
      await appPage.unroute(read);
      const own = (await seenBoxes(appPage, 'main p')).find((box) => box.text === note.text);
      expect(own, `${path}: the page's own note`).toBeDefined();
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(own![key], `${path}: ${key} of its own`).toBeCloseTo(note[key], 2);
    }
    expect(errors).toEqual([]);
    await served.close();
    await app.close();
  }, 120_000);
});
