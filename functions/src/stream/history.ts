import type { HistoryEntry } from '@polyloop/shared/crm/activity';
import { ConditionFailed } from '../data/entity.js';
import { tableDefinition } from '../data/table.definition.js';
import { HistoryItem } from '../domain/history/history.entity.js';

type Image = Record<string, unknown>;
export interface HistoryRecord {
  eventId: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** Seconds since the epoch, as the stream gives it; used when the item carries no write time. */
  approximateTime?: number;
  before?: Image;
  after?: Image;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

/** Which feeds a record appears in, and how each names it ("Contact Jane Doe" under its company). */
const FEEDS: Record<string, (item: Image) => Array<{ rootId: unknown; subject: string }>> = {
  company: (i) => [{ rootId: i.companyId, subject: joined('Company', i.name) }],
  contact: (i) => [{ rootId: i.companyId, subject: joined('Contact', i.firstName, i.lastName) }],
  location: (i) => [{ rootId: i.companyId, subject: joined('Location', i.name || i.formattedAddress || i.address) }],
  'buy-profile': (i) => [{ rootId: i.companyId, subject: joined('Buy profile', i.materialType) }],
  material: (i) => [{ rootId: i.materialId, subject: joined('Material', i.name) }],
  'company-material': (i) => [
    { rootId: i.companyId, subject: joined('Material', i.materialName) },
    { rootId: i.materialId, subject: joined('Company', i.companyName) },
  ],
  touchpoint: (i) => [{ rootId: i.companyId, subject: joined('Touchpoint', str(i.date).slice(0, 10)) }],
  file: (i) => [{ rootId: i.recordId, subject: joined('File', i.name) }],
};
export const historyEntities = new Set(Object.keys(FEEDS));

/**
 * Attributes a user never sees as a change: keys, identifiers, write stamps, counters and values
 * copied from elsewhere (the company's latest touchpoint, sort helpers). `archived` has its own actions.
 */
const KEY_FIELDS = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey, ...tableDefinition.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])]);
const IGNORED = new Set([
  'tenantId', 'companyId', 'materialId', 'contactId', 'locationId', 'profileId', 'touchpointId', 'fileId', 'recordId', 'recordType', 'identifier',
  'createdDate', 'createdMonth', 'updatedDate', 'createdBy', 'createdByName', 'updatedBy', 'updatedByName', 'deletedBy', 'deletedByName', 'deletedDate',
  'uploadedBy', 'uploadedByName', 's3Key', 'state', 'status', 'nameKey', 'nameLower', 'sortName', 'searchName', 'lastTouchpoint', 'archived', 'expiresAt', 'version',
]);
const visible = (field: string) => !field.startsWith('__') && !KEY_FIELDS.has(field) && !IGNORED.has(field) && !/Count$/.test(field);

/** Compares values as stored (maps compare regardless of key order). */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stable((value as Image)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function diff(before: Image, after: Image): HistoryEntry['changes'] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(visible).sort();
  return fields.filter((f) => stable(before[f]) !== stable(after[f])).map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));
}

/** The entries one stream record produces (none for writes a user cannot see, such as a delete stamp). */
export function entriesFor(record: HistoryRecord): HistoryItem[] {
  const item = record.after ?? record.before;
  const entity = item?.__entity;
  const tenantId = item?.tenantId;
  const feeds = typeof entity === 'string' ? FEEDS[entity] : undefined;
  if (!item || !feeds || typeof entity !== 'string' || typeof tenantId !== 'string') return [];
  const image: Image = item;
  const before = record.before ?? {};
  const after = record.after ?? {};
  let action: HistoryEntry['action'];
  let changes: HistoryEntry['changes'] = [];
  if (record.eventName === 'INSERT') action = 'ADDED';
  else if (record.eventName === 'REMOVE') action = 'REMOVED';
  else if (before.archived !== after.archived && typeof after.archived === 'boolean') action = after.archived ? 'ARCHIVED' : 'RESTORED';
  // Companies say it with a status instead of a flag.
  else if (before.status !== after.status && (after.status === 'ARCHIVED' || before.status === 'ARCHIVED')) action = after.status === 'ARCHIVED' ? 'ARCHIVED' : 'RESTORED';
  else {
    changes = diff(before, after);
    if (!changes.length) return [];
    action = 'CHANGED';
  }
  const removed = record.eventName === 'REMOVE';
  const actorId = str(removed ? before.deletedBy || before.updatedBy : after.updatedBy) || null;
  const actorName = str(removed ? before.deletedByName || before.updatedByName : after.updatedByName) || 'System';
  const stampedAt = str(removed ? before.deletedDate : after.updatedDate);
  const at = stampedAt || new Date((record.approximateTime ?? 0) * 1000).toISOString();
  return feeds(image).flatMap(({ rootId, subject }) =>
    typeof rootId === 'string' && rootId
      ? [{ tenantId, rootId, at, historyId: record.eventId, recordType: entity, recordId: recordIdOf(entity, image), subject, action, changes, actorId, actorName }]
      : [],
  );
}

function recordIdOf(entity: string, item: Image): string {
  const id = { company: item.companyId, contact: item.contactId, location: item.locationId, 'buy-profile': item.profileId, material: item.materialId, touchpoint: item.touchpointId, file: item.fileId }[entity];
  return str(id) || (entity === 'company-material' ? `${str(item.companyId)}:${str(item.materialId)}` : str(item.id));
}

/** Writes a stream record's history entries; a retried record finds its entries written and moves on. */
export async function recordHistory(record: HistoryRecord): Promise<void> {
  for (const entry of entriesFor(record)) {
    try {
      await HistoryItem.create(entry);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
}
