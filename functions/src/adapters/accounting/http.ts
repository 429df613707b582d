import { AccountingRefused, AccountingUnavailable, type RefusalReason } from '../../ports/accounting.js';

const TIMEOUT_MS = 10_000;

/** What an adapter makes of a refusal's body (the service's own error shape) and status. */
export type Classify = (status: number, body: unknown) => { reason: RefusalReason; message: string };

/** The reason a service's words give, for services that state it only in text. */
export function reasonFromText(text: string): RefusalReason {
  if (/duplicate name|already (exists|used|a (vendor|customer))|name.*already/i.test(text))
    return 'DUPLICATE_NAME';
  if (/not (marked )?for sale|not sold|cannot be sold|sales.*not enabled/i.test(text))
    return 'ITEM_NOT_FOR_SALE';
  if (/not purchas|cannot be purchased|purchases.*not enabled/i.test(text)) return 'ITEM_NOT_PURCHASABLE';
  if (/negative|less than (0|zero)|0 or greater|greater than or equal to 0/i.test(text))
    return 'TOTAL_NEGATIVE';
  if (/account.*(required|missing)|settings missing/i.test(text)) return 'SETTINGS_MISSING';
  return 'REFUSED';
}

/**
 * One JSON request to a service: a 401 is UNAUTHORIZED (the grant is gone), any other 4xx a refusal
 * as `classify` reads it, anything else (5xx, timeout, network, a body that is not JSON) unavailable.
 */
export async function requestJson<T>(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  classify: Classify,
): Promise<T> {
  let res: Response;
  try {
    res = await fetcher(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new AccountingUnavailable(`The accounting service could not be reached: ${String(error)}`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = undefined;
  }
  if (res.status === 401)
    throw new AccountingRefused('UNAUTHORIZED', 'The accounting service refused the grant.');
  if (res.status >= 400 && res.status < 500) {
    const { reason, message } = classify(res.status, body ?? text);
    throw new AccountingRefused(reason, message);
  }
  if (!res.ok || body === undefined)
    throw new AccountingUnavailable(`The accounting service answered ${res.status}.`);
  return body as T;
}

/** Whole cents as the decimal amount services take (never through a float's rounding). */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A service's decimal amount ("12.5", 12.5) as whole cents. */
export function centsOf(amount: string | number): number {
  const [whole = '0', frac = ''] = String(amount).replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return String(amount).startsWith('-') ? -cents : cents;
}

/** A form-encoded body (OAuth token requests). */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const expiresAt = (seconds: number, now = Date.now()) => new Date(now + seconds * 1000).toISOString();

/** An app's OAuth credentials with a service (kept in Secrets Manager in AWS). */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

/** The Basic authorization both services' token endpoints take: the app's id and secret. */
export const basicAuth = async (app: () => Promise<OAuthApp>): Promise<string> => {
  const { clientId, clientSecret } = await app();
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
};
