import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes, OrderRoutes, type MaterialType } from '@polyloop/shared';
import { ReportRoutes } from '@polyloop/shared/contract/routes/reporting';
import { day, trader, type Trader } from './network/support.js';
import { people } from './support/people.js';
import { signInAs } from './support/people.js';

/** A run-unique suffix, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

interface Trade {
  material: 'film' | 'bales';
  pounds: number;
  /** Dollars per pound, as typed. */
  buy: number;
  sell: number;
  deliveredDaysAgo: number;
}

/** Three delivered shipments of two materials at known prices, over the last few weeks. */
const TRADES: Trade[] = [
  { material: 'film', pounds: 10_000, buy: 0.3, sell: 0.5, deliveredDaysAgo: 1 },
  { material: 'film', pounds: 5_000, buy: 0.32, sell: 0.48, deliveredDaysAgo: 20 },
  { material: 'bales', pounds: 8_000, buy: 0.2, sell: 0.27, deliveredDaysAgo: 40 },
];
const MATERIALS = {
  film: { name: `Report PE film ${run}`, type: 'PE' as MaterialType },
  bales: { name: `Report PP bales ${run}`, type: 'PP' as MaterialType },
};

/** Whole cents of pounds at a price in dollars per pound, from the price's cents (no float money). */
const centsOf = (pounds: number, perPound: number) => (pounds * Math.round(perPound * 10_000)) / 100;

/** What the report should say of some trades: sell value, buy value, profit and margin (percent to 2 decimals). */
function expected(trades: Trade[]) {
  const revenue = trades.reduce((s, t) => s + centsOf(t.pounds, t.sell), 0);
  const cost = trades.reduce((s, t) => s + centsOf(t.pounds, t.buy), 0);
  const profit = revenue - cost;
  const margin = Math.round((profit * 10_000) / revenue) / 100;
  return { revenue, cost, profit, margin };
}
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (p: number) => `${p.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The company's trades, made through the API (the orders specs walk the forms). */
async function deliverTrades(t: Trader) {
  const buyer = await t.api.ok(CrmRoutes.createCompany, { body: { name: `Report Buyer ${run}` } });
  const ids = {
    film: (await t.api.ok(CrmRoutes.createMaterial, { body: MATERIALS.film })).body.id,
    bales: (await t.api.ok(CrmRoutes.createMaterial, { body: MATERIALS.bales })).body.id,
  };
  for (const trade of TRADES) {
    const line = {
      materialId: ids[trade.material],
      materialType: MATERIALS[trade.material].type,
      buyPrice: { unitValue: trade.buy, unit: 'POUND' as const },
      sellPrice: { unitValue: trade.sell, unit: 'POUND' as const },
    };
    const order = await t.api.ok(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: t.ownId,
        receivingCompanyId: buyer.body.id,
        orderDate: day(-trade.deliveredDaysAgo - 3),
        items: [{ ...line, weight: { unitValue: trade.pounds, unit: 'POUND' } }],
      },
    });
    const shipment = await t.api.ok(OrderRoutes.createShipment, {
      body: {
        orderId: order.body.id,
        carrierName: `Report Freight ${run}`,
        blindShipment: false,
        pickupDate: day(-trade.deliveredDaysAgo - 1),
        deliveryDate: day(-trade.deliveredDaysAgo),
        manifest: [{ ...line, netWeight: { unitValue: trade.pounds, unit: 'POUND' } }],
      },
    });
    for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const)
      await t.api.ok(OrderRoutes.moveShipment, { params: { id: shipment.body.id }, body: { status } });
  }
}

/** The figure a Stat shows beside its label. */
const stat = (scope: Locator, label: string) =>
  scope.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** Each material's row of the report's table: its name, then margin, shipments, weight, values, profit, margin %. */
async function expectMarginTable(page: Page) {
  const table = page.getByRole('table', { name: /^Table: Margin by material,/ });
  for (const material of ['film', 'bales'] as const) {
    const trades = TRADES.filter((t) => t.material === material);
    const e = expected(trades);
    const pounds = trades.reduce((s, t) => s + t.pounds, 0);
    await expect(table.getByRole('row', { name: MATERIALS[material].name }).getByRole('cell')).toHaveText([
      MATERIALS[material].name,
      percent(e.margin),
      String(trades.length),
      `${pounds.toLocaleString('en-US')} lbs`,
      dollars(e.revenue),
      dollars(e.cost),
      '$0.00',
      dollars(e.profit),
      percent(e.margin),
    ]);
  }
  const all = expected(TRADES);
  await expect(
    table
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(percent(all.margin));
}

test.describe('reporting', () => {
  test('a column chart of margin by material for 6 months equals the shipments; it is saved, reloaded, exported to XLSX (read by LibreOffice too), and the dashboard shows the same margin', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const t = await trader('Reporting');
    await deliverTrades(t);
    // The stream writes the rollups a moment after the moves: wait until the report counts all three.
    await expect
      .poll(
        async () =>
          (await t.api.ok(ReportRoutes.getReport, { query: { metric: 'COUNT', range: 'MONTHS', last: 6 } }))
            .body.total.count,
        { timeout: 30_000 },
      )
      .toBe(TRADES.length);

    await signInAs(page, t.person);
    await page.goto('/market/analytics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reporting');
    await page.getByRole('combobox', { name: 'Chart' }).selectOption({ label: 'Column' });
    await page.getByRole('combobox', { name: 'Metric' }).selectOption({ label: 'Margin' });
    await page.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'Material' });
    await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last months' });
    await page.getByRole('spinbutton', { name: 'Number of months' }).fill('6');
    await expect(page).toHaveURL(/metric=MARGIN/);
    await expect(page).toHaveURL(/last=6/);
    await expect(page).toHaveURL(/grouping=MATERIAL(&|$)/);
    await expect(page.getByRole('figure', { name: /^Margin by material,/ })).toBeVisible();
    await expect(page.locator('[data-report-chart] svg.recharts-surface')).toBeVisible();
    await expectMarginTable(page);

    // Saved as a view; a bare reload shows the default report, the view brings this one back.
    const views = page.getByRole('button', { name: /^(Saved views|View: )/ });
    await views.click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill(`Margin by material ${run}`);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `View: Margin by material ${run}` })).toBeVisible();
    await page.goto('/market/analytics');
    await expect(page.getByRole('table', { name: /^Table: Profit by material type/ })).toBeVisible();
    await views.click();
    await page.getByRole('menuitem', { name: `Margin by material ${run}` }).click();
    await expect(page).toHaveURL(/grouping=MATERIAL(&|$)/);
    await expectMarginTable(page);

    // The XLSX holds the same numbers, as the workbook's XML and as LibreOffice reads it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const sheets = Object.entries(unzipSync(new Uint8Array(await readFile(file))))
      .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    for (const material of ['film', 'bales'] as const) {
      const e = expected(TRADES.filter((x) => x.material === material));
      expect(sheets).toContain(MATERIALS[material].name);
      expect(sheets).toContain(`>${e.margin}<`);
      expect(sheets).toContain(`>${e.profit / 100}<`);
    }
    const out = await mkdtemp(path.join(tmpdir(), 'report-csv-'));
    try {
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${out}/profile`,
          '--headless',
          '--convert-to',
          'csv',
          '--outdir',
          out,
          file,
        ],
        { timeout: 120_000, stdio: 'pipe' },
      );
      const csv = await readFile(path.join(out, path.basename(file).replace(/\.xlsx$/, '.csv')), 'utf8');
      const rows = csv.split(/\r?\n/).map((line) => line.split(','));
      for (const material of ['film', 'bales'] as const) {
        const e = expected(TRADES.filter((x) => x.material === material));
        const row = rows.find((r) => r[0]?.replace(/"/g, '') === MATERIALS[material].name);
        expect(row, `${MATERIALS[material].name} in ${csv}`).toBeTruthy();
        // Material, Margin, Shipments, Pounds, Sell value, Buy value, Commissions, Profit, Margin (%).
        expect(Number(row![1])).toBe(e.margin);
        expect(Number(row![4])).toBe(e.revenue / 100);
        expect(Number(row![7])).toBe(e.profit / 100);
        expect(Number(row![8])).toBe(e.margin);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }

    // The dashboard's 12 months hold the 6: the same margin and money.
    const all = expected(TRADES);
    await page.goto('/my-company/dashboard');
    const money = page.getByRole('region', { name: 'Money' });
    await expect(stat(money, 'Gross margin')).toHaveText(dollars(all.profit));
    await expect(stat(money, 'Margin %')).toHaveText(percent(all.margin));
    await expect(stat(money, 'Revenue')).toHaveText(dollars(all.revenue));
    await expect(money.getByRole('figure', { name: 'Gross margin by month, last 12 months' })).toBeVisible();
    await expect(money.getByRole('table', { name: 'Margin by month' }).getByRole('row')).toHaveCount(13);
  });

  test('on a phone the report’s controls fit the screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await signInAs(page, people.member, /\/my-company\/dashboard$/, { navigationVisible: false });
    await page.goto('/market/analytics?chart=TABLE&metric=WEIGHT');
    await expect(page.getByRole('combobox', { name: 'Metric' })).toHaveValue('WEIGHT');
    await expect(
      page
        .getByRole('table', { name: /^Table: Weight by material type/ })
        .or(page.getByText('No delivered shipments in this range.')),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const form = await page.getByRole('form', { name: 'Report' }).boundingBox();
    expect(form!.x).toBeGreaterThanOrEqual(0);
    expect(form!.x + form!.width).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('a company on the free plan sees no money on its dashboard and meets the upgrade dialog on Reporting', async ({
    page,
  }) => {
    await signInAs(page, people.freeMember);
    await expect(page.getByRole('heading', { name: 'Top companies by volume' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Money' })).toHaveCount(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Reporting' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Upgrade your plan' })
        .getByText('Reporting is not included in your current plan.'),
    ).toBeVisible();
  });
});
