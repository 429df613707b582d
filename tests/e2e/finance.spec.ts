import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { people } from './support/people.js';
import { apiAs, signInToApp } from './identity/support.js';

/** A run-unique carrier, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A delivered shipment of 10,000 lbs bought at $0.30 and sold at $0.50 to Lone Star Resins:
 * revenue $5,000.00, cost $3,000.00, margin $2,000.00. Made through the API, as the orders spec
 * already walks the forms.
 */
async function deliveredShipment(request: Parameters<typeof apiAs>[0]) {
  const api = await apiAs(request, people.member);
  const own = (await (await api.get('/api/my-company')).json()) as { id: string };
  const options = (await (await api.get('/api/network/companies/options?size=100')).json()) as {
    id: string;
    name: string;
  }[];
  const buyer = options.find((c) => c.name.startsWith('Lone Star Resins'));
  expect(buyer, 'the seeded partner Lone Star Resins').toBeTruthy();
  const price = (unitValue: number) => ({ unitValue, unit: 'POUND' });
  const order = await api.post('/api/orders', {
    supplyingCompanyId: own.id,
    receivingCompanyId: buyer!.id,
    orderDate: day(-5),
    items: [
      {
        materialType: 'PE',
        description: `Finance PE ${run}`,
        weight: { unitValue: 10000, unit: 'POUND' },
        buyPrice: price(0.3),
        sellPrice: price(0.5),
      },
    ],
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id: orderId } = (await order.json()) as { id: string };
  const shipment = await api.post('/api/shipments', {
    orderId,
    carrierName: `Finance Freight ${run}`,
    blindShipment: false,
    pickupDate: day(-3),
    deliveryDate: day(-1),
    manifest: [
      {
        materialType: 'PE',
        description: `Finance PE ${run}`,
        netWeight: { unitValue: 10000, unit: 'POUND' },
        buyPrice: price(0.3),
        sellPrice: price(0.5),
      },
    ],
  });
  expect(shipment.status(), await shipment.text()).toBe(201);
  const s = (await shipment.json()) as { id: string; identifier: string };
  for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED']) {
    const moved = await api.post(`/api/shipments/${s.id}/status`, { status });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return s;
}

/** The figure a Facts list shows beside its label. */
const fact = (page: Page, label: string) =>
  page.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
/** The status badge beside the page's title. */
const status = (page: Page) => page.locator('#page-title ~ *').first();

test.describe('finance', () => {
  test('a delivered shipment is invoiced and billed; the invoice is issued, printed and paid in two parts; commissions of every type move the margin', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const shipment = await deliveredShipment(request);
    await signInToApp(page, people.member);

    // The shipment's financials: no invoices or bills yet.
    await page.goto(`/shipments/${shipment.id}/financials`);
    await expect(page.getByText('No invoices for this shipment yet.')).toBeVisible();
    await expect(page.getByText('No bills for this shipment yet.')).toBeVisible();

    // A bill from the shipment's manifest at its buy prices.
    await page.getByRole('button', { name: 'Create bill' }).click();
    await expect(page).toHaveURL(/\/market\/financials\/bills\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bill Draft');
    await expect(fact(page, 'Total')).toHaveText('$3,000.00');

    // An invoice from it at its sell prices.
    await page.goto(`/shipments/${shipment.id}/financials`);
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/market\/financials\/invoices\/[^/]+$/);
    const invoiceUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice Draft');
    await expect(fact(page, 'Total')).toHaveText('$5,000.00');
    await expect(page.getByRole('table', { name: 'Items' })).toContainText(`Finance PE ${run}`);

    // Issued: it has its number and is open.
    await page.getByRole('button', { name: 'Issue' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Issue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-\d+$/);
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
      'Invoice ',
      '',
    );
    await expect(status(page)).toHaveText('Issued');

    // Its PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`${number}.*\\.pdf$`));
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // What the company owes, before any payment.
    await page.goto('/market/financials/receivables');
    const receivables = page.getByRole('table', { name: 'Receivables' });
    const lone = receivables.getByRole('row', { name: /Lone Star Resins/ });
    await expect(lone).toBeVisible();
    const owedBefore = (await lone.getByRole('cell').last().textContent()) ?? '';

    // A partial payment, then the rest.
    await page.goto(invoiceUrl);
    await page.getByRole('button', { name: 'Record payment' }).click();
    let paying = page.getByRole('dialog', { name: 'Record payment' });
    await paying.getByRole('spinbutton', { name: 'Amount ($)' }).fill('1,250.10');
    await paying.getByRole('textbox', { name: 'Reference' }).fill(`ACH-${run}-1`);
    await paying.getByRole('button', { name: 'Record payment' }).click();
    await expect(paying).toBeHidden();
    await expect(status(page)).toHaveText('Partly paid');
    await expect(fact(page, 'Balance')).toHaveText('$3,749.90');

    await page.goto('/market/financials/receivables');
    await expect(lone.getByRole('cell').last()).not.toHaveText(owedBefore);

    await page.goto(invoiceUrl);
    await page.getByRole('button', { name: 'Record payment' }).click();
    paying = page.getByRole('dialog', { name: 'Record payment' });
    await expect(paying.getByRole('spinbutton', { name: 'Amount ($)' })).toHaveValue('3749.90');
    await paying.getByRole('button', { name: 'Record payment' }).click();
    await expect(paying).toBeHidden();
    await expect(status(page)).toHaveText('Paid');
    await expect(fact(page, 'Balance')).toHaveText('$0.00');
    await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(3);

    // The shipment is paid.
    await page.goto(`/shipments/${shipment.id}/financials`);
    await expect(status(page)).toHaveText('Paid');
    await expect(page.getByRole('table', { name: 'Invoices of the shipment' })).toContainText(number);

    // A commission of each type; each changes the shipment's total commissions and margin.
    await expect(fact(page, 'Gross margin')).toHaveText('$2,000.00');
    const commissions: [type: string, value: string, total: string][] = [
      ['Fixed', '100', '$100.00'],
      ['Percent of gross profit', '10', '$300.00'],
      ['Percent of material sale', '1', '$350.00'],
      ['Percent of material cost', '1', '$380.00'],
      ['Percent of inventory gain', '5', '$480.00'],
      ['Percent of inventory loss', '5', '$480.00'],
    ];
    for (const [type, value, total] of commissions) {
      await page.getByRole('button', { name: 'Add commission' }).click();
      const adding = page.getByRole('dialog', { name: 'Add commission' });
      const rep = adding.getByRole('combobox', { name: 'Representative' });
      await rep.selectOption({ index: 1 });
      await adding.getByRole('combobox', { name: 'Type' }).selectOption({ label: type });
      if (type === 'Fixed') await adding.getByRole('spinbutton', { name: 'Amount ($)' }).fill(value);
      else await adding.getByRole('spinbutton', { name: 'Percentage (%)' }).fill(value);
      await adding.getByRole('button', { name: 'Add commission' }).click();
      await expect(adding).toBeHidden();
      await expect(fact(page, 'Total commissions')).toHaveText(total);
    }
    await expect(page.getByRole('table', { name: 'Commissions' }).getByRole('row')).toHaveCount(7);
    await expect(fact(page, 'Gross margin')).not.toHaveText('$2,000.00');
  });
});
