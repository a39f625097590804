// Keyboard-only steps: focus moves with Tab and Shift+Tab only, as for a player without a mouse.
import type { Page } from 'playwright-core';

/** The focused element's accessible name as a screen reader reads it for a control: aria-label, aria-labelledby, its label, its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    // into shadow roots (a tool embedded on a partner's page): the focused control itself
    let el = document.activeElement as HTMLElement | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body) return '';
    const root = el.getRootNode() as Document | ShadowRoot;
    const byIds = el.getAttribute('aria-labelledby')?.split(/\s+/).map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
    // a control inside its own label is not part of its name: a select's options are not (Chrome names it by the label's text)
    const labelElement = (el as HTMLInputElement).labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
    labelElement?.querySelectorAll('select, input, textarea').forEach((control) => control.remove());
    const label = labelElement?.textContent;
    // its own text without what is hidden from assistive technology (an icon beside hidden words)
    const text = () => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    return (el.getAttribute('aria-label') ?? byIds ?? label ?? text() ?? '').replace(/\s+/g, ' ').trim();
  });
}

/**
 * Presses Tab (Shift+Tab when `back`) until the focused control's accessible name is `name` (or
 * matches it); throws after `max` presses, naming the controls it passed.
 */
export async function tabTo(page: Page, name: string | RegExp, { max = 120, back = false } = {}) {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const current = await focusedName(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
    passed.push(current);
  }
  throw new Error(`no control named ${String(name)} within ${max} presses of Tab; passed: ${passed.join(' | ')}`);
}

/** Whether the focused control shows that it has focus: an outline or a ring (box-shadow) drawn around it. */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
}
