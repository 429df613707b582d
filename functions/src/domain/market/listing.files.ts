import type { ListingKind } from '@polyloop/shared/network/market';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { documentsOf } from '../file/index.js';
import { PublicListingEntity } from './public-listing.entity.js';

/**
 * A public offer's or request's documents are kept in its company's partition. Whoever may read
 * the listing (every company on the network, as `getListing` answers it) reads them; only its
 * company adds to them, and removes them.
 */
export const listingDocuments = (kind: ListingKind) =>
  documentsOf('listing', async ({ tenantId }, id, intent) => {
    const listing = await PublicListingEntity.get({ id });
    if (!listing || listing.kind !== kind) throw new NotFound();
    if (intent === 'add' && listing.tenantId !== tenantId)
      throw new Forbidden('Only the company that published it can add documents.');
    return listing.tenantId;
  });

export const publicOfferDocuments = listingDocuments('PUBLIC_OFFER');
export const publicRequestDocuments = listingDocuments('PUBLIC_REQUEST');
