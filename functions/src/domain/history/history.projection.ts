import { classify, type Image, type ItemChange } from '../../data/changes.js';
import { ConditionFailed } from '../../data/entity.js';
import { defineProjection, type Projection, type ProjectionWriter } from '../../lib/projection.js';
import { HistoryItem } from './history.entity.js';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Text parts joined with spaces, blanks left out: `named('Contact', first, last)`. */
export const named = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

/** A feed a record appears in, and how it is named there ("Contact Jane Doe" under its company). */
export interface Feed {
  rootId: unknown;
  subject: string;
}

/** The history entries one change of an entity makes (none for writes a user cannot see, such as a delete stamp). */
export function entriesOf(
  entity: string,
  feeds: (item: Image) => Feed[],
  recordId: (item: Image) => string,
  change: ItemChange,
): HistoryItem[] {
  const item = change.after ?? change.before;
  const tenantId = item?.tenantId;
  if (!item || typeof tenantId !== 'string') return [];
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
            recordId: recordId(item),
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

/** Creates each entry unless a try before made it. */
const createOnce: ProjectionWriter<HistoryItem> = async (entries) => {
  for (const entry of entries) {
    try {
      await HistoryItem.create(entry);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
};

/**
 * An entity's history feed entries, as a projection (`<entity>.history`, on the events consumer:
 * a record's feed shows a change as soon as its page is reopened). An entry's key holds the
 * change's id and is created only if absent: the entries are their own marker, so a replayed
 * record writes nothing twice. History tells changes, not state: it cannot be rebuilt from the table.
 */
export function historyOf(
  entity: string,
  feeds: (item: Image) => Feed[],
  /** The attribute holding the record's id, or how to make it (an association's is both its ends'). */
  recordId: string | ((item: Image) => string) = 'id',
): Projection {
  const idOf = typeof recordId === 'string' ? (item: Image) => str(item[recordId]) : recordId;
  return defineProjection({
    name: `${entity}.history`,
    entity,
    consumer: 'events',
    derive: (change) => entriesOf(entity, feeds, idOf, change),
    write: createOnce,
  });
}
