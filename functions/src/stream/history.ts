import { ConditionFailed } from '../data/entity.js';
import { classify, entityOf, type ItemChange } from '../data/changes.js';
import { HistoryItem } from '../domain/history/history.entity.js';

type Image = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

/** Which feeds a record appears in, and how each names it ("Contact Jane Doe" under its company). */
const FEEDS: Record<string, (item: Image) => Array<{ rootId: unknown; subject: string }>> = {
  company: (i) => [{ rootId: i.companyId, subject: joined('Company', i.name) }],
  contact: (i) => [{ rootId: i.companyId, subject: joined('Contact', i.firstName, i.lastName) }],
  location: (i) => [
    { rootId: i.companyId, subject: joined('Location', i.name || i.formattedAddress || i.address) },
  ],
  'buy-profile': (i) => [{ rootId: i.companyId, subject: joined('Buy profile', i.materialType) }],
  material: (i) => [{ rootId: i.materialId, subject: joined('Material', i.name) }],
  'company-material': (i) => [
    { rootId: i.companyId, subject: joined('Material', i.materialName) },
    { rootId: i.materialId, subject: joined('Company', i.companyName) },
  ],
  touchpoint: (i) => [{ rootId: i.companyId, subject: joined('Touchpoint', str(i.date).slice(0, 10)) }],
  file: (i) => [{ rootId: i.recordId, subject: joined('File', i.name) }],
  have: (i) => [{ rootId: i.id, subject: joined('Have', i.identifier) }],
  need: (i) => [{ rootId: i.id, subject: joined('Need', i.identifier) }],
  'inventory-lot': (i) => [{ rootId: i.id, subject: joined('Lot', i.identifier) }],
  'lot-adjustment': (i) => [{ rootId: i.lotId, subject: joined('Adjustment', i.reason) }],
  // A report shows in its own feed and in each input lot's, which it consumed.
  order: (i) => [{ rootId: i.id, subject: joined('Order', i.identifier) }],
  shipment: (i) => [
    { rootId: i.id, subject: joined('Shipment', i.identifier) },
    { rootId: i.orderId, subject: joined('Shipment', i.identifier) },
  ],
  'process-report': (i) =>
    [i.id, ...(Array.isArray(i.inputs) ? i.inputs.map((l: Image) => l.lotId) : [])].map((rootId) => ({
      rootId,
      subject: joined('Process report', i.identifier),
    })),
};

/** The entries one stream record produces (none for writes a user cannot see, such as a delete stamp). */
export function entriesFor(change: ItemChange): HistoryItem[] {
  const item = change.after ?? change.before;
  const entity = entityOf(change);
  const tenantId = item?.tenantId;
  const feeds = entity ? FEEDS[entity] : undefined;
  if (!item || !entity || !feeds || typeof tenantId !== 'string') return [];
  const told = classify(change);
  if (!told) return [];
  const { action, changes, actorId, actorName, at } = told;
  return feeds(item).flatMap(({ rootId, subject }) =>
    typeof rootId === 'string' && rootId
      ? [
          {
            tenantId,
            rootId,
            at,
            historyId: change.id,
            recordType: entity,
            recordId: recordIdOf(entity, item),
            subject,
            action,
            changes,
            actorId,
            actorName,
          },
        ]
      : [],
  );
}

function recordIdOf(entity: string, item: Image): string {
  const id = {
    company: item.companyId,
    contact: item.contactId,
    location: item.locationId,
    'buy-profile': item.profileId,
    material: item.materialId,
    touchpoint: item.touchpointId,
    file: item.fileId,
  }[entity];
  return (
    str(id) ||
    (entity === 'company-material' ? `${str(item.companyId)}:${str(item.materialId)}` : str(item.id))
  );
}

/** Writes a stream record's history entries; a retried record finds its entries written and moves on. */
export async function recordHistory(change: ItemChange): Promise<void> {
  for (const entry of entriesFor(change)) {
    try {
      await HistoryItem.create(entry);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
}
