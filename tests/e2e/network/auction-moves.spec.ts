import { expect, test } from '@playwright/test';
import { auctionOf, allowAuctions, inMinutes, perLb } from '../../integration/auctions-support.js';
import { fact, openAuction, personIn, placeBid } from './auction-support.js';
import { link, trader, type Trader } from './support.js';
import { momentAhead, pickMoment } from '../support/controls.js';

let owner: Trader;
let bidder: Trader;

test.beforeAll(async () => {
  // Companies are made through the onboarding services: slow on a busy machine.
  test.setTimeout(180_000);
  [owner, bidder] = await Promise.all([trader('Auction moves seller'), trader('Auction moves bidder')]);
  await link(owner, bidder);
  await allowAuctions(owner);
});

test('once a bid is placed the seller may only move the end later, and the move is in the auction’s history for the bidder too', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const auction = await auctionOf(owner, [bidder], {
    endDate: inMinutes(109),
    startingBid: perLb(0.4),
    materialName: 'PP regrind, end moved',
  });
  const seller = await personIn(browser, owner.person);
  const buyer = await personIn(browser, bidder.person);
  await openAuction(seller, auction.id);
  await openAuction(buyer, auction.id);

  await placeBid(buyer.page);
  await expect(fact(buyer.page, 'My standing')).toHaveText('Leading');
  await expect(fact(seller.page, 'Bids')).toHaveText('1');
  const firstEnd = (await fact(seller.page, 'Ends').textContent())!;

  // Twenty minutes from now would cut the bidders' time short: refused, on the field.
  await seller.page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = seller.page.getByRole('dialog', { name: 'Edit auction' });
  await expect(edit.getByText('Bids have been placed: the end may only move later.')).toBeVisible();
  await pickMoment(edit, 'End date and time', momentAhead(20 * 60_000));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    edit.getByText('Bids have been placed: the end may only move later than it is now.'),
  ).toBeVisible();
  await expect(fact(seller.page, 'Ends')).toHaveText(firstEnd);
  await expect(fact(buyer.page, 'Ends')).toHaveText(firstEnd);

  // Three hours from now is later: saved, and both companies read the move in the auction's history.
  await pickMoment(edit, 'End date and time', momentAhead(3 * 60 * 60_000));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(fact(seller.page, 'Ends')).not.toHaveText(firstEnd);
  const newEnd = (await fact(seller.page, 'Ends').textContent())!;
  for (const page of [seller.page, buyer.page]) {
    await expect(fact(page, 'Ends')).toHaveText(newEnd);
    const history = page.getByRole('list', { name: 'Auction history' });
    await expect(history.getByRole('listitem').filter({ hasText: 'moved the end' })).toContainText(
      `${owner.company.name} moved the end from ${firstEnd} to ${newEnd}`,
    );
  }
  await Promise.all([seller.close(), buyer.close()]);
});

test('a hidden maximum that reaches the reserve: the bidder is told why its price moved, its first bid reads Raised, the counts agree and the seller sees the next minimum', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const auction = await auctionOf(owner, [bidder], {
    startingBid: perLb(0.4),
    reservePrice: perLb(0.5),
    materialName: 'PP regrind, proxy to the reserve',
  });
  const seller = await personIn(browser, owner.person);
  const buyer = await personIn(browser, bidder.person);
  await openAuction(seller, auction.id);
  await openAuction(buyer, auction.id);

  await placeBid(buyer.page, { price: '0.46' });
  await expect(fact(buyer.page, 'Leading bid')).toHaveText('$0.46 / lb · You');
  await expect(fact(seller.page, 'Reserve')).toHaveText('$0.50 / lb (not met)');

  // The bidder sets a hidden maximum above the seller's reserve: its bid moves up to the reserve, and it is told why.
  await placeBid(buyer.page, { maximum: '0.55' });
  await expect(fact(buyer.page, 'Leading bid')).toHaveText('$0.50 / lb · You');
  const why = buyer.page.getByRole('status', { name: 'Your last bid' });
  await expect(why).toContainText('Your maximum of $0.55 / lb reaches the seller’s reserve');
  await expect(why).toContainText('you lead at $0.50 / lb');

  // Its own first bid was raised, not outbid; the count of bids is the rows listed.
  for (const page of [buyer.page, seller.page]) {
    const bids = page.getByRole('table', { name: 'Bids, latest first' });
    await expect(bids.getByRole('row', { name: /\$0\.46 \/ lb/ })).toContainText('Raised');
    await expect(bids.getByRole('row', { name: /\$0\.46 \/ lb/ })).not.toContainText('Outbid');
    await expect(bids.getByRole('row', { name: /\$0\.50 \/ lb/ })).toContainText('Leading');
    await expect(bids.getByRole('row')).toHaveCount(3);
    await expect(fact(page, 'Bids')).toHaveText('2');
  }

  // The seller sees the least the next bid may be.
  await expect(fact(seller.page, 'Next bid at least')).toHaveText('$0.51 / lb');
  await expect(fact(seller.page, 'Reserve')).toHaveText('$0.50 / lb (met)');
  await Promise.all([seller.close(), buyer.close()]);
});
