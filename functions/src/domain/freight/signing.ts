import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/**
 * Standard Webhooks signing, both ways: `webhook-id`, `webhook-timestamp` (epoch seconds) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`), five minutes' tolerance.
 * The `standardwebhooks` package does the cryptography. During a rotation a partner holds two
 * secrets: what Polyloop sends carries a signature by each (the header takes several, space
 * separated), and a post signed with either is taken.
 */

export type SignedHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** A new secret as Standard Webhooks writes them: `whsec_` and 32 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The first characters of a secret, to tell them apart in a list. */
export const secretPreview = (secret: string) => `${secret.slice(0, 10)}…`;

export function sign(
  secrets: readonly string[],
  body: string,
  options: { id?: string; at?: Date } = {},
): SignedHeaders {
  const id = options.id ?? `msg_${randomUUID()}`;
  const at = options.at ?? new Date();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' '),
  };
}

export type Verification =
  { ok: true; id: string } | { ok: false; reason: 'MISSING_HEADERS' | 'STALE_TIMESTAMP' | 'BAD_SIGNATURE' };

/** Checks a post's signature against each of the partner's secrets. */
export function verify(
  secrets: readonly string[],
  body: string,
  headers: Record<string, string | undefined>,
): Verification {
  const wanted = {
    id: header(headers, 'webhook-id'),
    timestamp: header(headers, 'webhook-timestamp'),
    signature: header(headers, 'webhook-signature'),
  };
  if (!wanted.id || !wanted.timestamp || !wanted.signature) return { ok: false, reason: 'MISSING_HEADERS' };
  const given = {
    'webhook-id': wanted.id,
    'webhook-timestamp': wanted.timestamp,
    'webhook-signature': wanted.signature,
  };
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(body, given, { jsonParse: false });
      return { ok: true, id: wanted.id };
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      if (/timestamp|Invalid Signature Headers/i.test(error.message))
        return { ok: false, reason: 'STALE_TIMESTAMP' };
    }
  }
  return { ok: false, reason: 'BAD_SIGNATURE' };
}

/** Header names arrive in any case (API Gateway lowercases them; other callers may not). */
function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name);
  return found?.[1]?.trim() || undefined;
}
