import * as z from 'zod';
import { RecordId as Id } from '../primitives.js';
import { MaterialType } from '../enums.js';
import { labelledEnum } from '../labelled-enum.js';

/**
 * The accounting sync (spec part 1 §3, §8, §9): one company connects ONE accounting service at a
 * time (QuickBooks Online or Xero), chooses its defaults from the service's own lists, links its
 * CRM companies to the service's customers and vendors, and pushes issued invoices and bills.
 */

export const [AccountingProvider, ACCOUNTING_PROVIDER_LABELS] = labelledEnum({
  QUICKBOOKS: 'QuickBooks Online',
  XERO: 'Xero',
});
export type AccountingProvider = z.infer<typeof AccountingProvider>;

/** The spec's accounting messages (part 1 §8), each answered with a stable code. */
export const ACCOUNTING_MESSAGES = {
  connectionsFailed: 'Failed to fetch accounting connections',
  settingsFailed: 'Failed to fetch accounting settings',
  taxRatesFailed: 'Failed to fetch tax rates',
  termsFailed: 'Failed to fetch terms',
  accountsFailed: 'Failed to fetch accounts',
  itemsFailed: 'Failed to fetch linked items',
  companiesFailed: 'Failed to fetch linked companies',
  updateSettingsFailed: 'Failed to update accounting settings',
  pushFailed: 'Failed to send to the accounting service',
  duplicateName: 'A company with this name is already a vendor or customer in the accounting service',
  itemNotForSale: 'The item is not marked for sale in the accounting service',
  itemNotPurchasable: 'The item is not marked as purchasable in the accounting service',
  totalNegative: 'Total sent must be 0 or greater',
  settingsMissing: 'Accounting settings missing: choose the income and expense accounts first',
  onlyOne: 'Only one accounting service can be connected at a time. Disconnect the active one first.',
  notConnected: 'No accounting service is connected.',
  connectExpired: 'The connection request expired or was already used. Start connecting again.',
  connectRefused: 'The accounting service did not grant access.',
  notPushable: 'Only an issued, partly paid or paid invoice or bill can be sent to the accounting service.',
  companyNotLinked: 'Link the company to a customer or vendor in the accounting service first.',
  reconnect: 'The accounting service no longer accepts the connection. Disconnect and connect again.',
} as const;

export const AccountingConnection = z.object({
  provider: AccountingProvider,
  /** ACTIVE; NEEDS_RECONNECT once the service refused a refresh. */
  status: z.enum(['ACTIVE', 'NEEDS_RECONNECT']),
  /** QuickBooks' realm (company) id or Xero's tenant id. */
  realmId: z.string(),
  connectedDate: z.string(),
  /** Connected to the local cloud's sandbox accounting service, not the real one. */
  sandbox: z.boolean(),
});
export type AccountingConnection = z.infer<typeof AccountingConnection>;

export const StartConnection = z.object({ provider: AccountingProvider });
export const ConnectionStarted = z.object({ authorizationUrl: z.string() });

/** What the service hands back to the redirect page: the code, the state it was given, the realm. */
export const CompleteConnection = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  realmId: z.string().max(200).optional(),
});

/** One entry of a list read from the service (an account, a tax rate, terms, an item). */
export const AccountingOption = z.object({
  id: z.string(),
  name: z.string(),
  /** Accounts: their type (Income, Expense…); tax rates: the rate in percent; terms: the days. */
  detail: z.string().nullable(),
});
export type AccountingOption = z.infer<typeof AccountingOption>;

export const AccountingItem = AccountingOption.extend({ forSale: z.boolean(), purchasable: z.boolean() });
export type AccountingItem = z.infer<typeof AccountingItem>;

export const AccountingParty = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['CUSTOMER', 'VENDOR']),
});
export type AccountingParty = z.infer<typeof AccountingParty>;

const ServiceId = z.string().trim().min(1).max(200);
export const ItemMapping = z.strictObject(
  Object.fromEntries(MaterialType.options.map((type) => [type, ServiceId.optional()])) as Record<
    MaterialType,
    z.ZodOptional<typeof ServiceId>
  >,
);

export const AccountingSettingsInput = z.object({
  taxRateId: ServiceId.optional(),
  termsId: ServiceId.optional(),
  incomeAccountId: ServiceId.optional(),
  expenseAccountId: ServiceId.optional(),
  /** The service's item per material type (lines without a type, or unmapped, use no item). */
  itemMapping: ItemMapping.default({}),
});
export type AccountingSettingsInput = z.infer<typeof AccountingSettingsInput>;

export const AccountingSettings = z.object({
  provider: AccountingProvider.nullable(),
  taxRateId: z.string().nullable(),
  termsId: z.string().nullable(),
  incomeAccountId: z.string().nullable(),
  expenseAccountId: z.string().nullable(),
  itemMapping: z.record(z.string(), z.string()),
  updatedDate: z.string().nullable(),
});
export type AccountingSettings = z.infer<typeof AccountingSettings>;

export const CompanyLink = z.object({
  companyId: z.string(),
  companyName: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
});
export type CompanyLink = z.infer<typeof CompanyLink>;

/** Links a company to an existing customer and/or vendor of the service. */
export const CompanyLinkInput = z
  .object({ customerId: ServiceId.optional(), vendorId: ServiceId.optional() })
  .refine((l) => l.customerId || l.vendorId, {
    message: 'Choose a customer or a vendor',
    path: ['customerId'],
  });

/** Creates the company in the service as a customer or a vendor, under its CRM name. */
export const CreatePartyInput = z.object({ kind: AccountingParty.shape.kind });

export const PushResult = z.object({
  id: Id,
  externalId: z.string(),
  externalNumber: z.string(),
});
export type PushResult = z.infer<typeof PushResult>;
