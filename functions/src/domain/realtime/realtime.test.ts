import { describe, expect, it } from 'vitest';
import { canRead, readerKey } from './realtime.service.js';

describe('channel authorization', () => {
  const user = { userId: 'u1', tenantId: 't1' };
  it('lets a user read their own channel and their company channel only', async () => {
    expect(await canRead(user, 'user.u1')).toBe(true);
    expect(await canRead(user, 'user.u2')).toBe(false);
    expect(await canRead(user, 'tenant.t1')).toBe(true);
    expect(await canRead(user, 'tenant.t2')).toBe(false);
    expect(await canRead({ userId: 'u3' }, 'tenant.t1')).toBe(false);
  });
  it('opens public request and public offer changes to the people of onboarded companies, and an offer or request channel to nobody without a company or a real id', async () => {
    expect(await canRead(user, 'public-requests')).toBe(true);
    expect(await canRead({ userId: 'u3' }, 'public-requests')).toBe(false);
    expect(await canRead(user, 'public-offers')).toBe(true);
    expect(await canRead({ userId: 'u3' }, 'public-offers')).toBe(false);
    expect(await canRead({ userId: 'u3' }, 'network.abcd-efgh-ijkl-mnop')).toBe(false);
    expect(await canRead(user, 'network.not-an-offer')).toBe(false);
    expect(await canRead(user, 'auction.abcd-efgh-ijkl-mnop')).toBe(false);
  });
  it('lets the fan-out ask once per user for their own channel and once per company for every other channel', () => {
    const colleague = { userId: 'u2', tenantId: 't1' };
    expect(readerKey(user, 'user.u1')).not.toBe(readerKey(colleague, 'user.u1'));
    for (const channel of [
      'tenant.t1',
      'network.abcd-efgh-ijkl-mnop',
      'request-bids.abcd-efgh-ijkl-mnop',
      'public-requests',
      'public-offers',
    ])
      expect(readerKey(user, channel)).toBe(readerKey(colleague, channel));
    expect(readerKey(user, 'tenant.t1')).not.toBe(readerKey({ userId: 'u1' }, 'tenant.t1'));
    expect(readerKey(user, 'network.abcd-efgh-ijkl-mnop')).not.toBe(
      readerKey(user, 'network.abcd-efgh-ijkl-mnoq'),
    );
  });
});
