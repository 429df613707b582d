import { randomBytes } from 'node:crypto';
import {
  ACCOUNTING_MESSAGES as M,
  type AccountingConnection,
  type AccountingProvider,
  type AccountingSettings,
  type AccountingSettingsInput,
  type PushResult,
} from '@polyloop/shared/finance/accounting';
import { OPEN_STATUSES, type FinanceKind } from '@polyloop/shared/finance/invoice';
import { accounting } from '../../adapters/accounting/index.js';
import { ConditionFailed } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { env } from '../../lib/env.js';
import { Conflict, HttpError, NotFound, fieldError } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import {
  AccountingRefused,
  AccountingUnavailable,
  type AccountingDocument,
  type AccountingService,
  type AccountingTokens,
} from '../../ports/accounting.js';
import { InvoiceEntity, type InvoiceRecord } from '../finance/index.js';
import {
  AccountingConnectionEntity,
  AccountingConnectStateEntity,
  AccountingSettingsEntity,
  CompanyLinkEntity,
  type AccountingConnectionItem,
} from './accounting.entity.js';

/** How long a connect may take between the authorization address and the callback. */
const STATE_SECONDS = 600;
/** Tokens this close to their end are refreshed first. */
const REFRESH_MARGIN_MS = 60_000;
const PUSHABLE: readonly InvoiceRecord['status'][] = [...OPEN_STATUSES, 'PAID'];

/** Where the service sends the person back: the Integrations page, which completes the connect. */
export const redirectUri = () => `${env().APP_URL.replace(/\/$/, '')}/admin/integrations/accounting-callback`;

const failure = (status: number, message: string, code: string) => new HttpError(status, message, code);

/**
 * What the service answered, as the spec's message (part 1 §8) with a stable code: its refusals
 * are 409 (duplicate name) or 422; unreachable or failing, 502 with the failed step's message.
 */
export async function calling<T>(failed: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AccountingRefused) {
      logger.warn('accounting refused', { reason: error.reason, detail: error.message });
      switch (error.reason) {
        case 'DUPLICATE_NAME':
          return Promise.reject(new Conflict(M.duplicateName, 'ACCOUNTING_DUPLICATE_NAME'));
        case 'ITEM_NOT_FOR_SALE':
          return Promise.reject(failure(422, M.itemNotForSale, 'ACCOUNTING_ITEM_NOT_FOR_SALE'));
        case 'ITEM_NOT_PURCHASABLE':
          return Promise.reject(failure(422, M.itemNotPurchasable, 'ACCOUNTING_ITEM_NOT_PURCHASABLE'));
        case 'TOTAL_NEGATIVE':
          return Promise.reject(failure(422, M.totalNegative, 'ACCOUNTING_TOTAL_NEGATIVE'));
        case 'SETTINGS_MISSING':
          return Promise.reject(failure(422, M.settingsMissing, 'ACCOUNTING_SETTINGS_MISSING'));
        case 'UNAUTHORIZED':
          return Promise.reject(new Conflict(M.reconnect, 'ACCOUNTING_RECONNECT'));
        default:
          return Promise.reject(failure(422, `${failed}: ${error.message}`, 'ACCOUNTING_REFUSED'));
      }
    }
    if (error instanceof AccountingUnavailable) {
      logger.warn('accounting unavailable', { detail: error.message });
      return Promise.reject(failure(502, failed, 'ACCOUNTING_UNAVAILABLE'));
    }
    throw error;
  }
}

const view = (c: AccountingConnectionItem): AccountingConnection => ({
  provider: c.provider,
  status: c.status,
  realmId: c.realmId,
  connectedDate: c.connectedDate,
  sandbox: c.sandbox,
});

/** The company's connection (at most one). */
export async function connections(actor: Member): Promise<AccountingConnection[]> {
  const connection = await AccountingConnectionEntity.get({ tenantId: actor.tenantId });
  return connection ? [view(connection)] : [];
}

const onlyOne = () => new Conflict(M.onlyOne, 'ACCOUNTING_ONLY_ONE');

/** The service's authorization address, with a fresh single-use state bound to this person (409 while one is active). */
export async function start(
  actor: Member,
  provider: AccountingProvider,
): Promise<{ authorizationUrl: string }> {
  if (await AccountingConnectionEntity.get({ tenantId: actor.tenantId })) throw onlyOne();
  const state = randomBytes(24).toString('base64url');
  await AccountingConnectStateEntity.create({
    state,
    tenantId: actor.tenantId,
    userId: actor.userId,
    provider,
    expiresAt: Math.floor(Date.now() / 1000) + STATE_SECONDS,
  });
  const authorizationUrl = await calling(M.connectRefused, () =>
    accounting().service(provider).authorizationUrl({ state, redirectUri: redirectUri() }),
  );
  return { authorizationUrl };
}

/**
 * Completes a connect: the state is taken (deleted under the condition that it is this company's
 * and this person's, so it is used once), must be fresh, and the code becomes tokens; the
 * connection is created only where none is.
 */
export async function complete(
  actor: Member,
  input: { code: string; state: string; realmId?: string },
): Promise<AccountingConnection> {
  const taken = await AccountingConnectStateEntity.delete(
    { state: input.state },
    { condition: { tenantId: actor.tenantId, userId: actor.userId } },
  ).catch((error: unknown) => {
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  });
  if (!taken || taken.expiresAt < Date.now() / 1000)
    throw failure(400, M.connectExpired, 'ACCOUNTING_CONNECT_EXPIRED');
  const { service, vault, sandbox } = { ...accounting(), service: accounting().service(taken.provider) };
  const tokens = await calling(M.connectRefused, () =>
    service.exchangeCode({ code: input.code, redirectUri: redirectUri(), realmId: input.realmId }),
  );
  const item = {
    tenantId: actor.tenantId,
    provider: taken.provider,
    status: 'ACTIVE' as const,
    realmId: tokens.realmId,
    connectedBy: actor.userId,
    connectedDate: new Date().toISOString(),
    sandbox,
    ...(vault ? {} : { localTokens: tokens }),
  };
  try {
    await AccountingConnectionEntity.create(item);
  } catch (error) {
    if (error instanceof ConditionFailed) throw onlyOne();
    throw error;
  }
  if (vault) await vault.write(actor.tenantId, tokens);
  return view(item);
}

/** Disconnects: the grant is revoked (best effort) and its tokens forgotten; settings and links stay for a reconnect. */
export async function disconnect(actor: Member): Promise<void> {
  const connection = await AccountingConnectionEntity.get({ tenantId: actor.tenantId });
  if (!connection) return;
  const { vault } = accounting();
  const tokens = vault ? await vault.read(actor.tenantId) : connection.localTokens;
  if (tokens)
    await accounting()
      .service(connection.provider)
      .revoke(tokens)
      .catch((error: unknown) => logger.warn('accounting revoke failed', { error: String(error) }));
  await AccountingConnectionEntity.delete({ tenantId: actor.tenantId });
  if (vault) await vault.remove(actor.tenantId);
}

interface Session {
  connection: AccountingConnectionItem;
  service: AccountingService;
  tokens: AccountingTokens;
}

/** The active connection with working tokens: refreshed (and kept) when about to expire. */
export async function session(tenantId: string, failed: string): Promise<Session> {
  const connection = await AccountingConnectionEntity.get({ tenantId }, { consistent: true });
  if (!connection) throw new Conflict(M.notConnected, 'ACCOUNTING_NOT_CONNECTED');
  if (connection.status === 'NEEDS_RECONNECT') throw new Conflict(M.reconnect, 'ACCOUNTING_RECONNECT');
  const { vault } = accounting();
  const service = accounting().service(connection.provider);
  let tokens = vault ? await vault.read(tenantId) : connection.localTokens;
  if (!tokens) throw new Conflict(M.reconnect, 'ACCOUNTING_RECONNECT');
  if (Date.parse(tokens.expiresAt) - Date.now() < REFRESH_MARGIN_MS) {
    const old = tokens;
    try {
      tokens = await service.refresh(old);
    } catch (error) {
      if (error instanceof AccountingRefused) {
        await AccountingConnectionEntity.update({ tenantId }, { status: 'NEEDS_RECONNECT' });
        throw new Conflict(M.reconnect, 'ACCOUNTING_RECONNECT');
      }
      return calling(failed, () => Promise.reject(error));
    }
    if (vault) await vault.write(tenantId, tokens);
    else await AccountingConnectionEntity.update({ tenantId }, { localTokens: tokens });
  }
  return { connection, service, tokens };
}

/** A list read from the service, reported with the spec's message for that list; empty while nothing is connected. */
const listOf =
  <T>(failed: string, read: (s: Session) => Promise<T[]>) =>
  async (actor: Member): Promise<T[]> => {
    if (!(await AccountingConnectionEntity.get({ tenantId: actor.tenantId }))) return [];
    const s = await session(actor.tenantId, failed);
    return calling(failed, () => read(s));
  };

export const accounts = listOf(M.accountsFailed, (s) => s.service.listAccounts(s.tokens));
export const taxRates = listOf(M.taxRatesFailed, (s) => s.service.listTaxRates(s.tokens));
export const terms = listOf(M.termsFailed, (s) => s.service.listTerms(s.tokens));
export const items = listOf(M.itemsFailed, (s) => s.service.listItems(s.tokens));
export const parties = listOf(M.companiesFailed, (s) => s.service.listParties(s.tokens));

const noSettings = (provider: AccountingProvider | null): AccountingSettings => ({
  provider,
  taxRateId: null,
  termsId: null,
  incomeAccountId: null,
  expenseAccountId: null,
  itemMapping: {},
  updatedDate: null,
});

export async function settings(actor: Member): Promise<AccountingSettings> {
  const [stored, connection] = await Promise.all([
    AccountingSettingsEntity.get({ tenantId: actor.tenantId }),
    AccountingConnectionEntity.get({ tenantId: actor.tenantId }),
  ]);
  // Settings name the ids of one service: another service's are not shown as this one's.
  if (!stored || (connection && stored.provider !== connection.provider))
    return noSettings(connection?.provider ?? null);
  return {
    provider: stored.provider,
    taxRateId: stored.taxRateId ?? null,
    termsId: stored.termsId ?? null,
    incomeAccountId: stored.incomeAccountId ?? null,
    expenseAccountId: stored.expenseAccountId ?? null,
    itemMapping: stored.itemMapping,
    updatedDate: stored.updatedDate,
  };
}

/** Saves the defaults, each id checked against the service's own lists (a 400 on the field otherwise). */
export async function updateSettings(
  actor: Member,
  input: AccountingSettingsInput,
): Promise<AccountingSettings> {
  const s = await session(actor.tenantId, M.updateSettingsFailed);
  const [accountList, rateList, termList, itemList] = await calling(M.updateSettingsFailed, () =>
    Promise.all([
      s.service.listAccounts(s.tokens),
      s.service.listTaxRates(s.tokens),
      s.service.listTerms(s.tokens),
      s.service.listItems(s.tokens),
    ]),
  );
  const known = (list: { id: string }[], id: string | undefined) => !id || list.some((o) => o.id === id);
  if (!known(accountList, input.incomeAccountId))
    throw fieldError('incomeAccountId', 'Choose an account of the service');
  if (!known(accountList, input.expenseAccountId))
    throw fieldError('expenseAccountId', 'Choose an account of the service');
  if (!known(rateList, input.taxRateId)) throw fieldError('taxRateId', 'Choose a tax rate of the service');
  if (!known(termList, input.termsId)) throw fieldError('termsId', 'Choose terms of the service');
  for (const [type, id] of Object.entries(input.itemMapping))
    if (!known(itemList, id)) throw fieldError(`itemMapping.${type}`, 'Choose an item of the service');
  await AccountingSettingsEntity.put({
    tenantId: actor.tenantId,
    provider: s.connection.provider,
    ...input,
    itemMapping: input.itemMapping as Record<string, string>,
    updatedBy: actor.userId,
    updatedDate: new Date().toISOString(),
  });
  return settings(actor);
}

/** The document an invoice or bill becomes, with the company's settings and link. */
export function documentOf(
  invoice: InvoiceRecord,
  settings: AccountingSettings,
  partyId: string,
): AccountingDocument {
  const accountId = invoice.kind === 'INVOICE' ? settings.incomeAccountId : settings.expenseAccountId;
  if (!accountId) throw failure(422, M.settingsMissing, 'ACCOUNTING_SETTINGS_MISSING');
  return {
    kind: invoice.kind,
    reference: invoice.id,
    number: invoice.number ?? invoice.id,
    partyId,
    date: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    ...(settings.termsId ? { termsId: settings.termsId } : {}),
    ...(settings.taxRateId && invoice.taxCents > 0 ? { taxRateId: settings.taxRateId } : {}),
    accountId,
    lines: invoice.items.map((item) => {
      const itemId = item.materialType ? settings.itemMapping[item.materialType] : undefined;
      return { description: item.description, amountCents: item.amountCents, ...(itemId ? { itemId } : {}) };
    }),
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    ...(invoice.externalId ? { existingId: invoice.externalId } : {}),
  };
}

/**
 * Sends an issued, partly paid or paid invoice or bill and keeps the service's id and number on
 * it (conditioned on its version, which moves by one). The invoice's id is the service's
 * reference and idempotency key, and a pushed one carries its external id, so a retry (even after
 * a lost answer) updates the same record and never makes a second.
 */
export async function push(actor: Member, kind: FinanceKind, id: string): Promise<PushResult> {
  const invoice = await InvoiceEntity.get({ tenantId: actor.tenantId, id }, { consistent: true });
  if (!invoice || invoice.kind !== kind) throw new NotFound();
  if (!PUSHABLE.includes(invoice.status)) throw new Conflict(M.notPushable, 'ACCOUNTING_NOT_PUSHABLE');
  if (invoice.totalCents < 0) throw failure(422, M.totalNegative, 'ACCOUNTING_TOTAL_NEGATIVE');
  const s = await session(actor.tenantId, M.pushFailed);
  const current = await settings(actor);
  const link = await CompanyLinkEntity.get({ tenantId: actor.tenantId, companyId: invoice.companyId });
  const partyId =
    link?.provider === s.connection.provider
      ? kind === 'INVOICE'
        ? link.customerId
        : link.vendorId
      : undefined;
  if (!partyId) throw new Conflict(M.companyNotLinked, 'ACCOUNTING_COMPANY_NOT_LINKED');
  const document = documentOf(invoice, current, partyId);
  const sent = await calling(M.pushFailed, () => s.service.pushDocument(s.tokens, document));
  await keepExternal(actor.tenantId, invoice, sent);
  return { id, ...sent };
}

/** Keeps the external id and number under the version read; a change in between is read again once. */
async function keepExternal(
  tenantId: string,
  invoice: InvoiceRecord,
  sent: { externalId: string; externalNumber: string },
  retried = false,
): Promise<void> {
  if (invoice.externalId === sent.externalId && invoice.externalNumber === sent.externalNumber) return;
  try {
    await InvoiceEntity.update(
      { tenantId, id: invoice.id },
      { ...sent, updatedDate: new Date().toISOString() },
      { condition: { version: invoice.version }, add: { version: 1 }, current: invoice },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed) || retried) throw error;
    const again = await InvoiceEntity.get({ tenantId, id: invoice.id }, { consistent: true });
    if (again) await keepExternal(tenantId, again, sent, true);
  }
}
