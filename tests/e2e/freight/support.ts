import { expect, type Locator, type Page } from '@playwright/test';

/** The freight form's address field in `scope` (the page or the side panel), filled from a suggestion. */
export async function chooseAddress(
  page: Page,
  scope: Page | Locator,
  label: 'Pickup address' | 'Delivery address',
  typed: string,
  expected: RegExp,
) {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(typed);
  await page.getByRole('option', { name: expected }).first().click();
  await expect(field).toHaveValue(expected);
}

/** The quote cards of the search shown in `scope`, best first. */
export const quoteCards = (scope: Page | Locator) =>
  scope.getByRole('list', { name: 'Quotes received' }).getByRole('listitem');

/** The status line once the stream has ended: every partner answered, or the minute ran out. */
export const streamEnded = (scope: Page | Locator) =>
  scope.getByRole('status').filter({
    hasText:
      /^(All \d+ partners have answered\.|Search finished: \d+ of \d+ partners answered\.|No freight partner serves this route\.)$/,
  });

/** Each card's cost in dollars, or null for a card without a price, in the order shown. */
export async function shownCosts(cards: Locator): Promise<Array<number | null>> {
  const texts = await cards.allInnerTexts();
  return texts.map((t) => {
    const cost = /\$([\d,]+\.\d{2})/.exec(t)?.[1];
    return cost ? Number(cost.replace(/,/g, '')) : null;
  });
}
