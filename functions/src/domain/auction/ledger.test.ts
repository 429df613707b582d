import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  genesis,
  hashOf,
  newLedgerKey,
  publicOf,
  verifyChain,
  verifyCommitments,
  type HiddenFields,
  type PublicEntry,
} from './ledger.js';

const AUCTION = 'ab12-cd34-ef56-gh78';
const KEY = newLedgerKey();

type Entry = PublicEntry & HiddenFields & { hash: string; bidderTenantId: string };

/** A chain of entries as the service writes them: the hidden fields committed to under the key, each hashed over its public fields and the hash before it. */
function chain(length: number, key = KEY): Entry[] {
  let prevHash = genesis(AUCTION);
  const entries: Entry[] = [];
  for (let seq = 1; seq <= length; seq++) {
    const hidden: HiddenFields = {
      bidderCompanyId: `company-${seq % 2}`,
      maximum: seq === 2 ? 5 : null,
      leaderCompanyId: `company-${seq % 2}`,
    };
    const fields: PublicEntry = {
      auctionId: AUCTION,
      seq,
      kind: seq % 3 === 0 ? 'PROXY' : 'BID',
      at: new Date(Date.UTC(2026, 2, 2, 12, seq)).toISOString(),
      bidderAlias: (seq % 2) + 1,
      price: 1 + seq / 10,
      leaderAlias: (seq % 2) + 1,
      leadingPrice: 1 + seq / 10,
      endDate: '2026-03-02T13:00:00.000Z',
      extended: seq === length,
      commitment: commitmentOf(key, AUCTION, seq, hidden),
      prevHash,
    };
    const hash = hashOf(fields);
    entries.push({ ...fields, ...hidden, hash, bidderTenantId: `tenant-${seq % 2}` });
    prevHash = hash;
  }
  return entries;
}

const headOf = (entries: Entry[]) => ({
  seq: entries.length,
  headHash: entries.at(-1)?.hash ?? genesis(AUCTION),
});

describe('the bid ledger’s chain', () => {
  it('verifies a chain written entry by entry, and an empty one', () => {
    const entries = chain(5);
    expect(verifyChain(AUCTION, entries, headOf(entries))).toEqual({
      valid: true,
      entries: 5,
      headHash: entries[4]!.hash,
      brokenAt: null,
      problem: null,
    });
    expect(verifyChain(AUCTION, [], { seq: 0, headHash: genesis(AUCTION) })).toMatchObject({
      valid: true,
      entries: 0,
      brokenAt: null,
    });
  });

  it('verifies over the public fields alone: what a bidder downloads is enough', () => {
    const entries = chain(4).map(publicOf);
    expect(Object.keys(entries[0]!).sort()).toEqual([
      'at',
      'auctionId',
      'bidderAlias',
      'commitment',
      'endDate',
      'extended',
      'hash',
      'kind',
      'leaderAlias',
      'leadingPrice',
      'prevHash',
      'price',
      'seq',
    ]);
    expect(verifyChain(AUCTION, entries, headOf(chain(4)))).toMatchObject({ valid: true, entries: 4 });
  });

  it('detects a change to any public field of any entry, at that entry', () => {
    const changes: Record<keyof PublicEntry | 'hash', unknown> = {
      auctionId: 'zz99-zz99-zz99-zz99',
      seq: 7,
      kind: 'MAXIMUM',
      at: '2026-03-02T12:00:00.000Z',
      bidderAlias: 9,
      price: 0.5,
      leaderAlias: 9,
      leadingPrice: 0.5,
      endDate: '2026-03-09T13:00:00.000Z',
      extended: true,
      commitment: 'c'.repeat(64),
      prevHash: 'f'.repeat(64),
      hash: '0'.repeat(64),
    };
    for (const field of Object.keys(changes) as Array<keyof typeof changes>) {
      for (const at of [1, 3]) {
        const entries = chain(4).map(publicOf);
        entries[at - 1] = { ...entries[at - 1]!, [field]: changes[field] };
        expect(verifyChain(AUCTION, entries, headOf(chain(4))), `${field} of entry ${at}`).toMatchObject({
          valid: false,
          brokenAt: at,
        });
      }
    }
  });

  it('detects a removed entry, in the middle or at the end', () => {
    const entries = chain(4);
    const head = headOf(entries);
    expect(verifyChain(AUCTION, [entries[0]!, entries[2]!, entries[3]!], head)).toMatchObject({
      valid: false,
      brokenAt: 2,
    });
    expect(verifyChain(AUCTION, entries.slice(0, 3), head)).toMatchObject({ valid: false, brokenAt: 4 });
    expect(verifyChain(AUCTION, entries.slice(1), head)).toMatchObject({ valid: false, brokenAt: 1 });
  });

  it('detects reordered entries, even renumbered', () => {
    const entries = chain(4);
    const head = headOf(entries);
    expect(verifyChain(AUCTION, [entries[0]!, entries[2]!, entries[1]!, entries[3]!], head)).toMatchObject({
      valid: false,
      brokenAt: 2,
    });
    const renumbered = [entries[0]!, { ...entries[2]!, seq: 2 }, { ...entries[1]!, seq: 3 }, entries[3]!];
    expect(verifyChain(AUCTION, renumbered, head)).toMatchObject({ valid: false, brokenAt: 2 });
  });

  it('detects a chain rewritten from an entry on, against the head the auction recorded', () => {
    const entries = chain(4);
    const head = headOf(entries);
    // Entry 3 changed and every hash after it recomputed: the chain holds, but not to the auction's head.
    const rewritten = entries.slice(0, 2);
    for (const e of entries.slice(2)) {
      const changed = { ...e, price: e.seq === 3 ? 9 : e.price, prevHash: rewritten.at(-1)!.hash };
      rewritten.push({ ...changed, hash: hashOf(changed) });
    }
    expect(verifyChain(AUCTION, rewritten)).toMatchObject({ valid: true });
    expect(verifyChain(AUCTION, rewritten, head)).toMatchObject({ valid: false, brokenAt: 4 });
  });

  it('belongs to its auction: another auction’s chain does not verify', () => {
    expect(verifyChain('other-auction', chain(2))).toMatchObject({ valid: false, brokenAt: 1 });
  });
});

describe('the commitments to what is hidden', () => {
  it('recompute for an auditor given the key and the hidden fields', () => {
    expect(verifyCommitments(KEY, chain(5))).toBeNull();
  });

  it('catch a hidden field changed after the bid, and a key that is not the auction’s', () => {
    const entries = chain(4);
    entries[2] = { ...entries[2]!, maximum: 7 };
    expect(verifyCommitments(KEY, entries)).toBe(3);
    const swapped = chain(4);
    swapped[1] = { ...swapped[1]!, bidderCompanyId: 'company-9' };
    expect(verifyCommitments(KEY, swapped)).toBe(2);
    expect(verifyCommitments(newLedgerKey(), chain(2))).toBe(1);
  });

  it('give a reader who brute-forces them the old way nothing, where the old plain hash gave away the maximum and the company', () => {
    const tenants = ['tenant-0', 'tenant-1', 'tenant-2', 'tenant-3'];
    const companies = ['company-0', 'company-1', 'company-2', 'company-3'];
    // Every price a bidder could plausibly have set as its maximum: $0.01 to $10.00 a pound.
    const grid = [null, ...Array.from({ length: 1000 }, (_, n) => (n + 1) / 100)];
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');

    // The old scheme: one plain SHA-256 over the public and the hidden fields, published with the entry.
    const victim = chain(2)[1]!;
    const oldHash = (e: PublicEntry, tenant: string, maximum: number | null) =>
      sha(
        JSON.stringify([
          e.auctionId,
          e.seq,
          e.kind,
          e.at,
          tenant,
          e.bidderAlias,
          e.price,
          maximum,
          tenant,
          e.leadingPrice,
          e.endDate,
          e.extended,
          e.prevHash,
        ]),
      );
    const published = oldHash(victim, 'tenant-0', 5);
    const recovered = tenants.flatMap((t) =>
      grid.filter((m) => oldHash(victim, t, m) === published).map((m) => [t, m]),
    );
    expect(recovered).toEqual([['tenant-0', 5]]);

    // The new scheme, attacked with every guess against everything a reader downloads of the entry.
    const downloaded = publicOf(victim);
    expect(JSON.stringify(downloaded)).not.toMatch(/tenant-|company-/);
    const targets = new Set([downloaded.hash, downloaded.commitment]);
    const guesses = (id: string, m: number | null) => [
      JSON.stringify(['polyloop-ledger-commitment', AUCTION, victim.seq, id, m, id]),
      JSON.stringify([
        victim.auctionId,
        victim.seq,
        victim.kind,
        victim.at,
        id,
        victim.bidderAlias,
        victim.price,
        m,
        id,
        victim.leadingPrice,
        victim.endDate,
        victim.extended,
        victim.prevHash,
      ]),
    ];
    const found = [...tenants, ...companies].flatMap((id) =>
      grid.flatMap((m) =>
        guesses(id, m)
          .flatMap((text) => [
            sha(text),
            createHmac('sha256', '').update(text).digest('hex'),
            createHmac('sha256', AUCTION).update(text).digest('hex'),
          ])
          .filter((h) => targets.has(h)),
      ),
    );
    expect(found).toEqual([]);
  });
});
