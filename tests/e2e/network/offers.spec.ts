import { expect, test, type Page } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { enterHave, shownHave } from '../supply/support.js';
import { sellerAndBuyer } from './offers-support.js';

/** A run-unique lot number, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

/** A have of the signed-in person's own company, made through its form; answers its page's path. */
async function createHave(page: Page): Promise<{ identifier: string; url: string }> {
  await page.goto('/haves/new');
  await enterHave(page, { lot: `NET-${run}` });
  return shownHave(page);
}

const status = (page: Page) => page.getByRole('status', { name: 'Whose turn' });
const proposal = (page: Page) => page.getByRole('region', { name: 'Current proposal' });
const history = (page: Page) => page.getByRole('list', { name: 'Negotiation history' });

/** Counters in the dialog with a new price, terms and a message. */
async function counter(page: Page, price: string, message: string) {
  await page.getByRole('button', { name: 'Counter-offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Counter-offer' });
  await dialog.getByRole('spinbutton', { name: 'Price ($)' }).fill(price);
  await dialog
    .getByRole('combobox', { name: 'Shipping terms' })
    .selectOption({ label: 'FOB destination (delivered)' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('network offers', () => {
  test('two companies negotiate a private offer live, each confirming it into its own order', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await sellerAndBuyer(browser, request, async (a, b, channels) => {
      const have = await createHave(a);

      // The seller offers the have to a linked company from its Network offers tab.
      await a.goto(`${have.url}/networkOffers`);
      await expect(a.getByText('No open offers of this have.', { exact: false })).toBeVisible();
      await a.getByRole('button', { name: 'Send offer' }).click();
      await expect(a.getByRole('heading', { name: 'New Offer', level: 1 })).toBeVisible();
      await expect(a.getByRole('combobox', { name: 'Have' }).locator('option:checked')).toHaveText(
        new RegExp(`^${have.identifier} `),
      );
      await expect(a.getByRole('textbox', { name: 'Material name' })).toHaveValue(
        'PP copolymer black pellets',
      );
      await a.getByRole('button', { name: 'Next' }).click();
      await expect(a.getByRole('spinbutton', { name: 'Weight' })).toHaveValue('30000');
      await a.getByRole('spinbutton', { name: 'Weight' }).fill('30001');
      await a.getByRole('button', { name: 'Next' }).click();
      await expect(
        a.getByText('The weight is more than the have has available. Counter a lesser weight.'),
      ).toBeVisible();
      await a.getByRole('spinbutton', { name: 'Weight' }).fill('12000');
      await a.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.45');
      await a
        .getByRole('combobox', { name: 'Shipping terms' })
        .selectOption({ label: 'FOB origin (picked up)' });
      await a.getByRole('button', { name: 'Next' }).click();
      await a
        .getByRole('list', { name: 'Linked companies' })
        .getByText('Lone Star Resins', { exact: true })
        .click();
      await expect(
        a.getByRole('combobox', { name: 'Destination for Lone Star Resins' }).locator('option:checked'),
      ).toHaveText(/Houston/);
      await a.getByRole('button', { name: 'Next' }).click();
      await a.getByRole('textbox', { name: 'Contact phone' }).fill('312-555-0142');
      await a.getByRole('button', { name: 'Next' }).click();
      await a.getByRole('textbox', { name: 'Message' }).fill(`Lot NET-${run} is ready to ship.`);
      await a
        .getByLabel('Attach files')
        .setInputFiles({ name: `Spec sheet ${run}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect(a.getByRole('list', { name: 'Chosen files' })).toContainText(`Spec sheet ${run}.pdf`);
      await a.getByRole('button', { name: 'Next' }).click();
      await expect(a.getByText('Lone Star Resins', { exact: true })).toBeVisible();
      await a.getByRole('button', { name: 'Send offer' }).click();

      await expect(a).toHaveURL(/\/network\/offers\/\w{4}-\w{4}-\w{4}-\w{4}\/details$/);
      const offerUrl = new URL(a.url()).pathname;
      const channel = `network.${offerUrl.split('/')[3]}`;
      await expect(status(a)).toHaveText('Waiting for Lone Star Resins to answer');
      await expect(proposal(a).getByText('$0.45 / lb')).toBeVisible();
      await expect(proposal(a).getByText('12,000 lbs')).toBeVisible();

      // The buyer opens it from its side and counters.
      await signInToApp(b, people.otherMember);
      await b.goto(offerUrl);
      await expect(b.getByRole('heading', { name: 'PP copolymer black pellets', level: 1 })).toBeVisible();
      await expect(b.getByText('Buying from Great Lakes Polymers')).toBeVisible();
      await expect(status(b)).toHaveText('Waiting for your answer');
      await expect(history(b).getByText(`“Lot NET-${run} is ready to ship.”`)).toBeVisible();
      await expect.poll(() => channels.seller.has(channel)).toBe(true);

      // Its conversation is live for the seller, and its files reached the buyer.
      const conversation = (page: Page) =>
        page.getByRole('region', { name: 'Conversation about this offer' });
      await conversation(b)
        .getByRole('combobox', { name: 'New comment' })
        .fill(`Is there a melt flow test for NET-${run}?`);
      await conversation(b).getByRole('button', { name: 'Post comment' }).click();
      await expect(conversation(a).getByText(`Is there a melt flow test for NET-${run}?`)).toBeVisible();
      await b.getByRole('link', { name: 'Documents' }).click();
      const file = b
        .getByRole('table', { name: 'Documents' })
        .getByRole('row', { name: new RegExp(`Spec sheet ${run}`) });
      await expect(file.getByRole('button', { name: `Download Spec sheet ${run}.pdf` })).toBeVisible();
      await expect(file.getByRole('button', { name: `Delete Spec sheet ${run}.pdf` })).toHaveCount(0);
      await b.getByRole('link', { name: 'Details' }).click();
      await counter(b, '0.41', 'Could you deliver to Houston?');
      await expect(status(b)).toHaveText('Waiting for Great Lakes Polymers to answer');

      // The seller sees the counter without reloading, and counters back.
      await expect(status(a)).toHaveText('Waiting for your answer');
      await expect(proposal(a).getByText('$0.41 / lb')).toBeVisible();
      await expect(proposal(a).getByText('FOB destination (delivered)')).toBeVisible();
      await expect(history(a).getByText('Countered by Lone Star Resins')).toBeVisible();
      await expect(
        a.getByRole('heading', { level: 1 }).locator('..').getByText('Counter-offer', { exact: true }),
      ).toBeVisible();
      await expect.poll(() => channels.buyer.has(channel)).toBe(true);
      await counter(a, '0.43', 'Delivered, we meet you at 0.43.');

      // The buyer sees the counter-counter live and accepts it.
      await expect(status(b)).toHaveText('Waiting for your answer');
      await expect(proposal(b).getByText('$0.43 / lb')).toBeVisible();
      await expect(history(b).getByText('“Delivered, we meet you at 0.43.”')).toBeVisible();
      await b.getByRole('button', { name: 'Accept offer' }).click();
      const accepting = b.getByRole('alertdialog', { name: 'Accept this offer?' });
      await expect(accepting.getByText('$0.43 / lb × 12,000 lbs = $5,160.00')).toBeVisible();
      await accepting.getByRole('button', { name: 'Accept offer' }).click();
      await expect(accepting).toBeHidden();
      await expect(status(b)).toHaveText('Accepted: confirm it to make your order');

      // The seller confirms into its sales order.
      await expect(status(a)).toHaveText('Accepted: confirm it to make your order');
      await a.getByRole('button', { name: 'Confirm offer' }).click();
      await expect(a.getByRole('heading', { name: 'Confirm Offer', level: 1 })).toBeVisible();
      const means = a.getByRole('region', { name: 'What confirming means' });
      await expect(means.getByText('Lone Star Resins', { exact: true })).toBeVisible();
      await expect(means.getByText('$5,160.00')).toBeVisible();
      await a.getByRole('textbox', { name: 'Sales order number' }).fill(`SO-${run}`);
      await a.getByRole('button', { name: 'Confirm and make order' }).click();
      await expect(a).toHaveURL(/\/orders\/[^/]+\/summary$/);
      await expect(a.getByRole('heading', { level: 1 })).toHaveText(/^GLP-O\d+$/);
      await expect(a.getByText(`SO-${run}`)).toBeVisible();
      await expect(
        a.getByRole('table', { name: 'Items' }).getByRole('link', { name: `Have ${have.identifier}` }),
      ).toBeVisible();

      // The buyer confirms too, into its purchase order.
      await b.getByRole('button', { name: 'Confirm offer' }).click();
      await expect(
        b.getByText('Great Lakes Polymers has confirmed: confirm too to make your own order.'),
      ).toBeVisible();
      await b.getByRole('button', { name: 'Confirm and make order' }).click();
      await expect(b).toHaveURL(/\/orders\/[^/]+\/summary$/);
      await expect(b.getByRole('heading', { level: 1 })).toHaveText(/^LSR-O\d+$/);

      // Both see the offer confirmed, each with its order.
      await b.goto(offerUrl);
      await expect(status(b)).toHaveText('Confirmed by both companies');
      await expect(b.getByRole('link', { name: 'Open your order' })).toBeVisible();
    });
  });

  test('a free-plan user who tries to send an offer meets the upgrade dialog, told to ask their administrator', async ({
    page,
  }) => {
    await signInToApp(page, people.freeMember);
    await page.goto('/haves');
    await page
      .getByRole('link', { name: /^FVR-H\d+$/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Network offers' }).click();
    await page.getByRole('button', { name: 'Send offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await expect(
      dialog.getByText('Sending and answering offers and requests is not included in your current plan.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog.getByText('Contact your company administrator to upgrade.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Upgrade now/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/networkOffers$/);

    // The wizard's address does not open it either.
    await page.goto('/network/offers/new');
    await expect(page.getByRole('dialog', { name: 'Upgrade your plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Offer', level: 1 })).toHaveCount(0);
  });
});
