import { expect, test, type Page } from '@playwright/test';
import { LISTING_STATUS_LABELS } from '@polyloop/shared/supply/listing';
import { trader } from './network/support.js';
import { seriousViolations } from './support/axe.js';
import { pickMoment, shownDay } from './support/controls.js';
import { people, signInAs } from './support/people.js';

/** What a page lays out wider than the window (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Haves shows each have as a card with its status and price on the first screen, its filters behind “Filters”', async ({
    page,
  }) => {
    await signInAs(page, people.member, /\/my-company\/dashboard$/, { navigationVisible: false });
    await page.goto('/haves');
    await expect(page.getByRole('heading', { name: 'Haves', level: 1 })).toBeVisible();

    // The filters wait behind one button; the first have is on the first screen, whole.
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Haves' }).getByRole('listitem');
    const first = cards.first();
    await expect(first).toBeInViewport({ ratio: 1 });
    const status = new RegExp(`^(${Object.values(LISTING_STATUS_LABELS).join('|')})$`);
    await expect(first.getByText(status)).toBeInViewport();
    await expect(first.getByText(/^\$\d+\.\d{2} \/ /)).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), 'the cards').toEqual([]);

    // The sheet holds the filters; a chosen one narrows the list and counts on the button.
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(await seriousViolations(page), 'the filters sheet').toEqual([]);
    await sheet.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    await expect(page).toHaveURL(/[?&]status=ACTIVE/);
    await sheet.getByRole('button', { name: /^Show / }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1 on)' })).toBeVisible();
    await expect(cards.first().getByText('Active', { exact: true })).toBeVisible();

    // A card opens its have.
    const identifier = (await cards.first().getByRole('link').first().textContent()) ?? '';
    await cards.first().getByRole('link', { name: identifier }).click();
    await expect(page.getByRole('heading', { name: identifier, level: 1 })).toBeVisible();
  });

  test('an auction keeps its leading bid, time left and “Place bid” in a bar on the screen, which takes the bidder to the bid', async ({
    page,
  }) => {
    // Lone Star Resins is invited to Great Lakes Polymers' seeded two-day auction.
    await signInAs(page, people.otherMember, /\/my-company\/dashboard$/, { navigationVisible: false });
    await page.goto('/network/market/auctions');
    await page.getByRole('link', { name: 'Black PP regrind, automotive' }).first().click();
    await expect(page).toHaveURL(/\/network\/auctions\/[^/]+\/details$/);

    const bar = page.getByRole('region', { name: 'Bidding' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByText(/^Leading bid/)).toBeVisible();
    await expect(bar.getByRole('timer', { name: 'Time left' })).toBeVisible();
    const place = bar.getByRole('button', { name: 'Place bid' });
    await expect(place).toBeInViewport({ ratio: 1 });
    const box = await bar.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // It stays in view while the page scrolls.
    await page.mouse.wheel(0, 1200);
    await expect(place).toBeInViewport({ ratio: 1 });

    await place.click();
    const price = page
      .getByRole('form', { name: 'Place a bid' })
      .getByRole('spinbutton', { name: /^Your bid/ });
    await expect(price).toBeFocused();
    await expect(price).toBeInViewport();
  });

  test('the freight pickup’s date and time fit the screen, and nothing before the next full hour can be picked', async ({
    page,
  }) => {
    const shipper = await trader('Phone pickup');
    await signInAs(page, shipper.person, /\/my-company\/dashboard$/, { navigationVisible: false });
    await page.goto('/freight');
    const form = page.getByRole('form', { name: 'Freight search' });
    const label = 'Pickup date and time';
    const day = form.getByRole('textbox', { name: label, exact: true });
    const hour = form.getByRole('combobox', { name: `${label}, hour` });
    const minute = form.getByRole('combobox', { name: `${label}, minute` });
    await minute.scrollIntoViewIfNeeded();
    for (const part of [day, hour, minute]) await expect(part).toBeInViewport({ ratio: 1 });
    expect(await sidewaysOverflow(page)).toBe(0);

    // The earliest pickup is the next full hour: its day and hour are taken, the hour before is not offered.
    const now = new Date();
    const earliest = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
    await pickMoment(form, label, earliest);
    await expect(day).toHaveValue(shownDay(earliest));
    if (earliest.getHours() > 0) {
      const before = String(earliest.getHours() - 1).padStart(2, '0');
      await expect(hour.locator(`option[value="${before}"]`)).toBeDisabled();
    }
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
