import { createHash, createHmac } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { NetworkRoutes } from '@polyloop/shared';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { signedInClient } from '../support/client.js';
import { eventually } from '../support/eventually.js';
import { age, auctioneerWith, auctionOf, bidBy } from './auctions-support.js';
import { useParties } from './network-support.js';

/**
 * The bid ledger, tried as a rival would: what each reader downloads is verifiable over what it
 * may see and gives away nothing hidden; the ledger cannot be rewritten unnoticed once sealed; what
 * a bid commits is there the moment it is answered, however far the table stream lags; and a bid
 * that reaches the table after the end is refused.
 */

const cloud = inject('cloud');

const [owner, first, second] = useParties(cloud, ['Ledger owner', 'Ledger first', 'Ledger second']);

beforeAll(async () => {
  await auctioneerWith(owner, [first, second]);
});

/** A bidder's copy of the ledger as rows of cells (none of its cells holds a comma, a quote or a line break). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stream held back (as a lagging stream in AWS), for the length of `run`. */
async function withStreamHeld<T>(run: () => Promise<T>): Promise<T> {
  const stream = (state: string) =>
    fetch(`http://127.0.0.1:${cloud.ports.aws}/_local/stream?state=${state}`, { method: 'POST' });
  expect((await stream('held')).status).toBe(200);
  try {
    return await run();
  } finally {
    await stream('flowing');
  }
}

describe('what a reader of the ledger may verify, and learn', () => {
  it('lets a bidder check every hash of its download over the columns it sees, and no guess at a rival’s maximum or company matches anything in it', async () => {
    const auction = await auctionOf(owner, [first, second]);
    const id = auction.id;
    // The first bidder's hidden maximum is 0.57: what a rival would want to learn.
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.57) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.4) });
    const csv = (await second.member.ok(NetworkRoutes.downloadAuctionLedger, { params: { id } })).text;
    const [header, ...rows] = rowsOf(csv);
    const col = (name: string) => header!.indexOf(name);
    expect(rows.length).toBe(3);

    // The chain, recomputed from the download alone, ends at the head the check answers.
    let prev = sha256(`polyloop-auction:${id}`);
    for (const r of rows) {
      const fields = [
        id,
        Number(r[col('Sequence')]),
        r[col('Kind')],
        r[col('Time (UTC)')],
        Number(r[col('Bidder no.')]),
        Number(r[col('Price (USD per POUND)')]),
        Number(r[col('Leader no.')]),
        Number(r[col('Leading price')]),
        r[col('Ends')],
        r[col('Extended')] === 'true',
        r[col('Commitment')],
        r[col('Previous hash')],
      ];
      expect(r[col('Previous hash')]).toBe(prev);
      expect(sha256(JSON.stringify(fields))).toBe(r[col('Hash')]);
      prev = r[col('Hash')]!;
    }
    expect(
      (await second.member.ok(NetworkRoutes.verifyAuctionLedger, { params: { id } })).body,
    ).toMatchObject({ valid: true, entries: 3, headHash: prev });

    // Nothing hidden is in it: no tenant id, and the rival's maximum in no cell of its rows.
    const tenants = [owner, first, second].map((p) => p.company.tenantId);
    for (const tenant of tenants) expect(csv).not.toContain(tenant);
    const rivalRows = rows.filter((r) => !r[col('Bidder')]!.includes('(you)'));
    expect(rivalRows.flatMap((r) => r[col('Your maximum')])).toEqual(rivalRows.map(() => ''));

    // The old attack: every maximum from $0.01 to $2.00 with every company and tenant, hashed as the
    // old ledger hashed them (and keyed with anything a reader knows), against every hash in the download.
    const targets = new Set(rows.flatMap((r) => [r[col('Hash')], r[col('Commitment')]]));
    const who = [...tenants, owner.id, first.id, second.id];
    const grid = [null, ...Array.from({ length: 200 }, (_, n) => (n + 1) / 100)];
    const hits = rivalRows.flatMap((r) =>
      who.flatMap((w) =>
        grid.flatMap((m) => {
          const old = JSON.stringify([
            id,
            Number(r[col('Sequence')]),
            r[col('Kind')],
            r[col('Time (UTC)')],
            w,
            Number(r[col('Bidder no.')]),
            Number(r[col('Price (USD per POUND)')]),
            m,
            w,
            Number(r[col('Leading price')]),
            r[col('Ends')],
            r[col('Extended')] === 'true',
            r[col('Previous hash')],
          ]);
          const committed = JSON.stringify([
            'polyloop-ledger-commitment',
            id,
            Number(r[col('Sequence')]),
            w,
            m,
            w,
          ]);
          return [
            sha256(old),
            sha256(committed),
            createHmac('sha256', id).update(committed).digest('hex'),
          ].filter((h) => targets.has(h));
        }),
      ),
    );
    expect(hits).toEqual([]);
    // The bidder sees its own maximum, and nobody else's.
    const mine = (await first.member.ok(NetworkRoutes.downloadAuctionLedger, { params: { id } })).text;
    expect(mine).toContain('0.57');
    expect(csv).not.toContain('0.57');
  });
});

describe('what an auditor may verify', () => {
  it('gives the platform’s auditor the key and the hidden fields, and every commitment recomputes; a maximum changed after the bid is found', async () => {
    const { id } = await auctionOf(owner, [first, second]);
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.5) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.4) });
    // Nobody but the platform's administrators is given it, the owner included.
    expect((await owner.admin.refused(NetworkRoutes.discloseAuctionLedger, { params: { id } })).status).toBe(
      403,
    );
    const auditor = await signedInClient(cloud, platformAdministrator.email, DEMO_PASSWORD);
    const disclosed = (await auditor.ok(NetworkRoutes.discloseAuctionLedger, { params: { id } })).body;
    expect(disclosed).toMatchObject({
      commitmentsValid: true,
      badCommitmentAt: null,
      verification: { valid: true },
    });
    expect(disclosed.entries.find((e) => e.maximum !== null)).toMatchObject({
      bidderCompanyId: first.id,
      maximum: 0.5,
    });
    const recomputed = disclosed.entries.map((e) =>
      createHmac('sha256', Buffer.from(disclosed.key, 'base64url'))
        .update(
          JSON.stringify([
            'polyloop-ledger-commitment',
            id,
            e.seq,
            e.bidderCompanyId,
            e.maximum,
            e.leaderCompanyId,
          ]),
        )
        .digest('hex'),
    );
    expect(recomputed).toEqual(disclosed.entries.map((e) => e.commitment));

    const { LedgerEntryEntity, seqKey } = await import('@polyloop/functions/domain/auction/auction.entity');
    await LedgerEntryEntity.update({ auctionId: id, seqKey: seqKey(1) }, { maximum: 0.9 });
    expect((await auditor.ok(NetworkRoutes.discloseAuctionLedger, { params: { id } })).body).toMatchObject({
      commitmentsValid: false,
      badCommitmentAt: 1,
    });
  });
});

describe('a ledger that cannot be rewritten unnoticed', () => {
  it('is sealed in write-once storage at the close, and a ledger rewritten in the table and chained anew no longer verifies', async () => {
    const { id } = await auctionOf(owner, [first, second]);
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.31) });
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.32) });
    await age(id);
    const { close } = await import('@polyloop/functions/domain/auction/auction.timers');
    expect(await close(id)).toBe('closed');
    const sealed = await eventually(
      async () =>
        (await owner.member.ok(NetworkRoutes.verifyAuctionLedger, { params: { id } })).body.sealed ??
        undefined,
    );
    expect(sealed.headHash).toMatch(/^[0-9a-f]{64}$/);

    // Whoever can write the table puts a new entry 2 over the old one and chains every entry after it anew, head included.
    const { AuctionEntity, LedgerEntryEntity, listLedger } =
      await import('@polyloop/functions/domain/auction/auction.entity');
    const { hashOf } = await import('@polyloop/functions/domain/auction/ledger');
    const entries = await listLedger(id);
    let prevHash = entries[0]!.hash;
    for (const e of entries.slice(1)) {
      const forged = { ...e, price: e.seq === 2 ? 0.2 : e.price, prevHash };
      forged.hash = hashOf(forged);
      prevHash = forged.hash;
      await LedgerEntryEntity.put(forged);
    }
    const item = await AuctionEntity.get({ auctionId: id }, { consistent: true });
    await AuctionEntity.update(
      { auctionId: id },
      { headHash: prevHash, version: item!.version + 1 },
      { current: item!, condition: { version: item!.version } },
    );

    const check = (await first.member.ok(NetworkRoutes.verifyAuctionLedger, { params: { id } })).body;
    expect(check).toMatchObject({
      valid: false,
      brokenAt: 2,
      problem: 'Entry 2 differs from the copy sealed at the close.',
    });
  });

  it('writes each entry once: an entry already written cannot be written over', async () => {
    const { id } = await auctionOf(owner, [first]);
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
    const { LedgerEntryEntity, listLedger } =
      await import('@polyloop/functions/domain/auction/auction.entity');
    const { transact, ConditionFailed } = await import('@polyloop/functions/data/entity');
    const [entry] = await listLedger(id);
    await expect(transact([LedgerEntryEntity.tx.create({ ...entry!, price: 9 })])).rejects.toBeInstanceOf(
      ConditionFailed,
    );
    expect((await listLedger(id))[0]!.price).toBe(0.3);
  });
});

describe('what a bid commits, whatever the stream’s lag', () => {
  it('shows every entry, the leader’s company and each bidder’s standing at once while the stream is held back, and the check finds no gap', async () => {
    const { id } = await auctionOf(owner, [first, second]);
    await withStreamHeld(async () => {
      await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
      await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.31) });
      await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.32) });
      const bids = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body;
      expect(bids.map((b) => [b.seq, b.company?.name])).toEqual([
        [3, first.company.name],
        [2, second.company.name],
        [1, first.company.name],
      ]);
      expect(
        (await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.leadingBid,
      ).toMatchObject({ company: { id: first.id }, price: { unitValue: 0.32 } });
      expect(
        (await second.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.currentBidderStatus,
      ).toBe('TRAILING');
      expect(
        (await first.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.currentBidderStatus,
      ).toBe('LEADING');
      expect(
        (await owner.member.ok(NetworkRoutes.listAuctionBidders, { params: { id } })).body.map((b) => [
          b.alias,
          b.bidCount,
        ]),
      ).toEqual([
        ['Bidder 1', 2],
        ['Bidder 2', 1],
      ]);
      expect(
        (await second.member.ok(NetworkRoutes.verifyAuctionLedger, { params: { id } })).body,
      ).toMatchObject({ valid: true, entries: 3, problem: null });
    });
  });
});

describe('the end, as the write sees it', () => {
  it('refuses a bid whose lookups ran past the end, though it was placed before the end', async () => {
    const { id } = await auctionOf(owner, [first], { endDate: new Date(Date.now() + 4_000).toISOString() });
    const { loadActor } = await import('@polyloop/functions/domain/access/access.service');
    const { asMember } = await import('@polyloop/functions/lib/actor');
    const { placeBid } = await import('@polyloop/functions/domain/auction/auction.bids');
    const { PublicLocation } =
      await import('@polyloop/functions/domain/public-company/public-location.entity');
    const { AuctionEntity } = await import('@polyloop/functions/domain/auction/auction.entity');
    const end = new Date((await AuctionEntity.get({ auctionId: id }))!.endDate).getTime();
    const actor = asMember(
      await loadActor({ sub: first.company.admin.userId, email: first.company.admin.email }),
    );
    // The bidder's destination is read slowly: the answer comes half a second after the end.
    const read = PublicLocation.get.bind(PublicLocation);
    const slow = vi.spyOn(PublicLocation, 'get').mockImplementation(async (...args) => {
      await new Promise((r) => setTimeout(r, Math.max(0, end + 500 - Date.now())));
      return read(...args);
    });
    try {
      expect(Date.now()).toBeLessThan(end);
      await expect(placeBid(actor, id, bidBy(first, 0.3))).rejects.toMatchObject({
        status: 409,
        message: AUCTION_MESSAGES.ended,
      });
    } finally {
      slow.mockRestore();
    }
    expect((await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body).toMatchObject({
      bidCount: 0,
      leadingBid: null,
    });
  });
});
