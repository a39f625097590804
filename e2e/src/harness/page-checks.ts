import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENSHOTS, screenshot } from './browser';

/** The two widths every tool is tested at. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const;

/** Full page, plus the first screens one by one (a long phone page is unreadable when shrunk). */
export async function shots(page: Page, name: string, screens = 1) {
  await screenshot(page, name);
  for (let i = 0; i < screens; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * (page.viewportSize()?.height ?? 800));
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-screen${i + 1}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

export async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Opens or closes the side navigation (the shell's menu button, "Menú" or "Menu"), if it is not so already. */
export async function setMenuOpen(page: Page, open: boolean) {
  const menu = page.getByRole('button', { name: /^\W*Men[uú]$/ });
  if ((await menu.count()) && (await menu.getAttribute('aria-expanded')) !== String(open)) await menu.click();
}

/** On a phone the side navigation may start open: close it to see the page. */
export async function closeMenu(page: Page) {
  await setMenuOpen(page, false);
}
