import type { LocationInput } from '@polyloop/shared/crm/company';
import type { TxItem } from '../../data/entity.js';
import { newId } from '../../lib/commit.js';
import type { Audit } from '../history/index.js';
import { Location, RemitTo, type LocationItem } from './location.entity.js';

/** How a location is made and written: shared by the location service, the company wizard and the own company. */

export function newLocation(
  tenantId: string,
  companyId: string,
  input: LocationInput,
  stamp: Audit,
): LocationItem {
  return Location.schema.parse({
    ...input,
    tenantId,
    companyId,
    locationId: newId(),
    status: 'ACTIVE',
    createdDate: stamp.updatedDate,
    ...stamp,
  });
}

/** The location and, when it is the remit-to address, the company's one remit-to marker. */
export function createTx(l: LocationItem): TxItem[] {
  return [
    Location.tx.create(l),
    ...(l.remitTo
      ? [RemitTo.tx.create({ tenantId: l.tenantId, companyId: l.companyId, locationId: l.locationId })]
      : []),
  ];
}
