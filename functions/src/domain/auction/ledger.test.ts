import { describe, expect, it } from 'vitest';
import type { LedgerEntryItem } from './auction.entity.js';
import { seqKey } from './auction.entity.js';
import { genesis, hashOf, verifyChain, type Chained } from './ledger.js';

const AUCTION = 'ab12-cd34-ef56-gh78';

/** A chain of entries as the service writes them: each hashed over its fields and the hash before it. */
function chain(length: number): LedgerEntryItem[] {
  let prevHash = genesis(AUCTION);
  const entries: LedgerEntryItem[] = [];
  for (let seq = 1; seq <= length; seq++) {
    const fields: Chained = {
      auctionId: AUCTION,
      seq,
      kind: seq % 3 === 0 ? 'PROXY' : 'BID',
      at: new Date(Date.UTC(2026, 2, 2, 12, seq)).toISOString(),
      bidderTenantId: `tenant-${seq % 2}`,
      bidderAlias: (seq % 2) + 1,
      price: 1 + seq / 10,
      ...(seq === 2 ? { maximum: 5 } : {}),
      leaderTenantId: `tenant-${seq % 2}`,
      leadingPrice: 1 + seq / 10,
      endDate: '2026-03-02T13:00:00.000Z',
      extended: seq === length,
      prevHash,
    };
    const hash = hashOf(fields);
    entries.push({ ...fields, seqKey: seqKey(seq), hash });
    prevHash = hash;
  }
  return entries;
}

const headOf = (entries: LedgerEntryItem[]) => ({ seq: entries.length, headHash: entries.at(-1)?.hash ?? genesis(AUCTION) });

describe('the bid ledger', () => {
  it('verifies a chain written entry by entry, and an empty one', () => {
    const entries = chain(5);
    expect(verifyChain(AUCTION, entries, headOf(entries))).toEqual({ valid: true, entries: 5, headHash: entries[4]!.hash, brokenAt: null, problem: null });
    expect(verifyChain(AUCTION, [], { seq: 0, headHash: genesis(AUCTION) })).toMatchObject({ valid: true, entries: 0, brokenAt: null });
  });

  it('detects a change to any field of any entry, at that entry', () => {
    const changes: Record<string, unknown> = {
      auctionId: 'zz99-zz99-zz99-zz99',
      seq: 7,
      kind: 'MAXIMUM',
      at: '2026-03-02T12:00:00.000Z',
      bidderTenantId: 'tenant-9',
      bidderAlias: 9,
      price: 0.5,
      maximum: 9,
      leaderTenantId: 'tenant-9',
      leadingPrice: 0.5,
      endDate: '2026-03-09T13:00:00.000Z',
      extended: true,
      prevHash: 'f'.repeat(64),
      hash: '0'.repeat(64),
    };
    const fields = Object.keys(chain(1)[0]!).filter((k) => k !== 'seqKey');
    // Every stored field is covered: a field added later must be added here (and to the hash) too.
    expect(fields.sort()).toEqual(Object.keys(changes).filter((k) => k !== 'maximum').sort());
    for (const field of Object.keys(changes)) {
      for (const at of [1, 3]) {
        const entries = chain(4);
        entries[at - 1] = { ...entries[at - 1]!, [field]: changes[field] };
        const result = verifyChain(AUCTION, entries, headOf(chain(4)));
        expect(result, `${field} of entry ${at}`).toMatchObject({ valid: false, brokenAt: at });
      }
    }
  });

  it('detects a removed entry, in the middle or at the end', () => {
    const entries = chain(4);
    const head = headOf(entries);
    expect(verifyChain(AUCTION, [entries[0]!, entries[2]!, entries[3]!], head)).toMatchObject({ valid: false, brokenAt: 2 });
    expect(verifyChain(AUCTION, entries.slice(0, 3), head)).toMatchObject({ valid: false, brokenAt: 4 });
    expect(verifyChain(AUCTION, entries.slice(1), head)).toMatchObject({ valid: false, brokenAt: 1 });
  });

  it('detects reordered entries, even renumbered', () => {
    const entries = chain(4);
    const head = headOf(entries);
    expect(verifyChain(AUCTION, [entries[0]!, entries[2]!, entries[1]!, entries[3]!], head)).toMatchObject({ valid: false, brokenAt: 2 });
    const renumbered = [entries[0]!, { ...entries[2]!, seq: 2 }, { ...entries[1]!, seq: 3 }, entries[3]!];
    expect(verifyChain(AUCTION, renumbered, head)).toMatchObject({ valid: false, brokenAt: 2 });
  });

  it('detects a chain rewritten from an entry on, against the head the auction recorded', () => {
    const entries = chain(4);
    const head = headOf(entries);
    // Entry 3 changed and every hash after it recomputed: the chain holds, but not to the auction's head.
    const rewritten = entries.slice(0, 2);
    for (const e of entries.slice(2)) {
      const { hash: _hash, seqKey: _key, ...fields } = e;
      const changed = { ...fields, price: fields.seq === 3 ? 9 : fields.price, prevHash: rewritten.at(-1)!.hash };
      rewritten.push({ ...changed, seqKey: seqKey(e.seq), hash: hashOf(changed) });
    }
    expect(verifyChain(AUCTION, rewritten)).toMatchObject({ valid: true });
    expect(verifyChain(AUCTION, rewritten, head)).toMatchObject({ valid: false, brokenAt: 4 });
  });

  it('belongs to its auction: another auction’s chain does not verify', () => {
    const entries = chain(2);
    expect(verifyChain('other-auction', entries)).toMatchObject({ valid: false, brokenAt: 1 });
  });
});
