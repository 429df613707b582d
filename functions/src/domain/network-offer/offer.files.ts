import { documentsOf } from '../file/index.js';
import { sharedPartitionOf } from './network-offer.entity.js';

/** An offer's documents are shared by both parties (see `sharedPartitionOf`). */
export const offerDocuments = documentsOf('offer', ({ tenantId }, offerId) =>
  sharedPartitionOf(tenantId, offerId),
);
