import * as z from 'zod';
import { defineRoutes, PageQuery as Page, pageSize, RouteId as Id, PathParams as P } from '../define.js';
import { creation, deletion, historyFeed, pagedList, tableExport } from '../kinds.js';
import { clearable, LOCATION_KEPT, patchOf } from '../clearable.js';
import type { Permission } from '../../permissions.js';
import {
  BuyProfile,
  BuyProfileInput,
  Company,
  CompanyInput,
  CompanyListItem,
  CRM_MESSAGES,
  CompanyListQuery,
  CompanyOption,
  CompanyPatch,
  Contact,
  ContactInput,
  Location,
  LocationInput,
  Representative,
} from '../../crm/company.js';
import { ActivityItem, Comment, CommentInput, Touchpoint, TouchpointInput } from '../../crm/activity.js';
import { fileRoutes } from '../file-routes.js';
import { companyProfileRoutes } from './crm-company-profile.js';
import { commentRoutes } from '../comment-routes.js';
import { Material, MaterialInput, MaterialPatch } from '../../crm/material.js';
import { MaterialType } from '../../enums.js';
import { Email } from '../../identity/account.js';
import { GettingStartedStep } from '../../identity/onboarding.js';

const Options = z.object({ q: z.string().trim().max(60).optional(), size: pageSize(100) });

export const CompanyPatchBody = clearable(patchOf(CompanyPatch.required()), {
  keep: ['name', 'services', 'tags', 'representatives', 'materials'],
});
export const ContactPatch = clearable(patchOf(ContactInput), { keep: ['firstName', 'lastName'] });
export const LocationPatch = clearable(patchOf(LocationInput), { keep: LOCATION_KEPT });
export const BuyProfilePatch = clearable(patchOf(BuyProfileInput), {
  keep: ['materialType', 'grades', 'forms', 'colors'],
});

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/**
 * The wizard always shows one more empty row: a list counts only when its first row is filled
 * (contacts by name, locations by address, spec part 1 §3), and empty rows at its end are ignored.
 */
const filledRows = (key: (row: Row) => boolean) => (rows: unknown) => {
  if (!Array.isArray(rows)) return rows;
  if (!isRow(rows[0]) || !key(rows[0])) return [];
  let end = rows.length;
  while (end > 1 && isRow(rows[end - 1]) && !key(rows[end - 1] as Row)) end--;
  return rows.slice(0, end);
};
const WizardContact = ContactInput.extend({
  firstName: z
    .string({ error: CRM_MESSAGES.contactRequired })
    .trim()
    .min(1, CRM_MESSAGES.contactRequired)
    .max(60, 'First name must be at most 60 characters'),
  email: z
    .string({ error: CRM_MESSAGES.contactEmailRequired })
    .trim()
    .min(1, CRM_MESSAGES.contactEmailRequired)
    .max(254)
    .pipe(Email),
});
/**
 * The company wizard's body. Everything it creates is written in one DynamoDB transaction (at most
 * 100 items), so the lists are capped: 2 + 11 locations and remit-to + 2 x 20 contacts and their
 * e-mail keys + 10 buy profiles + 2 x 10 material associations and checks = 83.
 */
export const CompanyCreateBody = z.preprocess(
  (v) =>
    isRow(v)
      ? {
          ...v,
          contacts: filledRows((r) => !blank(r.firstName))(v.contacts),
          locations: filledRows((r) => !blank(r.address) || !blank(r.formattedAddress))(v.locations),
        }
      : v,
  CompanyInput.extend({
    locations: z.array(LocationInput).max(10, 'At most 10 locations at once').default([]),
    contacts: z.array(WizardContact).max(20, 'At most 20 contacts at once').default([]),
    buyProfiles: z.array(BuyProfileInput).max(10, 'At most 10 buy profiles at once').default([]),
    materialIds: z.array(z.string().min(1).max(64)).max(10, 'At most 10 materials at once').default([]),
    representatives: z.array(z.string().min(1).max(64)).max(10).default([]),
  }).superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.contacts.forEach((contact, i) => {
      if (seen.has(contact.email))
        ctx.addIssue({
          code: 'custom',
          path: ['contacts', i, 'email'],
          message: CRM_MESSAGES.contactEmailTaken,
        });
      seen.add(contact.email);
    });
    const remit = input.locations.map((l, i) => (l.remitTo ? i : -1)).filter((i) => i >= 0);
    for (const i of remit.slice(1))
      ctx.addIssue({ code: 'custom', path: ['locations', i, 'remitTo'], message: CRM_MESSAGES.remitToTaken });
  }),
);
export type CompanyCreateBody = z.infer<typeof CompanyCreateBody>;

const read: Permission = 'COMPANY_READ';
const write: Permission = 'COMPANY_WRITE';
const c = '/api/network/companies';

/** The CRM: companies, contacts, locations, buy profiles, materials, activity, documents and my company. */
export const CrmRoutes = defineRoutes(
  'crm',
  { tags: ['Companies'] },
  {
    // Companies
    listCompanies: pagedList(CompanyListItem, {
      path: c,
      summary: "The CRM's companies, filtered and sorted; total in x-total-count.",
      permission: read,
      query: CompanyListQuery,
    }),
    createCompany: creation(Company, {
      path: c,
      summary:
        'Creates a company with its locations, contacts, materials and buy profiles. A likely duplicate answers 409 POSSIBLE_DUPLICATE with the names unless confirmDuplicate.',
      permission: write,
      body: CompanyCreateBody,
    }),
    companyOptions: {
      method: 'GET',
      path: `${c}/options`,
      summary: 'Active companies by name, for pickers.',
      permission: read,
      query: Options,
      response: z.array(CompanyOption),
    },
    activeBuyers: {
      method: 'GET',
      path: `${c}/active-buyers`,
      summary: 'Companies with buy profiles, for pickers.',
      permission: read,
      query: Options,
      response: z.array(CompanyOption),
    },
    activeSellers: {
      method: 'GET',
      path: `${c}/active-sellers`,
      summary: 'Companies that supply materials, for pickers.',
      permission: read,
      query: Options,
      response: z.array(CompanyOption),
    },
    exportCompanies: tableExport({
      path: `${c}/export`,
      summary: 'Companies created in the date range as CSV or XLSX.',
      permission: read,
    }),
    getCompany: {
      method: 'GET',
      path: `${c}/{id}`,
      summary: 'One company.',
      permission: read,
      params: P.id,
      response: Company,
    },
    updateCompany: {
      method: 'PATCH',
      path: `${c}/{id}`,
      summary: 'Changes a company.',
      permission: write,
      params: P.id,
      body: CompanyPatchBody,
      response: Company,
    },
    archiveCompany: {
      method: 'PUT',
      path: `${c}/{id}/archive`,
      summary: 'Archives a company.',
      permission: write,
      params: P.id,
      response: Company,
    },
    restoreCompany: {
      method: 'PUT',
      path: `${c}/{id}/restore`,
      summary: 'Restores a company.',
      permission: write,
      params: P.id,
      response: Company,
    },
    companyActivity: pagedList(ActivityItem, {
      path: `${c}/{id}/activity`,
      summary: 'Touchpoints and comments, latest first.',
      permission: read,
      params: P.id,
      query: Page,
    }),
    companyHistory: historyFeed({
      path: `${c}/{id}/history`,
      summary:
        'Everything that changed on the company and its contacts, locations, materials and files, latest first.',
      permission: read,
    }),
    companyRepresentatives: {
      method: 'GET',
      path: `${c}/{id}/representatives`,
      summary: "The company's representatives (users).",
      permission: read,
      params: P.id,
      response: z.array(Representative),
    },
    // Contacts
    listCompanyContacts: pagedList(Contact, {
      path: `${c}/{id}/contacts`,
      summary: 'Contacts (100 a page by default).',
      permission: 'CONTACT_READ',
      params: P.id,
      query: Page.extend({ size: pageSize(100), archived: z.enum(['true', 'false']).default('false') }),
      tags: ['Contacts'],
    }),
    createCompanyContact: creation(Contact, {
      path: `${c}/{id}/contacts`,
      summary: 'Adds a contact.',
      permission: write,
      params: P.id,
      body: ContactInput,
      tags: ['Contacts'],
    }),
    updateCompanyContact: {
      method: 'PATCH',
      path: `${c}/{id}/contacts/{contactId}`,
      summary: 'Changes a contact.',
      permission: write,
      params: P.sub('contactId'),
      body: ContactPatch,
      response: Contact,
      tags: ['Contacts'],
    },
    archiveCompanyContact: {
      method: 'PUT',
      path: `${c}/{id}/contacts/{contactId}/archive`,
      summary: 'Archives a contact.',
      permission: write,
      params: P.sub('contactId'),
      response: Contact,
      tags: ['Contacts'],
    },
    restoreCompanyContact: {
      method: 'PUT',
      path: `${c}/{id}/contacts/{contactId}/restore`,
      summary: 'Restores a contact.',
      permission: write,
      params: P.sub('contactId'),
      response: Contact,
      tags: ['Contacts'],
    },
    getContact: {
      method: 'GET',
      path: '/api/network/contacts/{id}',
      summary: 'One contact by id.',
      permission: 'CONTACT_READ',
      params: P.id,
      response: Contact,
      tags: ['Contacts'],
    },
    // Locations
    listCompanyLocations: pagedList(Location, {
      path: `${c}/{id}/locations`,
      summary: 'Locations (100 a page by default).',
      permission: read,
      params: P.id,
      query: Page.extend({ size: pageSize(100), archived: z.enum(['true', 'false']).default('false') }),
      tags: ['Locations'],
    }),
    createCompanyLocation: creation(Location, {
      path: `${c}/{id}/locations`,
      summary: 'Adds a location chosen from the address suggestions; at most one remit-to per company.',
      permission: write,
      params: P.id,
      body: LocationInput,
      tags: ['Locations'],
    }),
    updateCompanyLocation: {
      method: 'PATCH',
      path: `${c}/{id}/locations/{locationId}`,
      summary: 'Changes a location.',
      permission: write,
      params: P.sub('locationId'),
      body: LocationPatch,
      response: Location,
      tags: ['Locations'],
    },
    archiveCompanyLocation: {
      method: 'PUT',
      path: `${c}/{id}/locations/{locationId}/archive`,
      summary: 'Archives a location (releasing remit-to).',
      permission: write,
      params: P.sub('locationId'),
      response: Location,
      tags: ['Locations'],
    },
    restoreCompanyLocation: {
      method: 'PUT',
      path: `${c}/{id}/locations/{locationId}/restore`,
      summary: 'Restores a location.',
      permission: write,
      params: P.sub('locationId'),
      response: Location,
      tags: ['Locations'],
    },
    listLocations: {
      method: 'GET',
      path: '/api/network/locations',
      summary: 'Locations of all companies, by company (for pickers).',
      permission: read,
      query: Options.extend({ companyId: Id.optional() }),
      response: z.array(Location),
      tags: ['Locations'],
    },
    getLocation: {
      method: 'GET',
      path: '/api/network/locations/{id}',
      summary: 'One location by id.',
      permission: read,
      params: P.id,
      response: Location,
      tags: ['Locations'],
    },
    // Materials of a company
    listCompanyMaterials: {
      method: 'GET',
      path: `${c}/{id}/materials`,
      summary: 'Materials associated with the company.',
      permission: read,
      params: P.id,
      response: z.array(Material),
      tags: ['Materials'],
    },
    companyMaterialOptions: {
      method: 'GET',
      path: `${c}/{id}/material-options`,
      summary: 'Materials not yet associated, for the picker.',
      permission: read,
      params: P.id,
      query: Options,
      response: z.array(z.object({ id: Id, name: z.string(), type: MaterialType })),
      tags: ['Materials'],
    },
    associateCompanyMaterial: creation(Material, {
      path: `${c}/{id}/materials`,
      summary:
        'Associates a material ("This material has already been associated with this company!" when it is).',
      permission: write,
      params: P.id,
      body: z.object({ materialId: Id }),
      tags: ['Materials'],
    }),
    dissociateCompanyMaterial: deletion({
      path: `${c}/{id}/materials/{materialId}`,
      summary: 'Removes an association.',
      permission: write,
      params: P.sub('materialId'),
      tags: ['Materials'],
    }),
    // Buy profiles
    listBuyProfiles: {
      method: 'GET',
      path: `${c}/{id}/buy-profiles`,
      summary: 'What the company buys.',
      permission: read,
      params: P.id,
      response: z.array(BuyProfile),
    },
    createBuyProfile: creation(BuyProfile, {
      path: `${c}/{id}/buy-profiles`,
      summary: 'Adds a buy profile.',
      permission: write,
      params: P.id,
      body: BuyProfileInput,
    }),
    updateBuyProfile: {
      method: 'PATCH',
      path: `${c}/{id}/buy-profiles/{profileId}`,
      summary: 'Changes a buy profile.',
      permission: write,
      params: P.sub('profileId'),
      body: BuyProfilePatch,
      response: BuyProfile,
    },
    deleteBuyProfile: deletion({
      path: `${c}/{id}/buy-profiles/{profileId}`,
      summary: 'Removes a buy profile.',
      permission: write,
      params: P.sub('profileId'),
    }),
    // Touchpoints and comments
    listTouchpoints: pagedList(Touchpoint, {
      path: `${c}/{id}/touchpoints`,
      summary: 'Touchpoints, latest first (size 1 gives the latest).',
      permission: read,
      params: P.id,
      query: Page,
      tags: ['Activity'],
    }),
    createTouchpoint: creation(Touchpoint, {
      path: `${c}/{id}/touchpoints`,
      summary: 'Records a touchpoint.',
      permission: write,
      params: P.id,
      body: TouchpointInput,
      tags: ['Activity'],
    }),
    updateTouchpoint: {
      method: 'PATCH',
      path: `${c}/{id}/touchpoints/{touchpointId}`,
      summary: 'Changes a touchpoint.',
      permission: write,
      params: P.sub('touchpointId'),
      body: clearable(TouchpointInput.partial(), { keep: ['date', 'notes'] }),
      response: Touchpoint,
      tags: ['Activity'],
    },
    deleteTouchpoint: deletion({
      path: `${c}/{id}/touchpoints/{touchpointId}`,
      summary: 'Removes a touchpoint.',
      permission: write,
      params: P.sub('touchpointId'),
      tags: ['Activity'],
    }),
    ...commentRoutes('Company', {
      at: `${c}/{id}`,
      params: { record: P.id, comment: P.sub('commentId') },
      read: read,
      write: write,
      tags: ['Activity'],
      summaries: {
        list: 'Comments, latest first.',
        create: 'Comments; @[Name](userId) mentions a colleague, who is notified.',
        update: "Edits one's own comment.",
        delete: "Deletes one's own comment.",
      },
    }),
    // Files
    ...fileRoutes('Company', {
      at: `${c}/{id}`,
      params: { record: P.id, file: P.sub('fileId') },
      read: 'DOCUMENT_READ',
      write: 'DOCUMENT_WRITE',
      tags: ['Documents'],
      summaries: {
        list: 'Documents.',
        upload: 'Uploads documents (multipart: files, plus a JSON part named data with {documentType}).',
        delete: 'Deletes a document.',
      },
    }),
    uploadCompanyLogo: {
      method: 'POST',
      path: `${c}/{id}/upload-logo`,
      summary: 'Uploads the logo (multipart file).',
      permission: write,
      params: P.id,
      multipart: { files: 'file' },
      response: Company,
      tags: ['Documents'],
    },
    ...companyProfileRoutes,
    // Materials
    listMaterials: pagedList(Material, {
      path: '/api/materials',
      summary: "The company's materials; total in x-total-count.",
      permission: 'MATERIAL_READ',
      query: Page.extend({
        q: z.string().trim().max(60).optional(),
        type: MaterialType.optional(),
        archived: z.enum(['true', 'false']).default('false'),
      }),
      tags: ['Materials'],
    }),
    createMaterial: creation(Material, {
      path: '/api/materials',
      summary: 'Creates a material.',
      permission: 'MATERIAL_WRITE',
      body: MaterialInput,
      tags: ['Materials'],
    }),
    exportMaterials: tableExport({
      path: '/api/materials/export',
      summary: 'Materials created in the date range as CSV or XLSX.',
      permission: 'MATERIAL_READ',
      tags: ['Materials'],
    }),
    getMaterial: {
      method: 'GET',
      path: '/api/materials/{id}',
      summary: 'One material.',
      permission: 'MATERIAL_READ',
      params: P.id,
      response: Material,
      tags: ['Materials'],
    },
    updateMaterial: {
      method: 'PATCH',
      path: '/api/materials/{id}',
      summary:
        'Changes a material (the whole property set, validated together; a property left out or null is cleared).',
      permission: 'MATERIAL_WRITE',
      params: P.id,
      body: MaterialPatch,
      response: Material,
      tags: ['Materials'],
    },
    archiveMaterial: {
      method: 'PUT',
      path: '/api/materials/{id}/archive',
      summary: 'Archives a material.',
      permission: 'MATERIAL_WRITE',
      params: P.id,
      response: Material,
      tags: ['Materials'],
    },
    restoreMaterial: {
      method: 'PUT',
      path: '/api/materials/{id}/restore',
      summary: 'Restores a material.',
      permission: 'MATERIAL_WRITE',
      params: P.id,
      response: Material,
      tags: ['Materials'],
    },
    materialHistory: historyFeed({
      path: '/api/materials/{id}/history',
      summary: 'Changes to the material, latest first.',
      permission: 'MATERIAL_READ',
      tags: ['Materials'],
    }),
    materialCompanies: {
      method: 'GET',
      path: '/api/materials/{id}/companies',
      summary: 'Companies associated with the material.',
      permission: 'MATERIAL_READ',
      params: P.id,
      response: z.array(CompanyListItem),
      tags: ['Materials'],
    },
    ...fileRoutes('Material', {
      at: '/api/materials/{id}',
      params: { record: P.id, file: P.sub('fileId') },
      read: 'DOCUMENT_READ',
      write: 'DOCUMENT_WRITE',
      tags: ['Materials'],
      summaries: {
        list: 'Documents of the material.',
        upload: 'Uploads documents to the material (multipart).',
        delete: 'Deletes a document of the material.',
      },
    }),
    // My company
    getMyCompany: {
      method: 'GET',
      path: '/api/my-company',
      summary: "The user's own company as a CRM record (its id answers every /network/companies/{id} route).",
      permission: 'DASHBOARD_READ',
      response: Company,
      tags: ['My company'],
    },
    myCompanyDashboard: {
      method: 'GET',
      path: '/api/my-company/dashboard',
      summary:
        'Counts of what exists, open orders, shipments by status, and the top companies by pounds ordered over the window (order dates in the last `days` days).',
      permission: 'DASHBOARD_READ',
      query: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
      response: z.object({
        counts: z.record(z.string(), z.number().int()),
        shipmentsByStatus: z.record(z.string(), z.number().int()).describe('Shipments by status'),
        topCompanies: z.array(
          z.object({
            id: Id,
            name: z.string(),
            volume: z
              .number()
              .describe('Pounds ordered (as supplier or receiver) with order dates in the window'),
          }),
        ),
        windowDays: z.number().int(),
        gettingStarted: z
          .array(z.object({ step: GettingStartedStep, done: z.boolean() }))
          .describe(
            'The getting-started checklist the goals chosen at onboarding lead to; empty once every step is done',
          ),
      }),
      tags: ['My company'],
    },
    listMyCompanyComments: pagedList(Comment, {
      path: '/api/my-company/comments',
      summary: 'The company message board, latest first.',
      permission: 'DASHBOARD_READ',
      query: Page,
      tags: ['My company'],
    }),
    createMyCompanyComment: creation(Comment, {
      path: '/api/my-company/comments',
      summary: 'Posts to the message board.',
      permission: 'DASHBOARD_READ',
      body: CommentInput,
      tags: ['My company'],
    }),
    updateMyCompanyComment: {
      method: 'PATCH',
      path: '/api/my-company/comments/{id}',
      summary: "Edits one's own post.",
      permission: 'DASHBOARD_READ',
      params: P.id,
      body: CommentInput,
      response: Comment,
      tags: ['My company'],
    },
    deleteMyCompanyComment: deletion({
      path: '/api/my-company/comments/{id}',
      summary: "Deletes one's own post.",
      permission: 'DASHBOARD_READ',
      params: P.id,
      tags: ['My company'],
    }),
  },
);
