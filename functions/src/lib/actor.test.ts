import { describe, expect, it } from 'vitest';
import { actorFromClaims } from './actor.js';

describe('the actor', () => {
  it('reads groups flattened by API Gateway and as arrays, ignoring unknown groups', () => {
    const flat = actorFromClaims({
      sub: 'u',
      'cognito:groups': '[ROLE_USER_ADMIN ROLE_USER other]',
      'custom:tenantId': 't',
    });
    expect(flat.authorities).toEqual(['ROLE_USER_ADMIN', 'ROLE_USER']);
    expect(flat.tenantId).toBe('t');
    expect(flat.permissions.has('USERS_AND_BILLINGS_MANAGEMENT')).toBe(true);
    expect(flat.permissions.has('CORE_MATCH_READ')).toBe(false);
    const list = actorFromClaims({ sub: 'u', 'cognito:groups': ['ROLE_USER'] });
    expect(list.authorities).toEqual(['ROLE_USER']);
    expect(list.tenantId).toBeUndefined();
    expect(list.permissions.size).toBe(0);
  });

  it('rejects claims without a subject', () => {
    expect(() => actorFromClaims({ email: 'x' })).toThrow('Unauthorized');
  });
});
