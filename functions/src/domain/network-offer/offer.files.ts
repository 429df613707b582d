import { NotFound } from '../../lib/errors.js';
import { documentsOf } from '../file/file.service.js';
import { NetworkOfferEntity } from './network-offer.entity.js';

/** An offer's documents are shared by both parties and kept in the offering company's partition. */
export const offerDocuments = documentsOf('offer', async ({ tenantId }, offerId) => {
  const offer = await NetworkOfferEntity.get({ tenantId, offerId });
  if (!offer) throw new NotFound();
  return offer.side === 'OFFERING' ? tenantId : offer.otherTenantId;
});
