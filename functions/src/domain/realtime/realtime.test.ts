import { describe, expect, it } from 'vitest';
import { canRead } from './realtime.service.js';

describe('channel authorization', () => {
  const user = { userId: 'u1', tenantId: 't1' };
  it('lets a user read their own channel and their company channel only', () => {
    expect(canRead(user, 'user.u1')).toBe(true);
    expect(canRead(user, 'user.u2')).toBe(false);
    expect(canRead(user, 'tenant.t1')).toBe(true);
    expect(canRead(user, 'tenant.t2')).toBe(false);
    expect(canRead({ userId: 'u3' }, 'tenant.t1')).toBe(false);
  });
  it('opens public request changes to everyone and keeps unowned kinds closed', () => {
    expect(canRead(user, 'public-requests')).toBe(true);
    expect(canRead(user, 'network.abcd-efgh-ijkl-mnop')).toBe(false);
  });
});
