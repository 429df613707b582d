import { expect, test } from '@playwright/test';
import { CrmRoutes, SupplyRoutes } from '@polyloop/shared';
import { signedInClient } from '../../support/client.js';
import { e2eCloud } from '../support/cloud.js';
import { people, signInAs } from '../support/people.js';
import { subscribed } from '../support/realtime.js';
import { chooseNear } from '../supply/support.js';
import { askPrivately, link, newNeed, respond, trader, traderIn, type Trader } from './support.js';
import { momentAhead, pickMoment, setChecked } from '../support/controls.js';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let requester: Trader;
let first: Trader;
let second: Trader;

test.beforeAll(async () => {
  [requester, first, second] = await Promise.all([
    trader('Requester', { approved: true }),
    trader('First responder'),
    trader('Second responder'),
  ]);
  await Promise.all([link(requester, first), link(requester, second)]);
});

const idIn = (url: string) => /\/network\/requests\/(\w{4}-\w{4}-\w{4}-\w{4})\//.exec(url)?.[1] ?? '';

test('a public request answered by two linked companies: the requester sees both offers arrive, qualifies one and disqualifies the other', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const need = await newNeed(requester, 30_000);
  // Subscribed once the request's page opens: how the spec knows a pushed change can reach it.
  const buyer = await traderIn(browser, requester.person, (page) => subscribed(page, 'public-requests'));

  // From the need, to the market: the ground rules first, then the request.
  await buyer.page.goto(`/needs/${need.id}/network-requests`);
  await expect(buyer.page.getByText('Not on the market.', { exact: false })).toBeVisible();
  await buyer.page.getByRole('link', { name: 'Publish request' }).click();
  await expect(buyer.page).toHaveTitle('New Public Request | Polyloop');
  const rules = buyer.page.getByRole('alertdialog', { name: 'Market ground rules' });
  await rules.getByRole('button', { name: 'Accept the ground rules' }).click();
  await expect(rules).toBeHidden();
  const title = `Natural PP regrind ${run}`;
  await buyer.page.getByRole('textbox', { name: 'Title' }).fill(title);
  await buyer.page.getByRole('button', { name: 'Publish request' }).click();
  await expect(buyer.page.getByText('End date and time is required')).toBeVisible();
  await pickMoment(buyer.page, 'End date and time', momentAhead(7 * 86_400_000));
  await buyer.page.getByRole('spinbutton', { name: 'Target price' }).fill('0.4');
  await buyer.page.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
  // From the keyboard: the form-error toast may still sit over the button's corner.
  await buyer.page.getByRole('button', { name: 'Publish request' }).press('Enter');
  await expect(buyer.page).toHaveURL(/\/network\/requests\/\w{4}-\w{4}-\w{4}-\w{4}\/details$/);
  const requestId = idIn(buyer.page.url());
  await expect(buyer.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(buyer.page.getByText(/^No offers yet/)).toBeVisible();
  await buyer.listening;

  // Each linked company finds it on the market and may respond.
  for (const who of [first, second]) {
    const responder = await traderIn(browser, who.person);
    await responder.page.goto('/network/market/demand');
    await responder.page.getByRole('searchbox', { name: 'Search demand' }).fill(run);
    await expect(responder.page).toHaveURL(new RegExp(`q=${run}`));
    const row = responder.page
      .getByRole('table', { name: 'Demand' })
      .getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(requester.company.name);
    await row.getByRole('link', { name: title }).click();
    await expect(responder.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(responder.page.getByRole('link', { name: 'Respond to Request' })).toHaveAttribute(
      'href',
      `/network/offers/new/${requestId}`,
    );
    await expect(
      responder.page.getByText('Your company has not responded to this request yet.'),
    ).toBeVisible();
    await responder.close();
  }
  // What the offer wizard (an area of its own) sends for each of them.
  await respond(first, requestId, 0.38);
  await respond(second, requestId, 0.45);

  // Both arrive on the requester's open page, pushed.
  const all = buyer.page.getByRole('table', { name: 'All offers' });
  await expect(all.getByRole('row', { name: new RegExp(first.company.name) })).toContainText('$0.38 / lb');
  await expect(all.getByRole('row', { name: new RegExp(second.company.name) })).toContainText(
    'Pending review',
  );
  await expect(buyer.page.getByRole('tab', { name: /^Pending review/ })).toContainText('2');

  const rate = async (company: string, qualification: string, told: string) => {
    await setChecked(buyer.page.getByRole('checkbox', { name: `Select the offer of ${company}` }));
    await buyer.page.getByRole('combobox', { name: 'Qualification' }).selectOption({ label: qualification });
    await buyer.page.getByRole('button', { name: 'Apply to selected' }).click();
    await expect(buyer.page.getByText(told)).toBeVisible();
  };
  await rate(first.company.name, 'Qualified', 'Offer rated qualified');
  await rate(second.company.name, 'Disqualified', 'Offer rated disqualified');

  await buyer.page.getByRole('tab', { name: /^In the running/ }).click();
  await expect(buyer.page).toHaveURL(/offers\.tab=IN_THE_RUNNING/);
  const running = buyer.page.getByRole('table', { name: 'In the running offers' });
  await expect(running.getByRole('row', { name: new RegExp(first.company.name) })).toContainText('Qualified');
  await expect(running.getByRole('row', { name: new RegExp(second.company.name) })).toHaveCount(0);
  await buyer.page.getByRole('tab', { name: /^Disqualified/ }).click();
  const out = buyer.page.getByRole('table', { name: 'Disqualified offers' });
  await expect(out.getByRole('row', { name: new RegExp(second.company.name) })).toContainText('Disqualified');
  await expect(out.getByRole('row', { name: new RegExp(first.company.name) })).toHaveCount(0);
  await expect(buyer.page.getByText('Lowest qualified price').locator('..')).toContainText('$0.38 / lb');
  await buyer.close();

  // The disqualified company reads its rating on the request.
  const rival = await traderIn(browser, second.person);
  await rival.page.goto(`/network/requests/${requestId}`);
  await expect(
    rival.page.getByRole('table', { name: 'Offers' }).getByRole('row', { name: /\$0\.45 \/ lb/ }),
  ).toContainText('Disqualified');
  await rival.close();
});

test('the market’s supply and demand narrow to a material type, a place and words, kept in the address', async ({
  page,
}) => {
  await signInAs(page, people.admin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Market' })
    .click();
  await expect(page).toHaveURL(/\/network\/market\/supply$/);
  await expect(page).toHaveTitle('Supply | Polyloop');
  const supply = page.getByRole('table', { name: 'Supply' });
  await expect(supply.getByRole('link', { name: 'Clear PET bottle bales' })).toBeVisible();
  await expect(supply.getByRole('row', { name: /PP film regrind/ })).toContainText('Yours');

  await page.getByRole('combobox', { name: 'Material type' }).selectOption({ label: 'PE' });
  await expect(page).toHaveURL(/materialType=PE/);
  await expect(supply.getByRole('link', { name: 'Clear PET bottle bales' })).toHaveCount(0);
  await expect(supply.getByRole('link', { name: 'Densified LDPE film' })).toBeVisible();
  await chooseNear(page, 'Houston, TX', /Houston/);
  await expect(page).toHaveURL(/latitude=/);
  await expect(supply.getByRole('link', { name: 'HDPE off-grade pellets' })).toBeVisible();
  await expect(supply.getByRole('link', { name: 'Densified LDPE film' })).toHaveCount(0);
  await page.reload();
  await expect(supply.getByRole('link', { name: 'HDPE off-grade pellets' })).toBeVisible();
  await expect(supply.getByRole('link', { name: 'Densified LDPE film' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Market sections' })
    .getByRole('link', { name: /^Demand/ })
    .click();
  await expect(page).toHaveTitle('Demand | Polyloop');
  const demand = page.getByRole('table', { name: 'Demand' });
  await expect(demand.getByRole('row', { name: /EPS foam blocks/ })).toContainText('Scheduled');
  await page.getByRole('searchbox', { name: 'Search demand' }).fill('flake');
  await expect(page).toHaveURL(/q=flake/);
  await expect(demand.getByRole('link', { name: 'Washed PET flake' })).toBeVisible();
  await expect(demand.getByRole('link', { name: 'Natural HDPE regrind, monthly' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search demand' }).fill('no such material anywhere');
  await expect(page.getByText('No public requests match these filters.')).toBeVisible();
});

test('a private request from a need reaches a linked company, which finds it in My Activity and can respond', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const need = await newNeed(requester, 12_000);
  const buyer = await traderIn(browser, requester.person);
  await buyer.page.goto(`/needs/${need.id}/network-requests`);
  await buyer.page.getByRole('button', { name: 'Send request' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Send request' });
  const title = `PP for Denver ${run}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(dialog.getByRole('combobox', { name: 'Location' })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Choose at least one linked company')).toBeVisible();
  await setChecked(dialog.getByRole('checkbox', { name: new RegExp(first.company.name) }));
  await dialog.getByRole('button', { name: 'Send request' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(buyer.page.getByText('Request sent')).toBeVisible();
  await expect(
    buyer.page.getByRole('table', { name: 'Private requests' }).getByRole('row', { name: new RegExp(title) }),
  ).toContainText(first.company.name);
  await buyer.close();

  const asked = await traderIn(browser, first.person);
  await asked.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My activity' })
    .click();
  await expect(asked.page).toHaveTitle('My Activity | Polyloop');
  await asked.page
    .getByRole('navigation', { name: 'Activity sections' })
    .getByRole('link', { name: /^Requests/ })
    .click();
  await asked.page.getByRole('tab', { name: /^Received/ }).click();
  const received = asked.page.getByRole('table', { name: 'Received requests' });
  await expect(received.getByRole('row', { name: new RegExp(title) })).toContainText(requester.company.name);
  await received.getByRole('link', { name: title }).click();
  await expect(asked.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(asked.page.getByText('Received request')).toBeVisible();
  await asked.page.getByRole('link', { name: 'Respond to Request' }).click();
  await expect(asked.page).toHaveURL(/\/network\/offers\/new\/\w{4}-\w{4}-\w{4}-\w{4}$/);
  await asked.close();
});

test('a free-plan colleague meets the upgrade dialog on sending or answering a request; a company without approval the access dialog on publishing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const free = await signedInClient(e2eCloud(), people.freeMember.email, people.freeMember.password);
  const own = (await free.ok(CrmRoutes.getMyCompany)).body;
  const expires = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const need = (
    await free.ok(SupplyRoutes.createNeed, {
      body: {
        companyId: own.id,
        materialType: 'PE',
        remainingWeight: { unitValue: 5_000, unit: 'POUND' },
        expirationDate: expires,
      },
    })
  ).body;
  const colleague = await traderIn(browser, people.freeMember);
  await colleague.page.goto(`/needs/${need.id}/network-requests`);
  await colleague.page.getByRole('button', { name: 'Send request' }).click();
  const upgrade = colleague.page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(
    upgrade.getByText('Sending and answering offers and requests is not included in your current plan.'),
  ).toBeVisible();
  await expect(upgrade.getByText('Contact your company administrator to upgrade.')).toBeVisible();
  await expect(colleague.page.getByRole('dialog', { name: 'Send request' })).toHaveCount(0);
  await colleague.close();

  // A company on the free plan that was asked privately may read the request, not answer it.
  const small = await trader('Free recycler', { plan: 'PLATFORM' });
  await link(requester, small);
  const asked = await askPrivately(requester, small, `HDPE caps ${run}`);
  const member = await traderIn(browser, {
    email: small.company.member.email,
    password: small.person.password,
  });
  await member.page.goto(`/network/requests/${asked.id}`);
  await expect(member.page.getByRole('heading', { name: `HDPE caps ${run}`, level: 1 })).toBeVisible();
  await member.page.getByRole('button', { name: 'Respond to Request' }).click();
  const answer = member.page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(
    answer.getByText('Sending and answering offers and requests is not included in your current plan.'),
  ).toBeVisible();
  await expect(answer.getByText('Contact your company administrator to upgrade.')).toBeVisible();
  await expect(member.page).toHaveURL(new RegExp(`/network/requests/${asked.id}/details$`));
  await member.close();

  const unapproved = await traderIn(browser, second.person);
  const theirs = await newNeed(second, 4_000);
  await unapproved.page.goto(`/needs/${theirs.id}/network-requests`);
  await unapproved.page.getByRole('button', { name: 'Publish request' }).click();
  const access = unapproved.page.getByRole('dialog', { name: 'Access restricted' });
  await expect(access.getByText(/Public requests need the platform's approval/)).toBeVisible();
  await unapproved.close();
});
