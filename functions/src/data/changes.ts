import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { tableDefinition } from './table.definition.js';

/** An item as the table stream shows it: every stored attribute, keys and markers included. */
export type Image = Record<string, unknown>;

/** One write to one item, from the table stream. */
export interface ItemChange {
  /** The stream record's id: the same on every redelivery of that record. */
  id: string;
  kind: 'INSERT' | 'MODIFY' | 'REMOVE';
  before?: Image;
  after?: Image;
  /** When DynamoDB wrote it (the stream's time, to the second). */
  at: string;
}

const image = (raw: unknown): Image | undefined =>
  raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined;

export function changeOf(record: DynamoDBRecord): ItemChange {
  return {
    id: record.eventID ?? record.dynamodb?.SequenceNumber ?? '',
    kind: record.eventName ?? 'MODIFY',
    before: image(record.dynamodb?.OldImage),
    after: image(record.dynamodb?.NewImage),
    at: new Date((record.dynamodb?.ApproximateCreationDateTime ?? 0) * 1000).toISOString(),
  };
}

/** The entity a changed item belongs to. */
export const entityOf = (change: ItemChange): string | undefined => {
  const name = (change.after ?? change.before)?.__entity;
  return typeof name === 'string' ? name : undefined;
};

/**
 * Attributes a person never sees as a change: keys, identifiers, write stamps, counters and
 * values copied from elsewhere (the company's latest touchpoint, sort helpers, a have's list lane).
 * `archived`, and a status moving to or from ARCHIVED, have actions of their own (archived,
 * restored); any other status change (a have completed) is a change people see.
 */
const KEY_FIELDS = new Set<string>([
  tableDefinition.partitionKey,
  tableDefinition.sortKey,
  ...tableDefinition.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
]);
const IGNORED = new Set([
  'tenantId',
  'companyId',
  'materialId',
  'contactId',
  'locationId',
  'profileId',
  'touchpointId',
  'fileId',
  'recordId',
  'recordType',
  'identifier',
  'userId',
  'createdDate',
  'createdMonth',
  'updatedDate',
  'createdBy',
  'createdByName',
  'updatedBy',
  'updatedByName',
  'deletedBy',
  'deletedByName',
  'deletedDate',
  'uploadedBy',
  'uploadedByName',
  's3Key',
  'state',
  'lane',
  'draftId',
  'groupId',
  'nameKey',
  'nameLower',
  'sortName',
  'searchName',
  'lastTouchpoint',
  'archived',
  'expiresAt',
  'version',
  'lastSigninDate',
  'editedDate',
]);
export const visibleField = (field: string) =>
  !field.startsWith('__') && !KEY_FIELDS.has(field) && !IGNORED.has(field) && !/Count$/.test(field);

/** Compares values as stored (maps compare regardless of key order). */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Image)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The visible fields a write changed, with their old and new values, by field name. */
export function diff(
  before: Image,
  after: Image,
): Array<{ field: string; oldValue: unknown; newValue: unknown }> {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(visibleField).sort();
  return fields
    .filter((f) => stable(before[f]) !== stable(after[f]))
    .map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));
}

/** What a write did to an item, as a person would say it. */
export type ChangeAction = 'ADDED' | 'CHANGED' | 'ARCHIVED' | 'RESTORED' | 'REMOVED';
export interface Classified {
  action: ChangeAction;
  /** The visible fields changed (CHANGED only). */
  changes: ReturnType<typeof diff>;
  actorId: string | null;
  actorName: string;
  at: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Reads a write the way the history feed and the domain events both tell it: added, removed,
 * archived or restored (an `archived` flag, or a status to or from ARCHIVED), or changed in the
 * visible fields; undefined when nothing visible changed (a delete stamp, a counter). The actor
 * and time come from the write stamps the item carries (see domain/history/audit.ts).
 */
export function classify(change: ItemChange): Classified | undefined {
  const before = change.before ?? {};
  const after = change.after ?? {};
  let action: ChangeAction;
  let changes: Classified['changes'] = [];
  if (change.kind === 'INSERT') action = 'ADDED';
  else if (change.kind === 'REMOVE') action = 'REMOVED';
  else if (before.archived !== after.archived && typeof after.archived === 'boolean')
    action = after.archived ? 'ARCHIVED' : 'RESTORED';
  else if (before.status !== after.status && (after.status === 'ARCHIVED' || before.status === 'ARCHIVED'))
    action = after.status === 'ARCHIVED' ? 'ARCHIVED' : 'RESTORED';
  else {
    changes = diff(before, after);
    if (!changes.length) return undefined;
    action = 'CHANGED';
  }
  const removed = change.kind === 'REMOVE';
  return {
    action,
    changes,
    actorId: str(removed ? before.deletedBy || before.updatedBy : after.updatedBy) || null,
    actorName: str(removed ? before.deletedByName || before.updatedByName : after.updatedByName) || 'System',
    at: str(removed ? before.deletedDate : after.updatedDate) || change.at,
  };
}
