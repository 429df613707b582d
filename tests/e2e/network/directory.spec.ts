import { expect, test, type Browser, type Page } from '@playwright/test';
import { people, signInAs } from '../support/people.js';
import { ownChannel, subscribed } from '../support/realtime.js';

/**
 * The demo seed leaves Fraser Valley Recyclers (free plan) and Lone Star Resins unlinked and
 * without a request, and Maple Leaf Plastics Recovery unlinked with Fraser Valley too.
 */
const asker = people.freeMember; // Owen, Fraser Valley Recyclers
const answerer = people.otherAdmin; // Rosa, Lone Star Resins
const ASKER_COMPANY = 'Fraser Valley Recyclers';
const ANSWERER_COMPANY = 'Lone Star Resins';

/** A signed-in person in a browser of their own, whose socket listens on their channel. */
async function personIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const listening = subscribed(page, await ownChannel(who));
  await signInAs(page, who);
  await listening;
  return { context, page };
}

/** The directory, reached from the main navigation as a person would (the page, and its socket, stay). */
async function openDirectory(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Network' })
    .click();
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
}

const companies = (page: Page) => page.getByRole('table', { name: 'Companies' });
const rowOf = (page: Page, name: string) =>
  companies(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text);

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

test.describe.configure({ mode: 'serial' });

test('a company finds another in the directory and asks to link; the other accepts live, and its contacts unlock', async ({
  browser,
}) => {
  const a = await personIn(browser, asker);
  const b = await personIn(browser, answerer);
  try {
    // Lone Star waits on the requests it received.
    await openDirectory(b.page);
    await b.page.getByRole('tab', { name: /Link requests/ }).click();
    await b.page.getByRole('radiogroup', { name: 'Link requests' }).getByText('Received').click();
    await expect(b.page.getByText('No link requests wait for your answer.')).toBeVisible();

    // Fraser Valley finds Lone Star by name and asks to link, with a note.
    await openDirectory(a.page);
    await search(a.page, 'Lone Star');
    await expect(companies(a.page).getByRole('row')).toHaveCount(2);
    await rowOf(a.page, ANSWERER_COMPANY)
      .getByRole('button', { name: `Link with ${ANSWERER_COMPANY}` })
      .click();
    const send = a.page.getByRole('dialog', { name: `Link with ${ANSWERER_COMPANY}` });
    await send.getByRole('textbox', { name: 'Message' }).fill('We densify film in BC and ship to Texas.');
    await expect(send.getByRole('checkbox', { name: 'Owen MacLeod' })).toBeChecked();
    await send.getByRole('button', { name: 'Send request' }).click();
    await expect(toast(a.page, 'Link request sent')).toBeVisible();
    await expect(send).toBeHidden();
    await expect(rowOf(a.page, ANSWERER_COMPANY).getByText('Request sent')).toBeVisible();

    // Lone Star's administrator is told at once: the request shows without a reload, and the
    // notification leads to the asking company's page, where the request is answered.
    const request = rowOf(b.page, ASKER_COMPANY);
    await expect(request.getByText('Wants to link')).toBeVisible();
    await expect(b.page.getByRole('tab', { name: /Link requests/ })).toContainText('1');
    await b.page.getByRole('button', { name: /^Notifications/ }).click();
    await b.page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: `${ASKER_COMPANY} wants to link with your company` })
      .click();
    await expect(b.page).toHaveURL(/\/network\/companies\/[\w-]+\/profile$/);
    await expect(b.page.getByRole('heading', { name: ASKER_COMPANY, level: 1 })).toBeVisible();
    await b.page.getByRole('button', { name: `Accept ${ASKER_COMPANY}’s link request` }).click();
    const accept = b.page.getByRole('dialog', { name: `Accept ${ASKER_COMPANY}’s link request` });
    await expect(accept.getByText('We densify film in BC and ship to Texas.')).toBeVisible();
    await expect(accept.getByRole('checkbox', { name: 'Rosa Delgado' })).toBeChecked();
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(b.page, 'You are now linked')).toBeVisible();
    await expect(b.page.getByRole('main').getByText('Linked', { exact: true })).toBeVisible();
    await expect(
      b.page.getByRole('button', { name: `Edit representatives for ${ASKER_COMPANY}` }),
    ).toBeVisible();

    // Fraser Valley sees the answer without reloading, and Lone Star's contacts on its page.
    await expect(rowOf(a.page, ANSWERER_COMPANY).getByText('Linked', { exact: true })).toBeVisible();
    await rowOf(a.page, ANSWERER_COMPANY).getByRole('link', { name: ANSWERER_COMPANY }).click();
    await expect(a.page.getByRole('heading', { name: ANSWERER_COMPANY, level: 1 })).toBeVisible();
    const contacts = a.page.getByRole('region', { name: 'Contacts' });
    await expect(contacts.getByRole('link', { name: answerer.email })).toBeVisible();
    await expect(contacts.getByText('Contacts are locked')).toHaveCount(0);
    await expect(
      a.page.getByRole('region', { name: 'Your link' }).getByText('We densify film in BC and ship to Texas.'),
    ).toBeVisible();

    // Back goes to the directory as it was left.
    await a.page.getByRole('button', { name: 'Back' }).click();
    await expect(a.page).toHaveURL(/\/network\/companies\?q=Lone/);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('the map view shows the companies with a place on the sandbox basemap, each opening its page', async ({
  page,
}) => {
  await signInAs(page, asker);
  await openDirectory(page);
  await page.getByRole('radiogroup', { name: 'Display' }).getByText('Map').click();
  await expect(page).toHaveURL(/display=map/);
  const map = page.getByRole('region', { name: 'Map of companies' });
  await expect(map).toBeVisible();
  await expect(map.getByText('Sandbox map')).toBeVisible();
  for (const name of [ANSWERER_COMPANY, 'Great Lakes Polymers', 'Maple Leaf Plastics Recovery'])
    await expect(map.getByRole('button', { name, exact: true })).toBeVisible();

  // The keyboard reaches a marker, which opens its popup with the way to the company's page.
  await map.getByRole('button', { name: 'Great Lakes Polymers', exact: true }).focus();
  await page.keyboard.press('Enter');
  const popup = map.getByRole('dialog', { name: 'Great Lakes Polymers' });
  await expect(popup.getByText('Chicago, IL')).toBeVisible();
  await popup.getByRole('link', { name: 'Great Lakes Polymers' }).click();
  await expect(page.getByRole('heading', { name: 'Great Lakes Polymers', level: 1 })).toBeVisible();

  // Filters apply to the map too: the material filter leaves the companies that trade it.
  await page.goto('/network/companies?display=map&materialType=PVC');
  await expect(map.getByRole('button', { name: 'Maple Leaf Plastics Recovery', exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: ANSWERER_COMPANY, exact: true })).toHaveCount(0);
});

test('a free-plan user sees an unlinked company’s contacts locked, with the ways to unlock them', async ({
  page,
}) => {
  await signInAs(page, asker);
  await openDirectory(page);
  await search(page, 'Maple Leaf');
  await rowOf(page, 'Maple Leaf Plastics Recovery')
    .getByRole('link', { name: 'Maple Leaf Plastics Recovery' })
    .click();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByText('Contacts are locked')).toBeVisible();
  await expect(contacts.getByText('Link with this company to see its contacts.')).toBeVisible();
  await expect(contacts.getByRole('link', { name: /@/ })).toHaveCount(0);
  await expect(
    contacts.getByRole('button', { name: 'Link with Maple Leaf Plastics Recovery' }),
  ).toBeVisible();
  await contacts.getByRole('button', { name: 'Upgrade' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(
    upgrade.getByText('Company contacts is not included in your current plan.', { exact: false }),
  ).toBeVisible();
});

test('an administrator declines a request with a reason, withdraws one of its own and changes who looks after a link', async ({
  page,
}) => {
  await signInAs(page, people.admin); // Great Lakes Polymers
  await page.goto('/network/companies?view=linkRequests');
  await expect(
    page.getByRole('radiogroup', { name: 'Link requests' }).getByText('Received (1)'),
  ).toBeVisible();

  await rowOf(page, 'Pacific Regrind')
    .getByRole('button', { name: 'Decline Pacific Regrind’s link request' })
    .click();
  const decline = page.getByRole('dialog', { name: 'Decline Pacific Regrind’s link request' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText('Choose a reason', { exact: true })).toBeVisible();
  await decline.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Not interested' });
  await decline.getByRole('textbox', { name: 'Message' }).fill('We do not buy PET.');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Link request declined')).toBeVisible();
  await expect(rowOf(page, 'Pacific Regrind')).toHaveCount(0);

  await rowOf(page, 'Maple Leaf Plastics Recovery')
    .getByRole('button', { name: 'Cancel request to Maple Leaf Plastics Recovery' })
    .click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel link request?' });
  await cancel.getByRole('button', { name: 'Cancel request' }).click();
  await expect(toast(page, 'Link request cancelled')).toBeVisible();
  await expect(page.getByText('No link requests wait for an answer.')).toBeVisible();

  await page.getByRole('tab', { name: /Company links/ }).click();
  await rowOf(page, ANSWERER_COMPANY).getByRole('link', { name: ANSWERER_COMPANY }).click();
  await page.getByRole('button', { name: `Edit representatives for ${ANSWERER_COMPANY}` }).click();
  const representatives = page.getByRole('dialog', { name: `Representatives for ${ANSWERER_COMPANY}` });
  const dana = representatives.getByRole('checkbox', { name: 'Dana Kowalski' });
  const marcus = representatives.getByRole('checkbox', { name: 'Marcus Reed' });
  await expect(dana).toBeChecked();
  await expect(marcus).toBeChecked();
  await representatives.getByText('Dana Kowalski').click();
  await representatives.getByText('Marcus Reed').click();
  await expect(marcus).not.toBeChecked();
  await representatives.getByRole('button', { name: 'Save' }).click();
  await expect(representatives.getByText('Assign at least one representative')).toBeVisible();
  await representatives.getByText('Marcus Reed').click();
  await expect(marcus).toBeChecked();
  await representatives.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Representatives saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your link' }).getByText('Marcus Reed')).toBeVisible();
});
