import { expect, test, type Page } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { closeToasts } from '../supply/support.js';
import { trader, type Trader } from '../network/support.js';
import {
  apiAs,
  blackPpRegrind,
  crmPartner,
  expectAccessible,
  factor,
  INDIANAPOLIS,
  matchCard,
  MILWAUKEE,
  need,
  partnerHave,
  prospect,
  publicOffer,
} from './support.js';

/**
 * Matching in the browser (spec part 1 §2, §6; part 2 §1, §2, §4): a need finds a partner's have
 * and says why, a match is hidden and shown again, the market suggests another company's public
 * offer, the have and the need suggest each other's companies, and the directory ranks leads.
 */

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).slice(-5).toUpperCase();

test.describe('a need that fits a partner’s have', () => {
  /** Two CRM partners of Great Lakes Polymers: one with a have in Milwaukee, one that will need it in Indianapolis. */
  let seller: Awaited<ReturnType<typeof crmPartner>>;
  let buyer: Awaited<ReturnType<typeof crmPartner>>;
  let material: string;
  let have: { id: string; identifier: string };
  let needPath = '';
  let needIdentifier = '';

  test.beforeAll(async () => {
    const api = await apiAs(people.admin);
    [seller, buyer] = await Promise.all([
      crmPartner(api, `Alder Plastics ${run}`, MILWAUKEE),
      crmPartner(api, `Acme Molding ${run}`, INDIANAPOLIS),
    ]);
    const made = await blackPpRegrind(api, `Black PP regrind ${run}`);
    material = `${made.name} (${made.identifier})`;
    have = await partnerHave(api, seller, made.id);
  });

  test('a need created for one partner shows the other partner’s have as a match, explained by material, place and price', async ({
    page,
  }) => {
    await signInToApp(page, people.member);
    await page.goto('/needs/new');
    await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: buyer.name });
    const location = page.getByRole('combobox', { name: 'Location' });
    await expect(location.locator('option', { hasText: 'Indianapolis' })).toBeAttached();
    await location.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Material', exact: true }).selectOption({ label: material });
    await expect(page.getByRole('combobox', { name: 'Material type' })).toHaveValue('PP');
    await page.getByRole('spinbutton', { name: 'Weight wanted' }).fill('20000');
    await page.getByRole('spinbutton', { name: 'Price target ($)' }).fill('0.40');
    await page.getByRole('button', { name: 'Create need' }).click();
    await expect(page).toHaveURL(/\/needs\/[^/]+\/details$/);
    needIdentifier = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    needPath = new URL(page.url()).pathname.replace(/\/details$/, '');
    await closeToasts(page);

    // The match is found a moment after the need is saved: the tab shows it once it is there.
    await page
      .getByRole('navigation', { name: 'Need sections' })
      .getByRole('link', { name: 'Matches' })
      .click();
    await expect(page).toHaveURL(`${needPath}/matches`);
    const list = page.getByRole('list', { name: `Matches of ${needIdentifier}` });
    const card = matchCard(list, have.identifier);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: have.identifier })).toHaveAttribute(
      'href',
      `/haves/${have.id}`,
    );
    await expect(
      card.getByText(
        `${seller.name} · Black PP regrind ${run} · Milwaukee, WI, US · 40,000 lbs · Asking $0.38 / lb`,
      ),
    ).toBeVisible();
    await expect(card.getByText(/^\d+%$/)).toBeVisible();
    await expect(factor(card, 'Material').getByRole('listitem')).toHaveText([
      'PP both',
      'post industrial grade both',
      'regrind form both',
      'black colour both',
      'Melt index 8–12 within 8–12 g/10 min',
      '40,000 lb covers 20,000 lb',
    ]);
    await expect(factor(card, 'Material')).toContainText('100 / 100');
    await expect(factor(card, 'Location').getByRole('listitem').first()).toHaveText(/^2\d\d miles apart$/);
    await expect(factor(card, 'Price').getByRole('listitem')).toHaveText(['Asking 5% under target']);
    // The freight estimate names its factor, one key press away.
    await expect(card.getByText(/^About [\d,.]+ kg CO2e to truck it$/)).toBeVisible();
    await card.getByRole('button', { name: 'How the freight emissions are estimated' }).focus();
    await page.keyboard.press('Enter');
    const basis = page.getByRole('dialog', { name: 'Freight emissions estimate' });
    await expect(basis).toContainText('0.10273 kg CO2e per tonne-km: the Defra/DECC road freight factor');
    await expectAccessible(page, 'need matches, the estimate open');
    await page.keyboard.press('Escape');
    await expect(basis).toBeHidden();
    await expectAccessible(page, 'need matches');
  });

  test('a match is hidden, found under “Show hidden”, and shown again', async ({ page }) => {
    await signInToApp(page, people.member);
    await page.goto(`${needPath}/matches`);
    const list = page.getByRole('list', { name: `Matches of ${needIdentifier}` });
    await matchCard(list, have.identifier)
      .getByRole('button', { name: `Hide match: Have ${have.identifier}` })
      .click();
    await expect(page.getByText('Match hidden. Turn on “Show hidden” to find it again.')).toBeVisible();
    await expect(matchCard(list, have.identifier)).toHaveCount(0);

    await page.getByText('Show hidden', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]hidden=true/);
    const hidden = page.getByRole('list', { name: `Matches of ${needIdentifier}, hidden` });
    await expectAccessible(page, 'hidden matches');
    await matchCard(hidden, have.identifier)
      .getByRole('button', { name: `Show match: Have ${have.identifier}` })
      .click();
    await expect(page.getByText('Match shown again')).toBeVisible();
    await expect(
      page.getByText('No hidden matches. A match you hide shows here, and you can show it again.'),
    ).toBeVisible();

    await page.getByText('Show hidden', { exact: true }).click();
    await expect(matchCard(list, have.identifier)).toBeVisible();
  });

  test('the have lists the need among its matches, and the market’s Matches page has the pair', async ({
    page,
  }) => {
    await signInToApp(page, people.member);
    await page.goto(`/haves/${have.id}/matches/needs`);
    const list = page.getByRole('list', { name: `Matches of ${have.identifier}` });
    const card = matchCard(list, needIdentifier);
    await expect(card).toBeVisible();
    await expect(
      card.getByText(
        `${buyer.name} · Black PP regrind ${run} · Indianapolis, IN, US · 20,000 lbs · Target $0.40 / lb`,
      ),
    ).toBeVisible();
    // Needs only: the partners' buy profiles stay under the other tab.
    await expect(list.getByText('Buy profile', { exact: true })).toHaveCount(0);

    await page.goto('/market/matches');
    await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Material' });
    await expect(page).toHaveURL(/sort=material%2Cdesc|sort=material,desc/);
    // The need matches other haves too: this pair is the card found for the partner's have.
    const pair = matchCard(page.getByRole('list', { name: 'Matches' }), needIdentifier).filter({
      hasText: `For your have ${have.identifier} (${seller.name})`,
    });
    await expect(pair).toBeVisible();
    await expect(factor(pair, 'Material')).toContainText('100 / 100');
  });

  test('the have suggests the buying partner, and the need the selling one, each with its reasons', async ({
    page,
  }) => {
    await signInToApp(page, people.member);
    await page.goto(`/haves/${have.id}/suggested-buyers`);
    const buyers = page.getByRole('table', { name: 'Suggested buyers' });
    const row = buyers.getByRole('row').filter({ hasText: buyer.name });
    await expect(row.getByRole('link', { name: buyer.name })).toHaveAttribute(
      'href',
      `/companies/${buyer.id}`,
    );
    await expect(row.getByText('CRM', { exact: true })).toBeVisible();
    await expect(
      row.getByText(new RegExp(`^Its need ${needIdentifier} matches \\(\\d+% confidence\\)$`)),
    ).toBeVisible();
    await expect(row.getByText(/^2\d\d miles away$/)).toBeVisible();

    await page.goto(`${needPath}/suggested-sellers`);
    const sellers = page.getByRole('table', { name: 'Suggested sellers' });
    await expect(
      sellers
        .getByRole('row')
        .filter({ hasText: seller.name })
        .getByText(new RegExp(`^Its have ${have.identifier} matches`)),
    ).toBeVisible();
    await expectAccessible(page, 'suggested sellers');
  });
});

test.describe('the market’s suggestions', () => {
  let seller: Trader;
  let buyer: Trader;
  const listing = `Nylon 6 regrind ${run}`;
  let offerId = '';
  /** The buyer's need's identifier. */
  let wanted = '';

  test.beforeAll(async () => {
    [seller, buyer] = await Promise.all([trader('Nylon seller', { approved: true }), trader('Nylon buyer')]);
    offerId = (await publicOffer(seller, listing, 1.1, 30_000)).id;
    wanted = (await need(buyer, 1.2, 15_000)).identifier;
  });

  const openSuggestedSupply = async (page: Page) => {
    await signInToApp(page, buyer.person);
    await page.goto('/network/market');
    await page
      .getByRole('navigation', { name: 'Market sections' })
      .getByRole('link', { name: 'Suggested supply' })
      .click();
    return page.getByRole('list', { name: 'Suggested supply' });
  };

  test('Suggested supply shows another company’s public offer that fits my need, and why', async ({
    page,
  }) => {
    const list = await openSuggestedSupply(page);
    const card = matchCard(list, listing);
    await expect(card).toBeVisible();
    await expect(card.getByText('Public offer', { exact: true })).toBeVisible();
    await expect(card.getByText(`For your need ${wanted}`)).toBeVisible();
    await expect(factor(card, 'Material').getByRole('listitem')).toHaveText([
      'PA both',
      '30,000 lb covers 15,000 lb',
    ]);
    await expect(factor(card, 'Location').getByRole('listitem').first()).toHaveText('0 miles apart');
    await expect(factor(card, 'Price').getByRole('listitem')).toHaveText(['Asking 8% under target']);
    await expectAccessible(page, 'suggested supply');

    // The offer's own page lists the same need under its Matches.
    await card.getByRole('link', { name: listing }).click();
    await expect(page).toHaveURL(new RegExp(`/network/offers/${offerId}/details$`));
    await page
      .getByRole('navigation', { name: 'Offer sections' })
      .getByRole('link', { name: 'Matches' })
      .click();
    const matches = page.getByRole('list', { name: 'Matches of this offer' });
    await expect(matchCard(matches, wanted)).toBeVisible();
    await expect(matches.getByRole('heading', { level: 3 })).toHaveCount(1);
  });

  test('a company on the free plan meets the upgrade dialog instead of suggestions', async ({ page }) => {
    await signInToApp(page, people.freeMember);
    await page.goto('/network/market/supply');
    await page
      .getByRole('navigation', { name: 'Market sections' })
      .getByRole('button', { name: /^Suggested supply/ })
      .click();
    await expect(
      page
        .getByRole('dialog', { name: 'Upgrade your plan' })
        .getByText('Suggested demand and supply is not included in your current plan.'),
    ).toBeVisible();
  });
});

test.describe('the directory’s AI leads', () => {
  test('a company with the plan sees its leads with their reasons, each opening the company’s page to link with it', async ({
    page,
  }) => {
    const { name } = await prospect('Lead prospect');
    await signInToApp(page, people.admin);
    await page.goto('/network/companies');
    const leads = page.getByRole('region', { name: 'AI leads' }).getByRole('list', { name: 'AI leads' });
    const lead = leads.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(
      lead.getByText('Trades PE, PP, as you do · Offers extrusion and washing', { exact: true }),
    ).toBeVisible();
    await expect(lead.getByText(/^Denver, CO · [\d,]+ miles away$/)).toBeVisible();
    await expect(lead.getByText(/^Fit \d+ \/ 100$/)).toBeVisible();
    await expectAccessible(page, 'directory with leads');
    await lead.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Link with ${name}` })).toBeVisible();
  });

  test('a company on the free plan is shown what leads are and offered the upgrade', async ({ page }) => {
    await signInToApp(page, people.freeMember);
    await page.goto('/network/companies');
    await page
      .getByRole('region', { name: 'AI leads' })
      .getByRole('button', { name: 'See your leads' })
      .click();
    await expect(
      page
        .getByRole('dialog', { name: 'Upgrade your plan' })
        .getByText('AI leads is not included in your current plan.'),
    ).toBeVisible();
  });
});
