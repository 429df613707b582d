import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { people, signInAs } from './support/people.js';
import { ownChannel, publishPing, subscribed } from './support/realtime.js';

test('a real-time ping on a user’s channel shows as a toast to that user only', async ({ browser }) => {
  const alice = people.member; // company 1
  const bob = people.otherMember; // company 2
  const [aliceChannel, bobChannel] = await Promise.all([ownChannel(alice), ownChannel(bob)]);
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  try {
    const alicePage = await aliceContext.newPage();
    const bobPage = await bobContext.newPage();
    const aliceListening = subscribed(alicePage, aliceChannel);
    const bobListening = subscribed(bobPage, bobChannel);
    await signInAs(alicePage, alice);
    await signInAs(bobPage, bob);
    await Promise.all([aliceListening, bobListening]);

    const forAlice = `Your bale of HDPE was bid on ${randomUUID().slice(0, 8)}`;
    await publishPing(aliceChannel, forAlice);
    await expect(alicePage.getByText(forAlice)).toBeVisible();

    // Bob's socket is live: an event published after Alice's reaches him, and Alice's never did.
    const forBob = `Your PET flakes shipped ${randomUUID().slice(0, 8)}`;
    await publishPing(bobChannel, forBob);
    await expect(bobPage.getByText(forBob)).toBeVisible();
    await expect(bobPage.getByText(forAlice)).toHaveCount(0);
    await expect(alicePage.getByText(forBob)).toHaveCount(0);
  } finally {
    await aliceContext.close();
    await bobContext.close();
  }
});
