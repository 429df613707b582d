import { expect, test } from '@playwright/test';
import { CrmRoutes, FreightRoutes, OrderRoutes } from '@polyloop/shared';
import { FREIGHT_MESSAGES, FREIGHT_QUOTE_ERRORS } from '@polyloop/shared/freight/freight';
import { trader, type Trader } from '../network/support.js';
import { signInAs } from '../support/people.js';
import { subscriptions } from '../support/realtime.js';
import { chooseAddress, quoteCards, shownCosts, streamEnded } from './support.js';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);

/** A company of its own, on a paid plan, so its bookings and notifications are this spec's alone. */
let shipper: Trader;

test.beforeAll(async () => {
  shipper = await trader('Freight shipper');
});

test('a search from Chicago to Houston streams the sandbox partners’ quotes in sorted, and a booking with Lakeshore Logistics is accepted', async ({
  page,
}) => {
  // The slowest sandbox partner may take the whole minute the stream waits, and the booking's answer comes after.
  test.setTimeout(240_000);
  const channels = subscriptions(page);
  await signInAs(page, shipper.person);
  const partners = (await shipper.api.ok(FreightRoutes.listFreightPartners)).body;
  const lakeshoreTerms = partners.find((p) => p.name === 'Lakeshore Logistics')?.bookingDisclaimer;
  expect(lakeshoreTerms, 'the sandbox partner that answers bookings').toBeTruthy();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Freight', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Freight Rates', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Quotes from our freight partners for shipments within the United States and Canada.'),
  ).toBeVisible();
  const grid = page.getByRole('list', { name: 'Freight partners' });
  for (const name of ['Prairie Freight Lines', 'Maple Haulage', 'Longhaul Express', 'Lakeshore Logistics'])
    await expect(grid.getByRole('listitem').filter({ hasText: name })).toContainText('Sandbox');

  // Judged on submit, with the spec's messages; nothing to switch yet.
  const form = page.getByRole('form', { name: 'Freight search' });
  await expect(form.getByRole('button', { name: 'Switch pickup and delivery' })).toBeDisabled();
  await form.getByRole('button', { name: 'Get quotes' }).click();
  await expect(form.getByText(FREIGHT_MESSAGES.pickupAddressRequired)).toBeVisible();
  await expect(form.getByText(FREIGHT_MESSAGES.deliveryAddressRequired)).toBeVisible();

  // City-level suggestions: Maple Haulage cannot quote an address without a street.
  await chooseAddress(page, form, 'Pickup address', 'Houston', /^Houston, TX/);
  await chooseAddress(page, form, 'Delivery address', 'Chicago', /^Chicago, IL/);
  await form.getByRole('button', { name: 'Switch pickup and delivery' }).click();
  await expect(form.getByRole('combobox', { name: 'Pickup address' })).toHaveValue(/^Chicago, IL/);
  await expect(form.getByRole('combobox', { name: 'Delivery address' })).toHaveValue(/^Houston, TX/);
  await expect(form.getByRole('textbox', { name: 'Pickup date and time', exact: true })).not.toHaveValue('');

  // The quotes come on the user's own channel: search once the page listens.
  await expect.poll(() => [...channels].some((c) => c.startsWith('user.'))).toBe(true);
  await form.getByRole('button', { name: 'Get quotes' }).click();
  await expect(page).toHaveURL(/\/freight\?search=/);
  const section = page.getByRole('region', { name: 'Freight quotes' });
  await expect(section.getByRole('progressbar')).toBeVisible();
  const cards = quoteCards(section);
  const maple = cards.filter({ hasText: 'Maple Haulage' });
  await expect(maple).toContainText(FREIGHT_QUOTE_ERRORS.addressNotAccurate);
  await expect(maple.getByRole('button', { name: 'Book' })).toHaveCount(0);
  await expect(section.getByText(/^Distance: [\d,]+ miles$/)).toBeVisible();
  const lakeshore = cards.filter({ hasText: 'Lakeshore Logistics' });
  await expect(lakeshore).toContainText(/\$[\d,]+\.\d{2}/);
  // While others are still to answer (Longhaul Express takes 15 s at least), Book says why it waits.
  const waiting = lakeshore.getByRole('button', { name: 'Book' });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveAccessibleDescription(
    /^Booking opens once \d+ more partners? answers?, in \d+ s at most/,
  );

  // Booking waits for the stream to end (every partner answered, or the minute ran out).
  await expect(streamEnded(section)).toBeVisible({ timeout: 90_000 });
  const costs = await shownCosts(cards);
  const priced = costs.filter((c): c is number => c !== null);
  expect(
    priced.length,
    'at least Prairie Freight Lines and Lakeshore Logistics quote a price',
  ).toBeGreaterThanOrEqual(2);
  expect(priced, 'cheapest first').toEqual([...priced].sort((a, b) => a - b));
  expect(costs.slice(priced.length), 'quotes without a price last').toEqual(
    costs.slice(priced.length).map(() => null),
  );

  await lakeshore.getByRole('button', { name: 'Book' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Book with Lakeshore Logistics?' });
  await expect(confirm).toContainText(lakeshoreTerms!);
  await confirm.getByRole('button', { name: 'Send booking request' }).click();
  await expect(lakeshore.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  await expect(page.getByText(FREIGHT_MESSAGES.bookedSuccess)).toBeVisible();

  // The partner accepts: the booking shows it, and the notification leads back to it.
  const booking = page
    .getByRole('table', { name: 'Your bookings' })
    .getByRole('row')
    .filter({ hasText: 'Lakeshore Logistics' });
  await expect(booking).toContainText('Chicago, IL → Houston, TX');
  await expect(booking).toContainText('Accepted', { timeout: 60_000 });
  await expect(booking).toContainText(/Reference \S+/);
  await expect(booking.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: /^Lakeshore Logistics accepted your freight booking/ }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/freight\?booking=/);
  await expect(
    page.getByRole('region', { name: 'Your bookings' }).getByText('Lakeshore Logistics: accepted'),
  ).toBeVisible();
});

test('“Get freight quotes” on an order opens the freight panel with its source and destination, and the tools bar opens it too', async ({
  page,
}) => {
  const receiver = (
    await shipper.api.ok(CrmRoutes.createCompany, {
      body: {
        name: `Bayou Pellets ${run}`,
        locations: [
          {
            address: '800 Bering Dr',
            city: 'Houston',
            stateProvince: 'TX',
            postalCode: '77057',
            country: 'US',
            formattedAddress: '800 Bering Dr, Houston, TX 77057, USA',
            latitude: 29.74,
            longitude: -95.48,
          },
        ],
      },
    })
  ).body;
  const [destination] = (
    await shipper.api.ok(CrmRoutes.listCompanyLocations, { params: { id: receiver.id } })
  ).body;
  const order = (
    await shipper.api.ok(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: shipper.ownId,
        receivingCompanyId: receiver.id,
        sourceLocationId: shipper.locationId,
        destinationLocationId: destination!.id,
        orderDate: new Date().toISOString().slice(0, 10),
        pickup: false,
        representatives: [],
        items: [
          {
            materialType: 'PP',
            weight: { unitValue: 20_000, unit: 'POUND' },
            sellPrice: { unitValue: 0.5, unit: 'POUND' },
          },
        ],
      },
    })
  ).body;

  await signInAs(page, shipper.person);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: order.identifier, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Get freight quotes' }).click();
  const panel = page.getByRole('dialog', { name: 'Freight Rates' });
  await expect(panel.getByRole('combobox', { name: 'Pickup address' })).toHaveValue(
    /^1700 Broadway, Denver, CO, US$/,
  );
  await expect(panel.getByRole('combobox', { name: 'Delivery address' })).toHaveValue(
    '800 Bering Dr, Houston, TX, US',
  );
  await expect(panel.getByRole('button', { name: 'Switch pickup and delivery' })).toBeEnabled();
  // The places carry no suggestion id: the server finds them from their address.
  await panel.getByRole('button', { name: 'Get quotes' }).click();
  await expect(panel.getByRole('region', { name: 'Freight quotes' })).toContainText(
    'Denver, CO → Houston, TX',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('complementary', { name: 'Tools' }).getByRole('button', { name: 'Freight' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Delivery address' })).toHaveValue(
    '800 Bering Dr, Houston, TX, US',
  );
  await expect(panel.getByRole('region', { name: 'Freight quotes' })).toContainText(
    'Denver, CO → Houston, TX',
  );
});
