// The breeding calculator's links and lists in a real browser: a link to a page of 20,000 Axies
// (the shipped market's size) opens in a fresh browser as a visitor, who sees the plan-only rule
// named, and as a plan holder, with the sharer's fees and pair; a visitor's wallet list and
// hidden Axies move to the account on sign-in and are there in another browser. An old link with
// its 20,000 Axies inline in the address opens too, and an address over what the gateway reads
// gets a page in the player's language. Screenshots: screenshots/breeding-links-*.png.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { Wallet } from 'ethers';
import type { SharedPageState } from '@criadero/api-contracts/axie';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { PlansLedger } from '@criadero/service-users';
import { openPage, SCREENSHOTS } from '../src/harness/browser';
import { REMOTE_MODULES, shellMessages } from '../src/harness/catalogue';
import { closeMenu } from '../src/harness/page-checks';
import { useSiteAndBrowser } from '../src/harness/suite';
import { installTestWallet } from '../src/harness/test-wallet';
import { axieCards } from '../src/harness/breeding-calculator';

const es = REMOTE_MODULES.mfe_axie.module.messages.es!;
const PATH = '/axie-infinity-tools/breeding-calculator';
const SIZE = 20_000;
const FIRST_ID = 10_000_001;

/**
 * The site as startSite() serves it, with a store the test holds (to grant the plan through the
 * users service's ledger, as a verified payment does). The market is the shipped 20,000 Axies,
 * standing still (AXIE_SAMPLE_CHANGES_PER_SECOND 0): the link's pair and prices are compared
 * between browsers, and a moving market would change a price in between (right, but not what
 * this test checks; see breeding-planning.e2e.test.ts).
 */
const store = new EmbeddedStore();
const suite = useSiteAndBrowser({ store, env: { AXIE_MARKET_SIZE: String(SIZE), AXIE_SAMPLE_CHANGES_PER_SECOND: '0' } }, 180_000);

interface Card {
  id: string;
  stage: number;
  breedCount: number;
  parsedGenes: { eyes: { d: { partId: string } } };
}

const cards = (ids: number[]) => axieCards<Card>(suite.site().url, ids);

async function openTool(page: Page, address = PATH) {
  await page.goto(`${suite.site().url}${address}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(es['axie.breeding.title']);
  await closeMenu(page);
}

/** Signs in with the context's test wallet (the only one announced: no picker). */
async function signIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: shellMessages.es['shell.login.button'] }).click();
  await page.getByTestId('session-badge').waitFor({ timeout: 30_000 });
}

const loadedCount = async (page: Page) => Number((await page.getByTestId('grid-count').textContent())?.match(/^\D*([\d.,\s]+)/)?.[1]?.replace(/\D/g, ''));
const accountGet = (page: Page, path: string) => page.evaluate(async (p) => (await fetch(p, { credentials: 'include' })).json(), path);
const browserErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

/** The page a link in these tests carries: SIZE Axies, one eye filter and a plan-only rule on it, the pair and fees given. */
function linkedPage(eyes: string, pair: [string, string], fees: SharedPageState['fees']) {
  return {
    ids: Array.from({ length: SIZE }, (_, i) => String(FIRST_ID + i)),
    wallets: [],
    selection: { eyes: [eyes] },
    config: { breed_count: [0, 6], priorityOrder: ['eyes', 'ears', 'mouth', 'horn', 'back', 'tail'], auctionType: 'All' },
    maxPrice: null,
    combination: [{ id: 'r1', type: 'eyes', part: eyes, operation: 'desde', percent: 12.5 }],
    model: 'adjacent-swap',
    metric: 'allD',
    hidden: [],
    pair,
    fees,
  } satisfies Omit<SharedPageState, 'v'>;
}

describe('breeding calculator: links that always open, lists that follow the player', () => {
  let wallet: Wallet;
  let playerContext: BrowserContext;

  it('a visitor’s wallet list and hidden Axies move to the account on sign-in, once, and another browser finds them there', async () => {
    wallet = new Wallet(Wallet.createRandom().privateKey);
    playerContext = await suite.browser().newContext({ viewport: { width: 1366, height: 900 } });
    await installTestWallet(playerContext, wallet);
    const { page, errors } = await openPage(playerContext);
    await openTool(page);
    const guild = { id: 'guild', name: 'Gremio', wallets: [{ address: `0x${'ab'.repeat(20)}`, label: 'principal' }] };
    // what the page itself keeps for a visitor (its own storage keys), set as a visitor's earlier visit left it
    await page.evaluate((lists) => {
      localStorage.setItem('axie.breeding.walletLists', JSON.stringify(lists));
      localStorage.setItem('axie.breeding.hidden', JSON.stringify(['10000005', '10000006']));
    }, [guild]);
    await openTool(page);
    await signIn(page);
    await page.getByText('Tu lista de wallets pasó a tu cuenta').waitFor({ timeout: 30_000 });
    expect((await accountGet(page, '/api/axie/wallet-lists')).lists).toEqual([guild]);
    expect(((await accountGet(page, '/api/axie/hidden-axies')).ids as string[]).sort()).toEqual(['10000005', '10000006']);
    expect(await page.evaluate(() => [localStorage.getItem('axie.breeding.walletLists'), localStorage.getItem('axie.breeding.hidden')])).toEqual(['[]', '[]']);
    // a reload signs in again from the stored session: nothing is merged twice
    await page.reload();
    await page.getByTestId('session-badge').waitFor({ timeout: 30_000 });
    expect((await accountGet(page, '/api/axie/wallet-lists')).lists).toEqual([guild]);

    // another browser, same wallet: the account's lists
    const elsewhere = await suite.browser().newContext({ viewport: { width: 390, height: 900 } });
    await installTestWallet(elsewhere, wallet);
    const other = await openPage(elsewhere);
    await openTool(other.page);
    await signIn(other.page);
    expect((await accountGet(other.page, '/api/axie/wallet-lists')).lists).toEqual([guild]);
    expect(((await accountGet(other.page, '/api/axie/hidden-axies')).ids as string[]).length).toBe(2);
    await elsewhere.close();
    expect(browserErrors(errors)).toEqual([]);
  });

  it(`a link to ${SIZE.toLocaleString('en')} Axies opens in a fresh browser: a visitor sees the plan-only rule named, a plan holder gets it applied; fees and pair come with it`, async () => {
    const adults = (await cards(Array.from({ length: 20 }, (_, i) => FIRST_ID + i))).filter((c) => c.stage === 4 && c.breedCount < 7);
    const [a, b] = adults;
    const eyes = a!.parsedGenes.eyes.d.partId;
    const fees = { asOf: '2026-11-28', slpByBreedCount: [1100, 1700, 2800, 4500, 7300, 11800, 19100], axsPerBreed: 0.6, edited: true };
    const state: SharedPageState = { ...linkedPage(eyes, [a!.id, b!.id], fees), v: 2 };
    const made = await fetch(`${suite.site().url}/api/axie/share-links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state }) });
    expect(made.status).toBe(200);
    const link = `${PATH}?enlace=${((await made.json()) as { id: string }).id}`;
    expect(link.length).toBeLessThan(100);

    /** The link's page is loaded whole, with its pair on show and its fees in use, and the link left the address. */
    const opened = async (page: Page, errors: string[], who: string) => {
      await expect.poll(() => loadedCount(page), { timeout: 90_000 }).toBe(SIZE);
      await page.locator(`[data-testid="pair-card"][data-pair="${a!.id}-${b!.id}"]`).waitFor({ timeout: 30_000 });
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('axie.breeding.fees')))!)).toEqual(fees);
      expect(await page.evaluate(() => localStorage.getItem('axie.breeding.model'))).toBe('"adjacent-swap"');
      expect(new URL(page.url()).searchParams.get('enlace')).toBeNull();
      await page.screenshot({ path: join(SCREENSHOTS, `breeding-links-20000-${who}.png`) });
      expect(browserErrors(errors)).toEqual([]);
    };

    // a visitor in a fresh browser: the rule is named, not dropped
    const visitor = await suite.browser().newContext({ viewport: { width: 1366, height: 900 } });
    const seen = await openPage(visitor);
    await openTool(seen.page, link);
    const notice = seen.page.getByTestId('locked-rules');
    await notice.waitFor({ timeout: 90_000 });
    expect(await notice.textContent()).toContain('Una regla de combinación de esta página necesita un plan y no se aplica');
    expect(await notice.locator('li').count()).toBe(1);
    await opened(seen.page, seen.errors, 'visitor');
    await visitor.close();

    // a plan holder in a fresh browser (the first test's player, given Premium as a payment would)
    const me = (await accountGet(playerContext.pages()[0]!, '/api/users/me')) as { accountId: string };
    await new PlansLedger(store).grant({ accountId: me.accountId, level: 1, days: 30, kind: 'grant', idempotencyKey: `e2e:breeding-links-plan:${me.accountId}` });
    await playerContext.close();
    const fresh = await suite.browser().newContext({ viewport: { width: 390, height: 900 } });
    await installTestWallet(fresh, wallet);
    const holder = await openPage(fresh);
    await openTool(holder.page);
    await signIn(holder.page);
    await openTool(holder.page, link);
    await opened(holder.page, holder.errors, 'plan-holder-390');
    expect(await holder.page.getByTestId('locked-rules').count()).toBe(0);
    await fresh.close();
  }, 300_000);

  it(`an old link with the state inline in the address (${SIZE.toLocaleString('en')} Axies, as releases before kept links made them) opens in a fresh browser as a visitor`, async () => {
    const adults = (await cards(Array.from({ length: 20 }, (_, i) => FIRST_ID + i))).filter((c) => c.stage === 4 && c.breedCount < 7);
    const [a, b] = adults;
    const eyes = a!.parsedGenes.eyes.d.partId;
    const fees = { asOf: '2026-11-20', slpByBreedCount: [1000, 1600, 2700, 4400, 7200, 11700, 19000], axsPerBreed: 0.5, edited: true };
    // the inline format written out here, not through today's encoder: the links in the wild are this text
    const inline = { ...linkedPage(eyes, [a!.id, b!.id], fees), v: 1 };
    const link = `${PATH}?enlace=${Buffer.from(JSON.stringify(inline)).toString('base64url')}`;
    expect(link.length).toBeGreaterThan(290_000);

    const visitor = await suite.browser().newContext({ viewport: { width: 1366, height: 900 } });
    const { page, errors } = await openPage(visitor);
    const answer = await page.goto(`${suite.site().url}${link}`);
    expect(answer?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(es['axie.breeding.title']);
    await closeMenu(page);
    await expect.poll(() => loadedCount(page), { timeout: 90_000 }).toBe(SIZE);
    const notice = page.getByTestId('locked-rules');
    await notice.waitFor({ timeout: 90_000 });
    expect(await notice.textContent()).toContain('Una regla de combinación de esta página necesita un plan y no se aplica');
    expect(await notice.locator('li').count()).toBe(1);
    await page.locator(`[data-testid="pair-card"][data-pair="${a!.id}-${b!.id}"]`).waitFor({ timeout: 30_000 });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('axie.breeding.fees')))!)).toEqual(fees);
    expect(await page.evaluate(() => localStorage.getItem('axie.breeding.model'))).toBe('"adjacent-swap"');
    expect(new URL(page.url()).searchParams.get('enlace')).toBeNull();
    await page.screenshot({ path: join(SCREENSHOTS, 'breeding-links-inline-20000-visitor.png') });
    expect(browserErrors(errors)).toEqual([]);
    await visitor.close();
  }, 300_000);

  it('an address over what the site reads gets a page in the player’s language (Spanish by default), not an error body', async () => {
    const context = await suite.browser().newContext({ viewport: { width: 390, height: 800 } });
    const { page } = await openPage(context);
    const tooLong = `${suite.site().url}${PATH}?enlace=${'A'.repeat(800 * 1024)}`;
    const answer = await page.goto(tooLong);
    expect(answer?.status()).toBe(431);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Este enlace es demasiado largo');
    // a player who chose English on the site (the shell's own storage key)
    await page.goto(suite.site().url);
    await page.evaluate(() => localStorage.setItem('criadero.locale', '"en"'));
    await page.goto(tooLong);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This link is too long');
    expect(await page.title()).toBe('This link is too long');
    await page.screenshot({ path: join(SCREENSHOTS, 'breeding-links-too-long-en.png') });
    await context.close();
  }, 120_000);
});
