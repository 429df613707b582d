import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, initials, refreshDelay, userFromIdToken } from './token';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('id token claims', () => {
  it('reads the user and authorities the app needs, and not the company claim its holder can change', () => {
    const token = jwt({
      sub: 'u-1',
      email: 'ana@example.com',
      given_name: 'Ana',
      family_name: 'Łukasiewicz',
      'custom:tenantId': 't-9',
      'cognito:groups': ['ROLE_USER_ADMIN', 'someone-elses-group'],
    });
    expect(userFromIdToken(token)).toEqual({
      sub: 'u-1',
      email: 'ana@example.com',
      givenName: 'Ana',
      familyName: 'Łukasiewicz',
      authorities: ['ROLE_USER_ADMIN'],
    });
  });
  it('treats a token without groups as no authorities', () => {
    expect(userFromIdToken(jwt({ sub: 'x' })).authorities).toEqual([]);
  });
  it('rejects something that is not a JWT', () => {
    expect(() => decodeJwtPayload('nope')).toThrow();
  });
});

describe('refreshDelay', () => {
  it('refreshes a minute before expiry', () => {
    expect(refreshDelay(1_000_000, 0)).toBe(940_000);
  });
  it('waits at least five seconds even when already expired', () => {
    expect(refreshDelay(0, 10_000)).toBe(5_000);
  });
});

describe('initials', () => {
  it('takes the first letters of two words, or the first two letters of one', () => {
    expect(initials('My company')).toBe('MC');
    expect(initials('polyloop')).toBe('PO');
  });
});
