import { expect, type Locator } from '@playwright/test';

/**
 * The link named `name` in a paged list, found as a person would find it: on the page shown, or
 * else on the next ones. Rows that share a sort value come in no set order, and other specs add
 * rows to the same company, so a row can fall on any page.
 */
export async function linkOnSomePage(list: Locator, name: string): Promise<Locator> {
  const table = list.getByRole('table');
  const link = table.getByRole('link', { name, exact: true });
  const next = list.getByRole('button', { name: 'Next page' });
  for (let page = 1; ; page++) {
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    if (await link.count()) return link;
    await expect(next, `${name} is on none of the list's pages`).toBeEnabled();
    await next.click();
    await expect(list.getByRole('button', { name: `Page ${page + 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
}
