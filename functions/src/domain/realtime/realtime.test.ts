import { describe, expect, it } from 'vitest';
import { canRead } from './realtime.service.js';

describe('channel authorization', () => {
  const user = { userId: 'u1', tenantId: 't1' };
  it('lets a user read their own channel and their company channel only', async () => {
    expect(await canRead(user, 'user.u1')).toBe(true);
    expect(await canRead(user, 'user.u2')).toBe(false);
    expect(await canRead(user, 'tenant.t1')).toBe(true);
    expect(await canRead(user, 'tenant.t2')).toBe(false);
    expect(await canRead({ userId: 'u3' }, 'tenant.t1')).toBe(false);
  });
  it('opens public request changes to everyone, and an offer or request channel to nobody without a company or a real id', async () => {
    expect(await canRead(user, 'public-requests')).toBe(true);
    expect(await canRead({ userId: 'u3' }, 'network.abcd-efgh-ijkl-mnop')).toBe(false);
    expect(await canRead(user, 'network.not-an-offer')).toBe(false);
    expect(await canRead(user, 'auction.abcd-efgh-ijkl-mnop')).toBe(false);
  });
});
