import type { JournalKind, LedgerAccount } from '@polyloop/shared/finance/accounts';
import { balanced } from '@polyloop/shared/finance/accounts';
import type { MaterialType } from '@polyloop/shared/enums';
import type { TxItem } from '../../data/entity.js';
import { newId, now } from '../../lib/commit.js';
import { JournalEntryEntity, type JournalEntryRecord, type StoredJournalLine } from './journal.entity.js';

/** One side of a posting: an account debited or credited with whole cents (0 lines are dropped). */
export interface Leg {
  account: LedgerAccount;
  cents: number;
  company?: { id: string; name: string };
  materialType?: MaterialType;
}

export interface Posting {
  tenantId: string;
  postingDate: string;
  kind: JournalKind;
  source: { kind: string; id: string; label: string };
  description: string;
  debit: Leg[];
  credit: Leg[];
  /** Who posted it (a user id, or the schedule's name). */
  by: string;
}

export class UnbalancedEntry extends Error {
  constructor(readonly posting: Posting) {
    super(`Unbalanced journal entry for ${posting.source.kind} ${posting.source.id}`);
  }
}

const line = (leg: Leg, side: 'debit' | 'credit'): StoredJournalLine => ({
  account: leg.account,
  debitCents: side === 'debit' ? leg.cents : 0,
  creditCents: side === 'credit' ? leg.cents : 0,
  ...(leg.company ? { companyId: leg.company.id, companyName: leg.company.name } : {}),
  ...(leg.materialType ? { materialType: leg.materialType } : {}),
});

/** A leg with a negative amount belongs on the other side. */
const sided = (legs: Leg[], side: 'debit' | 'credit') =>
  legs
    .filter((l) => l.cents !== 0)
    .map((l) =>
      l.cents > 0 ? line(l, side) : line({ ...l, cents: -l.cents }, side === 'debit' ? 'credit' : 'debit'),
    );

/** The entry's lines; throws when they do not balance (the entity refuses such an entry too). */
export function linesOf(posting: Posting): StoredJournalLine[] {
  const lines = [...sided(posting.debit, 'debit'), ...sided(posting.credit, 'credit')];
  if (lines.length && !balanced(lines)) throw new UnbalancedEntry(posting);
  return lines;
}

/** The journal entry a posting writes (its lines checked to balance); none when it moves nothing. */
export function journalEntryOf(posting: Posting, at = now()): JournalEntryRecord | undefined {
  const lines = linesOf({ ...posting });
  if (lines.length === 0) return undefined;
  return {
    tenantId: posting.tenantId,
    id: newId(),
    postingDate: posting.postingDate,
    kind: posting.kind,
    sourceKind: posting.source.kind,
    sourceId: posting.source.id,
    sourceLabel: posting.source.label,
    description: posting.description,
    lines,
    createdDate: at,
    createdBy: posting.by,
  };
}

/** A posting as one piece of the transaction that writes what it comes from; none when it moves nothing. */
export function journalTx(posting: Posting): TxItem[] {
  const entry = journalEntryOf(posting);
  return entry ? [JournalEntryEntity.tx.create(entry)] : [];
}
