import { expect, type Locator, type Page } from '@playwright/test';

/** Where a popup sits against the button that opened it and the window. */
async function placementOf(page: Page, trigger: Locator, popup: Locator) {
  const viewport = page.viewportSize()!;
  const [t, p] = await Promise.all([trigger.boundingBox(), popup.boundingBox()]);
  if (!t || !p) return 'not shown';
  const problems: string[] = [];
  // Just under the button (a small gap at most), not over the header or far below it.
  if (p.y < t.y + t.height - 1 || p.y > t.y + t.height + 16)
    problems.push(`top ${Math.round(p.y)} is not under the button's bottom ${Math.round(t.y + t.height)}`);
  // Beside the button horizontally: the popup spans some of its width.
  if (p.x > t.x + t.width || p.x + p.width < t.x)
    problems.push(
      `spans x ${Math.round(p.x)}–${Math.round(p.x + p.width)}, the button ${Math.round(t.x)}–${Math.round(t.x + t.width)}`,
    );
  if (p.x < 0 || p.x + p.width > viewport.width || p.y + p.height > viewport.height)
    problems.push('leaves the window');
  return problems.length ? problems.join('; ') : 'anchored under its button';
}

/** The popup (a menu) opened anchored under its trigger and wholly inside the window. */
export async function expectAnchoredUnder(page: Page, trigger: Locator, popup: Locator): Promise<void> {
  await expect(popup).toBeVisible();
  await expect.poll(() => placementOf(page, trigger, popup)).toBe('anchored under its button');
}
