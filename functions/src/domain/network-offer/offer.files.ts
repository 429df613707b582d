import type { StoredFile } from '@polyloop/shared/crm/files';
import type { Member } from '../../lib/actor.js';
import { documentsOf, listFilesOfRecord, toStoredFile } from '../file/index.js';
import { listOffersOfListing, sharedPartitionOf } from './network-offer.entity.js';

/** An offer's documents are shared by both parties (see `sharedPartitionOf`). */
export const offerDocuments = documentsOf('offer', ({ tenantId }, offerId) =>
  sharedPartitionOf(tenantId, offerId),
);

/**
 * The documents of every offer made from one of my haves, newest first, each naming its offer
 * (`recordId`): one Query of the have's offers, then one of each offer's documents (a have has
 * tens of offers at most). Another company's have has no offers of mine: nothing.
 */
export async function haveOfferFiles(actor: Member, haveId: string): Promise<StoredFile[]> {
  const offers = (await listOffersOfListing(actor.tenantId, haveId)).filter((o) => o.haveId === haveId);
  const files = await Promise.all(
    offers.map((o) => listFilesOfRecord(o.side === 'OFFERING' ? o.tenantId : o.otherTenantId, o.offerId)),
  );
  return files
    .flat()
    .sort((a, b) => (a.fileId < b.fileId ? 1 : -1))
    .map(toStoredFile);
}
