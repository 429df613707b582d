import * as z from 'zod';
import { Color, ContactType, Form, Grade, MaterialType, RelationshipTemperature, Service } from '../enums.js';
import { PriceUnitSchema, WeightUnitSchema } from '../enums.js';
import { AddressInput } from '../identity/address.js';
import { Email, Name, Phone, Website, AuditDates, PersonOption, RecordId } from '../primitives.js';
import { choices, storableNumber } from '../bounds.js';

export const CRM_MESSAGES = {
  duplicate: 'A company with a similar name already exists. Create it anyway?',
  materialAssociated: 'This material has already been associated with this company!',
  remitToTaken: 'This company already has a remit-to address. Unmark it first.',
  contactEmailTaken: 'A contact with this e-mail already exists for this company.',
  contactRequired: 'Contact name is required',
  contactEmailRequired: 'Contact email is required',
  addressRequired: 'Address is required',
  notFromDropdown: 'Select the address from the dropdown.',
} as const;

/** Office phone: 10 digits, optional `;ext=` (spec part 1 §5). */
export const OfficePhone = Phone;

export const ContactInput = z.object({
  firstName: Name('First name'),
  lastName: z.string().trim().max(60, 'Last name must be at most 60 characters').default(''),
  email: Email.optional(),
  mobilePhone: Phone.optional(),
  officePhone: OfficePhone.optional(),
  title: z.string().trim().max(60).optional(),
  type: ContactType.optional(),
  relationshipTemperature: RelationshipTemperature.optional(),
  notes: z.string().trim().max(2000).optional(),
});
export type ContactInput = z.infer<typeof ContactInput>;
export const Contact = ContactInput.extend({
  id: z.string(),
  companyId: z.string(),
  archived: z.boolean(),
  ...AuditDates,
});
export type Contact = z.infer<typeof Contact>;

export const AppointmentDefault = z.enum(['NONE', 'REQUIRED', 'FCFS']);
export const LocationInput = AddressInput.extend({
  name: z.string().trim().max(60, 'Name must be at most 60 characters').optional(),
  phone: Phone.optional(),
  pickupAppointment: AppointmentDefault.default('NONE'),
  deliveryAppointment: AppointmentDefault.default('NONE'),
  pickupHours: z.string().trim().max(120).optional(),
  deliveryHours: z.string().trim().max(120).optional(),
  shippingRequirements: z.string().trim().max(2000).optional(),
  remitTo: z.boolean().default(false),
});
export type LocationInput = z.infer<typeof LocationInput>;
export const Location = LocationInput.extend({
  id: z.string(),
  companyId: z.string(),
  archived: z.boolean(),
  ...AuditDates,
});
export type Location = z.infer<typeof Location>;

export const BuyProfileInput = z.object({
  materialType: MaterialType,
  grades: choices(Grade).default([]),
  forms: choices(Form).default([]),
  colors: choices(Color).default([]),
  minWeight: z
    .object({ unitValue: storableNumber().positive('Must be greater than 0'), unit: WeightUnitSchema })
    .optional(),
  priceTarget: z
    .object({ unitValue: storableNumber().min(0, 'Must be at least 0'), unit: PriceUnitSchema })
    .optional(),
  notes: z.string().trim().max(2000).optional(),
});
export const BuyProfile = BuyProfileInput.extend({
  id: z.string(),
  companyId: z.string(),
  createdDate: z.string(),
});
export type BuyProfile = z.infer<typeof BuyProfile>;

/** The company wizard's payload (Details, Locations, Contacts, Materials, Buy Profiles, Review). */
export const CompanyInput = z.object({
  name: Name('Company name'),
  legalName: z.string().trim().max(120).optional(),
  about: z.string().trim().max(2000).optional(),
  website: Website.optional(),
  services: choices(Service).default([]),
  /** Ids of the company's tags (GET /api/tags); an id not on the list is refused. */
  tags: z.array(RecordId).max(20).default([]),
  representatives: z.array(z.string().min(1).max(64)).max(10).default([]),
  materials: choices(MaterialType).default([]),
  /** Sent only when the first has a formatted address (spec part 1 §3). */
  locations: z.array(LocationInput).max(20).default([]),
  /** Sent only when the first has a name. */
  contacts: z.array(ContactInput).max(50).default([]),
  buyProfiles: z.array(BuyProfileInput).max(20).default([]),
  /** Material ids to associate. */
  materialIds: z.array(z.string().min(1).max(64)).max(50).default([]),
  /** Set after the user confirmed the possible-duplicate dialog. */
  confirmDuplicate: z.boolean().default(false),
});
export type CompanyInput = z.infer<typeof CompanyInput>;

export const CompanyPatch = CompanyInput.pick({
  name: true,
  legalName: true,
  about: true,
  website: true,
  services: true,
  tags: true,
  representatives: true,
  materials: true,
}).partial();

export const CompanyStatus = z.enum(['ACTIVE', 'ARCHIVED']);
export const Representative = PersonOption;

export const Company = z.object({
  id: z.string(),
  name: z.string(),
  legalName: z.string().nullable(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  tags: z.array(z.string()),
  services: z.array(Service),
  materials: z.array(MaterialType),
  representatives: z.array(z.string()),
  /** The first location; its point places the company on the map (absent on companies kept before points were). */
  headquarters: Location.pick({
    id: true,
    city: true,
    stateProvince: true,
    country: true,
    formattedAddress: true,
  })
    .extend({ latitude: z.number().optional(), longitude: z.number().optional() })
    .nullable(),
  status: CompanyStatus,
  archived: z.boolean(),
  ...AuditDates,
  contactCount: z.number().int(),
  locationCount: z.number().int(),
  lastTouchpoint: z.string().nullable(),
  /** Whether this record is the user's own company (the my-company pages show it). */
  own: z.boolean(),
});
export type Company = z.infer<typeof Company>;

export const CompanyListItem = Company.pick({
  id: true,
  name: true,
  status: true,
  archived: true,
  materials: true,
  services: true,
  tags: true,
  headquarters: true,
  createdDate: true,
  updatedDate: true,
  representatives: true,
  lastTouchpoint: true,
});
export type CompanyListItem = z.infer<typeof CompanyListItem>;

export const CompanySort = z.enum(['name', 'createdDate', 'updatedDate']);
export { CompanyListQuery } from './company-list.js';

export const CompanyOption = z.object({ id: z.string(), name: z.string() });
export const DuplicateDetails = z.object({ duplicates: z.array(z.string()) });
