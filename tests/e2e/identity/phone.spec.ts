import { expect, test } from '@playwright/test';
import { people } from '../support/people.js';
import { onboard, signInToApp, signUp, uniqueEmail } from './support.js';
import { sellerAndBuyer, sendOfferToLoneStar } from '../network/offers-support.js';
import { createHave } from '../supply/support.js';

/** A run-unique lot number, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

test.describe('a person’s phone number', () => {
  test('onboarding takes a phone typed with dashes, and the profile keeps it, shown formatted', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUp(page, { email: uniqueEmail('phone'), firstName: 'Pat', lastName: 'Phoner' });
    await onboard(page, { name: `Bluegrass Plastics ${run}`, shortCode: 'BGP', phone: '502-555-0123' });

    await page.goto('/settings');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(502) 555-0123');
  });

  test('the phone kept on the profile fills the offer’s contact, and the buyer reads it formatted', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await sellerAndBuyer(browser, request, async (a, b) => {
      // Saved once on the profile, typed the way people write it.
      await a.goto('/settings');
      await a.getByRole('textbox', { name: 'Phone' }).fill('312.555.0142');
      await a.getByRole('button', { name: 'Save profile' }).click();
      await expect(a.getByText('Your profile was saved.')).toBeVisible();
      await a.reload();
      await expect(a.getByRole('textbox', { name: 'Phone' })).toHaveValue('(312) 555-0142');

      // The offer's contact starts with it: nothing to type again.
      const have = await createHave(a, { lot: `PH-${run}` });
      await a.goto(`${have.url}/networkOffers`);
      await a.getByRole('button', { name: 'Send offer' }).click();
      const offerUrl = await sendOfferToLoneStar(a, async () => {
        await expect(a.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('(312) 555-0142');
      });

      // The buyer reads the seller's number as people write it, and can call it.
      await signInToApp(b, people.otherMember);
      await b.goto(offerUrl);
      const call = b.getByRole('link', { name: '(312) 555-0142' });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:+13125550142');
      await expect(b.getByText('3125550142')).toHaveCount(0);
    });
  });
});
