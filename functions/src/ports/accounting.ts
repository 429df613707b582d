import type {
  AccountingItem,
  AccountingOption,
  AccountingParty,
  AccountingProvider,
} from '@polyloop/shared/finance/accounting';

/** One company's grant from the service; kept in Secrets Manager in AWS, never answered by a route. */
export interface AccountingTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (ISO). */
  expiresAt: string;
  /** QuickBooks' realm id or Xero's tenant id. */
  realmId: string;
}

/** An invoice or bill as the service is sent it; `reference` is Polyloop's id, the push's idempotency key. */
export interface AccountingDocument {
  kind: 'INVOICE' | 'BILL';
  reference: string;
  number: string;
  partyId: string;
  date: string;
  dueDate: string;
  termsId?: string;
  taxRateId?: string;
  accountId: string;
  lines: { description: string; itemId?: string; amountCents: number }[];
  taxCents: number;
  totalCents: number;
  /** The service's id from an earlier push: the push updates it. */
  existingId?: string;
}

/**
 * Why the service said no, as the spec's messages name it; the service maps each to its message
 * and status. UNAUTHORIZED means the grant is gone (reconnect).
 */
export type RefusalReason =
  | 'DUPLICATE_NAME'
  | 'ITEM_NOT_FOR_SALE'
  | 'ITEM_NOT_PURCHASABLE'
  | 'TOTAL_NEGATIVE'
  | 'SETTINGS_MISSING'
  | 'UNAUTHORIZED'
  | 'REFUSED';

/** The service refused the request (a 4xx): the reason, and its own words for the log. */
export class AccountingRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** The service could not be reached or failed (a 5xx, a timeout, an answer it should not give). */
export class AccountingUnavailable extends Error {}

/**
 * An accounting service: QuickBooks Online or Xero in AWS (their OAuth and REST APIs over fetch,
 * with xero-node's models for Xero's), chosen by the connection's provider; locally the local cloud's sandbox accounting service,
 * which speaks a small JSON protocol with the same validation.
 */
export interface AccountingService {
  readonly provider: AccountingProvider;
  /** Where the person grants access; the service sends them back to `redirectUri` with `state`. */
  authorizationUrl(input: { state: string; redirectUri: string }): Promise<string>;
  exchangeCode(input: { code: string; redirectUri: string; realmId?: string }): Promise<AccountingTokens>;
  refresh(tokens: AccountingTokens): Promise<AccountingTokens>;
  /** Revokes the grant (best effort: a disconnect forgets the tokens whatever it answers). */
  revoke(tokens: AccountingTokens): Promise<void>;
  listAccounts(tokens: AccountingTokens): Promise<AccountingOption[]>;
  listTaxRates(tokens: AccountingTokens): Promise<AccountingOption[]>;
  listTerms(tokens: AccountingTokens): Promise<AccountingOption[]>;
  listItems(tokens: AccountingTokens): Promise<AccountingItem[]>;
  listParties(tokens: AccountingTokens): Promise<AccountingParty[]>;
  createParty(
    tokens: AccountingTokens,
    party: { name: string; kind: AccountingParty['kind'] },
  ): Promise<AccountingParty>;
  /** Creates the document, or updates the one with `existingId` / the same reference: never two. */
  pushDocument(
    tokens: AccountingTokens,
    document: AccountingDocument,
  ): Promise<{ externalId: string; externalNumber: string }>;
}

/** Where a company's tokens are kept: one secret per connection in AWS. */
export interface TokenVault {
  read(tenantId: string): Promise<AccountingTokens | undefined>;
  write(tenantId: string, tokens: AccountingTokens): Promise<void>;
  remove(tenantId: string): Promise<void>;
}
