import {
  JOURNAL_BATCH_MESSAGES,
  type JournalBatch,
  type JournalBatchInput,
} from '@polyloop/shared/contract/routes/finance-batches';
import { ConditionFailed } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { newId, now } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Download } from '../export/index.js';
import {
  JournalBatchEntity,
  JournalExportClaimEntity,
  listClaimsOfMonth,
  listJournalBatches,
  type JournalBatchRecord,
} from './journal.batch.entity.js';
import { batchCsv, batchIif } from './journal.batch.render.js';
import { listJournalOfPeriod, type JournalEntryRecord } from '../ledger/index.js';

/** Claims run this many at a time: a month of a busy tenant is thousands of entries. */
const CLAIMS_AT_ONCE = 16;

const view = (b: JournalBatchRecord): JournalBatch => ({
  id: b.id,
  month: b.month,
  entryCount: b.entryCount,
  debitCents: b.debitCents,
  createdDate: b.createdDate,
  createdBy: b.createdBy,
});

/** A month's first and last day (yyyy-mm-dd). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const debits = (entries: readonly JournalEntryRecord[]) =>
  entries.reduce((sum, e) => sum + e.lines.reduce((s, l) => s + l.debitCents, 0), 0);

/** The batches exported so far, newest first. */
export async function list(actor: Member): Promise<JournalBatch[]> {
  return (await listJournalBatches(actor.tenantId)).reverse().map(view);
}

/** Claims the entry for the batch unless another batch has it already; answers whether it did. */
async function claim(tenantId: string, month: string, entryId: string, batchId: string): Promise<boolean> {
  try {
    await JournalExportClaimEntity.create({ tenantId, month, entryId, batchId, createdDate: now() });
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed) return false;
    throw err;
  }
}

/**
 * A new batch of the month's entries that no batch holds yet. The batch is written first and each
 * entry is then claimed (a claim item created only if none exists for it), so two batches made at once
 * split the month between them, and a batch cut short holds what it claimed and leaves the rest
 * for the next one: an entry is never in two batches.
 */
export async function create(actor: Member, input: JournalBatchInput): Promise<JournalBatch> {
  const { tenantId } = actor;
  const { from, to } = monthBounds(input.month);
  const [entries, claims] = await Promise.all([
    listJournalOfPeriod(tenantId, from, to),
    listClaimsOfMonth(tenantId, input.month),
  ]);
  const exported = new Set(claims.map((c) => c.entryId));
  const open = entries.filter((e) => !exported.has(e.id));
  if (open.length === 0) throw new Conflict(JOURNAL_BATCH_MESSAGES.nothingToExport, 'NOTHING_TO_EXPORT');
  const batch = await JournalBatchEntity.create({
    tenantId,
    id: newId(),
    month: input.month,
    entryCount: 0,
    debitCents: 0,
    createdDate: now(),
    createdBy: actor.userId,
  });
  const claimed: JournalEntryRecord[] = [];
  for (let i = 0; i < open.length; i += CLAIMS_AT_ONCE) {
    const chunk = open.slice(i, i + CLAIMS_AT_ONCE);
    const won = await Promise.all(chunk.map((e) => claim(tenantId, input.month, e.id, batch.id)));
    claimed.push(...chunk.filter((_, j) => won[j]));
  }
  if (claimed.length === 0) {
    // Another batch made at the same moment took them all.
    await JournalBatchEntity.delete({ tenantId, id: batch.id });
    throw new Conflict(JOURNAL_BATCH_MESSAGES.nothingToExport, 'NOTHING_TO_EXPORT');
  }
  const done = await JournalBatchEntity.update(
    { tenantId, id: batch.id },
    { entryCount: claimed.length, debitCents: debits(claimed) },
  );
  return view(done);
}

/** The batch's entries (those it claimed), oldest posting first. */
async function entriesOf(batch: JournalBatchRecord): Promise<JournalEntryRecord[]> {
  const { from, to } = monthBounds(batch.month);
  const [entries, claims] = await Promise.all([
    listJournalOfPeriod(batch.tenantId, from, to),
    listClaimsOfMonth(batch.tenantId, batch.month),
  ]);
  const mine = new Set(claims.filter((c) => c.batchId === batch.id).map((c) => c.entryId));
  return entries.filter((e) => mine.has(e.id));
}

/** The batch as CSV or IIF: the same file on every download (its entries never change). */
export async function download(actor: Member, id: string, format: 'csv' | 'iif'): Promise<Download> {
  const batch = await JournalBatchEntity.get({ tenantId: actor.tenantId, id });
  if (!batch) throw new NotFound();
  const entries = await entriesOf(batch);
  const fileName = `journal-${batch.month}-${batch.id}.${format}`;
  return format === 'csv'
    ? { fileName, contentType: 'text/csv; charset=utf-8', body: batchCsv(entries) }
    : { fileName, contentType: 'text/plain; charset=utf-8', body: batchIif(entries) };
}
