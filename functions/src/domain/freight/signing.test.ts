import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newSecret, sign, verify } from './signing.js';

const body = JSON.stringify({ type: 'quote.submitted', data: { quoteRequestId: 'r1' } });

describe('Standard Webhooks signing', () => {
  it('signs so that a partner holding the secret verifies the message with the standard library', () => {
    const secret = newSecret();
    const headers = sign([secret], body, { id: 'msg_1' });
    expect(headers['webhook-id']).toBe('msg_1');
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('signs with both secrets during a rotation, so a partner holding either verifies it', () => {
    const [older, newer] = [newSecret(), newSecret()];
    const headers = sign([newer, older], body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(older).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(newer).verify(body, headers)).not.toThrow();
  });

  it('takes a post signed with any of the secrets, and says why it refuses one', () => {
    const [older, newer, stranger] = [newSecret(), newSecret(), newSecret()];
    const signedBy = (secret: string, at = new Date()) => sign([secret], body, { at });
    expect(verify([newer, older], body, signedBy(older))).toMatchObject({ ok: true });
    expect(verify([newer, older], body, signedBy(stranger))).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verify([newer], body, signedBy(newer, new Date(Date.now() - 6 * 60_000)))).toEqual({
      ok: false,
      reason: 'STALE_TIMESTAMP',
    });
    expect(verify([newer], body, signedBy(newer, new Date(Date.now() + 6 * 60_000)))).toEqual({
      ok: false,
      reason: 'STALE_TIMESTAMP',
    });
    expect(verify([newer], body, { 'webhook-id': 'msg_1' })).toEqual({
      ok: false,
      reason: 'MISSING_HEADERS',
    });
    // The body as signed, byte for byte: a changed body is a bad signature.
    expect(verify([newer], `${body} `, signedBy(newer))).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('reads the headers in any case', () => {
    const secret = newSecret();
    const upper = Object.fromEntries(
      Object.entries(sign([secret], body)).map(([k, v]) => [k.toUpperCase(), v]),
    );
    expect(verify([secret], body, upper)).toMatchObject({ ok: true });
  });
});
