import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Unauthorized } from '../../lib/errors.js';
import { headerValue, signWebhook, verifyWebhookSignature } from './signature.js';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"customer.subscription.updated"}';
const t = 1_750_000_000;
const at = (seconds: number) => seconds * 1000;
/** The vector computed independently, exactly as Stripe's documentation describes it. */
const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

describe('Stripe-style webhook signatures', () => {
  it('signs as t=<timestamp>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${v1}`);
  });

  it('accepts a correct signature within five minutes, either side', () => {
    expect(() => verifyWebhookSignature(secret, body, `t=${t},v1=${v1}`, at(t + 299))).not.toThrow();
    expect(() => verifyWebhookSignature(secret, body, `t=${t},v1=${v1}`, at(t - 299))).not.toThrow();
  });

  it('accepts any v1 while a secret is rolled, and ignores v0 entries', () => {
    const header = `t=${t},v0=${'0'.repeat(64)},v1=${'a'.repeat(64)},v1=${v1}`;
    expect(() => verifyWebhookSignature(secret, body, header, at(t))).not.toThrow();
  });

  it('refuses a changed body, another secret, an old timestamp and malformed headers', () => {
    const header = `t=${t},v1=${v1}`;
    expect(() => verifyWebhookSignature(secret, `${body} `, header, at(t))).toThrow(Unauthorized);
    expect(() => verifyWebhookSignature('whsec_other', body, header, at(t))).toThrow(Unauthorized);
    expect(() => verifyWebhookSignature(secret, body, header, at(t + 301))).toThrow(/too old/);
    expect(() => verifyWebhookSignature(secret, body, `v1=${v1}`, at(t))).toThrow(Unauthorized);
    expect(() => verifyWebhookSignature(secret, body, `t=${t},v1=${v1.slice(0, 10)}`, at(t))).toThrow(
      Unauthorized,
    );
    expect(() => verifyWebhookSignature(secret, body, undefined, at(t))).toThrow(Unauthorized);
    expect(() => verifyWebhookSignature('', body, header, at(t))).toThrow(Unauthorized);
  });

  it('finds the header whatever its case', () => {
    expect(headerValue({ 'Stripe-Signature': 'x' }, 'stripe-signature')).toBe('x');
    expect(headerValue({ 'stripe-signature': 'y' }, 'Stripe-Signature')).toBe('y');
  });
});
