import * as z from 'zod';
import { AppointmentDefault } from '@polyloop/shared/crm/company';
import { AuditFields } from '../history/index.js';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';
import { StoredAddress } from '../../data/address.js';
import { RecordStatus } from '../contact/index.js';

/** A place of a CRM company, always chosen from the address suggestions (so it has coordinates). */
export const Location = defineEntity({
  name: 'location',
  schema: z.object({
    tenantId: z.string(),
    /** Time-ordered, so a company's first location lists first. */
    locationId: z.string(),
    companyId: z.string(),
    ...StoredAddress,
    phone: z.string().optional(),
    pickupAppointment: AppointmentDefault,
    deliveryAppointment: AppointmentDefault,
    pickupHours: z.string().optional(),
    deliveryHours: z.string().optional(),
    shippingRequirements: z.string().optional(),
    remitTo: z.boolean(),
    status: RecordStatus,
    createdDate: z.string(),
    updatedDate: z.string(),
    /** Who changed it last, for the history feed the stream builds. */
    ...AuditFields,
  }),
  indexes: {
    // Location.get: one location by id
    byId: { pk: ['tenantId'], sk: ['locationId'] },
    // listLocationsOfCompany, pageLocationsOfCompany: a company's active (or archived) locations, oldest first
    byCompany: { index: 'gsi1', pk: ['tenantId', 'companyId'], sk: ['status', 'locationId'] },
    // pageActiveLocationsOfTenant: the tenant-wide location picker
    byTenant: { index: 'gsi2', pk: ['tenantId', 'status'], sk: ['locationId'] },
  },
});
export type LocationItem = z.infer<typeof Location.schema>;

/**
 * The company's one remit-to address. Marking a location remit-to creates this item with
 * attribute_not_exists in the same transaction, so two concurrent requests cannot both win;
 * unmarking or archiving deletes it on the condition that it still points at that location.
 */
export const RemitTo = defineEntity({
  name: 'remit-to',
  schema: z.object({ tenantId: z.string(), companyId: z.string(), locationId: z.string() }),
  indexes: {
    // RemitTo.tx.create: the company's one remit-to (no reads)
    byCompany: { pk: ['tenantId', 'companyId'], sk: [] },
  },
});

/** A company's active (or archived) locations, oldest first: one Query per MB. */
export const listLocationsOfCompany = (tenantId: string, companyId: string, status: LocationItem['status']) =>
  Location.queryAll('byCompany', { tenantId, companyId }, { sk: { status } });

/** One page of a company's active (or archived) locations. */
export const pageLocationsOfCompany = (
  tenantId: string,
  companyId: string,
  status: LocationItem['status'],
  page: { cursor: string | null; limit: number },
): Promise<Slice<LocationItem>> =>
  Location.query('byCompany', { tenantId, companyId }, { sk: { status }, ...page });

/** One page of the active locations of every company of the tenant (the picker). */
export const pageActiveLocationsOfTenant = (
  tenantId: string,
  page: { cursor: string | null; limit: number },
): Promise<Slice<LocationItem>> => Location.query('byTenant', { tenantId, status: 'ACTIVE' }, page);
