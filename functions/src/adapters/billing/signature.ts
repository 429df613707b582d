import { createHmac, timingSafeEqual } from 'node:crypto';
import { Unauthorized } from '../../lib/errors.js';

/** Stripe's default: a signature older (or newer) than this is refused, against replays. */
export const signatureToleranceSeconds = 300;

const hmacHex = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** A `Stripe-Signature` header for a body: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signWebhook(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

/**
 * Verifies a `Stripe-Signature` header as Stripe documents it: any `v1` entry (there are several
 * while a secret is rolled) must equal the HMAC-SHA256 of `${t}.${rawBody}`, compared in constant
 * time, and `t` must be within five minutes of now. Throws Unauthorized otherwise.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): void {
  if (!secret) throw new Unauthorized('Webhook signing secret is not configured');
  if (!header) throw new Unauthorized('Missing Stripe-Signature header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0)
    throw new Unauthorized('Malformed Stripe-Signature header');
  const expected = Buffer.from(hmacHex(secret, `${timestamp}.${rawBody}`), 'utf8');
  const matches = signatures.some((signature) => {
    const candidate = Buffer.from(signature, 'utf8');
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
  if (!matches) throw new Unauthorized('Webhook signature does not match');
  if (Math.abs(Math.floor(now / 1000) - timestamp) > signatureToleranceSeconds)
    throw new Unauthorized('Webhook signature is too old');
}

/** Header names arrive in any case (API Gateway lower-cases them; tests may not). */
export function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
