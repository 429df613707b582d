import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../support/pdf-text.js';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { createHave } from '../supply/support.js';

/** A run-unique lot number and carrier, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const lot = `ORD-${run}`;
const carrier = `Blue Line ${run}`;

test.describe('orders and shipments', () => {
  test('from a have, an order takes its weight; its shipment moves to delivered, is exported to cieTrade once and has its bill of lading written', async ({
    page,
  }) => {
    // A whole journey of many pages, two of them waiting for the stream to file the order: more than one page's default time.
    test.setTimeout(180_000);
    await signInToApp(page, people.member);
    const have = await createHave(page, { lot });

    // The have's Orders tab starts an order from it, prefilled.
    await page.goto(`${have.url}/orders`);
    await expect(page.getByText('No orders from this have yet.')).toBeVisible();
    await page.getByRole('link', { name: 'New order' }).click();
    await expect(page).toHaveURL(/\/orders\/new\?haveId=/);
    const item = page.getByRole('group', { name: 'Item 1' });
    await expect(item.getByRole('spinbutton', { name: 'Weight', exact: true })).toHaveValue('30000');
    await expect(item.getByRole('link', { name: have.identifier })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Supplier' }).locator('option:checked')).toHaveText(
      /\(my company\)/,
    );
    const receiver = page.getByRole('combobox', { name: 'Receiver' });
    const partner = receiver.locator('option', { hasText: 'Lone Star Resins' });
    await expect(partner).toHaveCount(1);
    await receiver.selectOption({ label: (await partner.textContent())! });
    await page.getByRole('textbox', { name: 'Customer PO number' }).fill(`PO-${run}`);
    await item.getByRole('spinbutton', { name: 'Weight', exact: true }).fill('12000');
    await item.getByRole('spinbutton', { name: 'Sell price ($)' }).fill('0.52');
    const totals = page.getByLabel('Order totals');
    await expect(totals.getByText('Total weight: 12,000 lbs')).toBeVisible();
    await expect(totals.getByText('Total sales: $6,240.00')).toBeVisible();
    await expect(totals.getByText('Margin: $1,440.00')).toBeVisible();
    await page.getByRole('button', { name: 'Save order' }).click();

    await expect(page).toHaveURL(/\/orders\/[^/]+\/summary$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GLP-O\d+$/);
    const order = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page.getByText(`PO-${run}`)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Items' }).getByRole('link', { name: `Have ${have.identifier}` }),
    ).toBeVisible();
    await expect(page.getByText('$6,240.00').first()).toBeVisible();

    // Its numbers and dates change in a dialog; the items stay as made.
    await page.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: `Edit order ${order}` });
    await expect(editing.getByRole('textbox', { name: 'Customer PO number' })).toHaveValue(`PO-${run}`);
    await editing.getByRole('textbox', { name: 'Sales order number' }).fill(`SO-${run}`);
    await editing.getByRole('button', { name: 'Save order' }).click();
    await expect(editing).toBeHidden();
    await expect(page.getByText(`SO-${run}`)).toBeVisible();

    // Freight quotes for the order: the panel names the order, a link to it, and its total weight.
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Get freight quotes' }).click();
    const freight = page.getByRole('dialog', { name: 'Freight Rates' });
    await expect(freight.getByText(`For order ${order} · 12,000 lbs`)).toBeVisible();
    await expect(freight.getByRole('link', { name: order, exact: true })).toHaveAttribute(
      'href',
      /^\/orders\/[^/]+$/,
    );
    await page.keyboard.press('Escape');
    await expect(freight).toBeHidden();

    // The have's and its material's Orders tabs list the order, filed under both a moment after it was
    // saved: the tab is opened again until it does (each opening with the time a page load takes).
    const listed = async (tab: string, table: string) =>
      expect(async () => {
        await page.goto(tab);
        await expect(page.getByRole('table', { name: table })).toBeVisible();
        await expect(
          page.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(order) }),
        ).toBeVisible();
      }).toPass();
    await listed(`${have.url}/orders`, 'Orders of this have');
    await page.goto('/my-company/materials');
    await page
      .getByRole('row', { name: /PP copolymer black pellets/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/materials\/[^/]+\/[^/]+\/details$/);
    await listed(page.url().replace(/\/details$/, '/orders'), 'Orders of this material');

    // The have has 18,000 lbs left.
    await page.goto('/haves');
    await expect(
      page.getByRole('row', { name: new RegExp(have.identifier) }).getByText('18,000 lbs'),
    ).toBeVisible();

    // A shipment of the order, its manifest starting as the order's items.
    await page.goto('/orders');
    await page.getByRole('link', { name: order }).click();
    await page.getByRole('link', { name: 'New shipment' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+\/shipments\/new$/);
    const line = page.getByRole('group', { name: 'Manifest line 1' });
    await expect(line.getByRole('spinbutton', { name: 'Net weight', exact: true })).toHaveValue('12000');
    await page.getByRole('textbox', { name: 'Carrier name' }).fill(carrier);
    await page.getByRole('textbox', { name: 'Seal number' }).fill(`SL-${run}`);
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('3125550100');
    await line.getByRole('spinbutton', { name: 'Tare weight' }).fill('400');
    await page.getByRole('button', { name: 'Save shipment' }).click();
    await expect(page).toHaveURL(/\/shipments\/[^/]+\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GLP-S\d+$/);
    const shipment = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Manifest' }).getByText('12,400 lbs')).toBeVisible();

    // Changed in the same form: an appointment added, the contact phone cleared.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/shipments\/[^/]+\/edit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit shipment ${shipment}`);
    await expect(page.getByRole('textbox', { name: 'Carrier name' })).toHaveValue(carrier);
    await page.getByRole('textbox', { name: 'Appointment' }).fill('Dock 4, 7 am');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('');
    await page.getByRole('button', { name: 'Save shipment' }).click();
    await expect(page).toHaveURL(/\/shipments\/[^/]+\/details$/);
    await expect(page.getByText('Dock 4, 7 am')).toBeVisible();
    await expect(page.getByText('3125550100')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Manifest' }).getByText('12,400 lbs')).toBeVisible();

    // Along the flow, one move at a time; a move the flow has not is never offered.
    for (const [button, status] of [
      ['Mark approved', 'Approved'],
      ['Mark dispatched', 'Dispatched'],
      ['Mark in transit', 'In transit'],
      ['Mark delivered', 'Delivered'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
    }
    // Invoiced and paid follow the invoices (finance.spec.ts): no hand move to either is offered.
    await expect(page.getByRole('button', { name: 'Mark invoiced' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
    // The header's other actions are under "More": neither rejecting nor deleting is among them now.
    await page.getByRole('button', { name: 'More actions' }).click();
    const more = page.getByRole('menu');
    await expect(more.getByRole('menuitem', { name: 'Get freight quotes' })).toBeVisible();
    await expect(more.getByRole('menuitem', { name: 'Reject' })).toHaveCount(0);
    await expect(more.getByRole('menuitem', { name: 'Delete shipment' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Financials' }).click();
    await expect(page.getByText('$6,240.00')).toBeVisible();
    await expect(page.getByText('$1,440.00')).toBeVisible();

    // Exported once (from "More"): afterwards the date shows instead of the choice.
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Export to cieTrade' }).click();
    await expect(page.getByText('Shipment exported to cieTrade')).toBeVisible();
    await expect(page.getByText(/^Exported to cieTrade on /)).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Get freight quotes' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Export to cieTrade' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The shipper's bill of lading, written on the server and kept with the shipment's documents.
    await page.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByText('No documents yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Bill of lading (shipper)' }).click();
    await expect(page.getByText('Document generated')).toBeVisible();
    const documents = page.getByRole('table', { name: 'Documents' });
    const bol = `${shipment} Bill of lading shipper copy.pdf`;
    await expect(documents.getByRole('row', { name: new RegExp(bol) })).toContainText('Bill of lading');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: `Download ${bol}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(bol);
    const text = (await pdfText(new Uint8Array(await readFile(await download.path())))).join('\n');
    for (const fact of [
      'Bill of lading',
      'Shipper copy',
      shipment,
      order,
      carrier,
      `SL-${run}`,
      'Lone Star Resins',
    ]) {
      expect(text).toContain(fact);
    }

    // A scale ticket uploaded with its type: the truck weighed loaded.
    await page.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Scale ticket' });
    await page.getByRole('combobox', { name: 'Scale type' }).selectOption({ label: 'Heavy' });
    await page.getByLabel('Upload documents').setInputFiles({
      name: `Scale ${run}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n'),
    });
    await expect(documents.getByRole('row', { name: new RegExp(`Scale ${run}`) })).toContainText(
      'Scale ticket (Heavy)',
    );

    // The packing list as loaded: 100 lbs more than the manifest said, which the manifest then takes.
    await page.getByRole('button', { name: 'Packing list' }).click();
    const packing = page.getByRole('dialog', { name: 'Packing list' });
    await expect(packing.getByRole('spinbutton', { name: 'Net weight (lbs)' })).toHaveValue('12000');
    await packing.getByRole('spinbutton', { name: 'Net weight (lbs)' }).fill('12100');
    await packing.getByRole('button', { name: 'Generate packing list' }).click();
    const offer = page.getByRole('alertdialog', { name: 'Update the manifest?' });
    await expect(offer).toContainText(
      'The packing list weighs 12,100 lbs net; the manifest says 12,000 lbs.',
    );
    await offer.getByRole('button', { name: 'Update the manifest' }).click();
    await expect(documents.getByRole('row', { name: new RegExp(`${shipment} Packing list`) })).toBeVisible();
    await page.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByRole('table', { name: 'Manifest' }).getByText('12,500 lbs')).toBeVisible();

    await page.goto('/_local/cietrade');
    await expect(page.getByRole('heading', { name: 'cieTrade sandbox' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(shipment) })).toBeVisible();
  });
});
