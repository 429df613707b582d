import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import type { RecordType } from './file.entity.js';
import type { FileRecord, RawBody } from './file.service.js';
import { loadOnce } from '../../lib/lazy.js';

/**
 * The file service (parsing uploads, the scanner, storage) loads with the first request that reads
 * or adds a document: the route modules build their document stores at load, and a cold start of
 * their function should not pay for the service itself (docs/architecture.md, "Cold start").
 */
const service = loadOnce(() => import('./file.service.js'));

/**
 * Where the caller finds a record's documents, to read them or to add to them: the partition they
 * are kept in. Throws NotFound when the caller may not (another company's ids do not exist for them).
 * Each context says this for its own records, so the file service knows none of them.
 */
export type Locate = (actor: Member, id: string, intent: 'read' | 'add') => Promise<string>;

/** A record of the caller's own company, found by `get`: its documents are in the caller's partition. */
export const ownRecord =
  (get: (tenantId: string, id: string) => Promise<unknown>): Locate =>
  async (actor, id) => {
    if (!(await get(actor.tenantId, id))) throw new NotFound();
    return actor.tenantId;
  };

/** The document routes of one kind of record, which `locate` finds for the caller. */
export function documentsOf(type: RecordType, locate: Locate) {
  const at = async (actor: Member, id: string, intent: 'read' | 'add'): Promise<FileRecord> => ({
    type,
    id,
    tenantId: await locate(actor, id, intent),
  });
  return {
    list: async (actor: Member, id: string) => (await service()).list(await at(actor, id, 'read')),
    upload: async (actor: Member, id: string, raw: RawBody) =>
      (await service()).upload(actor, await at(actor, id, 'add'), raw),
    download: async (actor: Member, id: string, fileId: string) =>
      (await service()).download(await at(actor, id, 'read'), fileId),
    remove: async (actor: Member, id: string, fileId: string) =>
      (await service()).remove(actor, await at(actor, id, 'read'), fileId),
  };
}
