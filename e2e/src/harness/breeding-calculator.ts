// Steps on the Axie breeding calculator page that several browser tests take.
import type { Page } from 'playwright-core';

/** The Axies' cards as the calculator loads them (`POST /api/axie/cards`), typed as the test reads them. */
export async function axieCards<Card>(siteUrl: string, ids: number[]): Promise<Card[]> {
  const res = await fetch(`${siteUrl}/api/axie/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: ids.map(String) }) });
  if (res.status !== 200) throw new Error(`POST /api/axie/cards answered ${res.status}`);
  return ((await res.json()) as { axies: Card[] }).axies;
}

/** Ticks a part in a part dropdown, using its search box. */
export async function pickPart(page: Page, type: string, name: string) {
  const box = page.getByTestId(`select-${type}`);
  if (!(await box.getByRole('group').count())) await box.getByRole('button').first().click();
  await box.getByRole('searchbox').fill(name);
  await box.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
  await box.getByRole('button').first().click(); // close
}

/**
 * Presses the run button and then the cancel button in the same task, so the run cannot finish
 * before the cancel (a small set ranks in a fraction of a second).
 */
export async function runThenCancel(page: Page, runLabel: string, cancelLabel: string) {
  await page.evaluate(
    async ([run, cancel]) => {
      const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
      button(run!)!.click();
      // React commits the 'running' state in a microtask after the click
      for (let i = 0; i < 50 && !button(cancel!); i++) await Promise.resolve();
      button(cancel!)!.click();
    },
    [runLabel, cancelLabel],
  );
}
