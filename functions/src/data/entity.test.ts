import { describe, expect, it } from 'vitest';
import { User } from '../domain/user/user.entity.js';
import { Subscription } from '../domain/realtime/connection.entity.js';
import { Flag } from '../domain/flags/flag.entity.js';
import { decodeCursor, encodeCursor } from './entity.js';

const user = {
  tenantId: 't1',
  userId: 'u1',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'K',
  sortName: 'dana k',
  authorities: ['ROLE_USER' as const],
  functionalRoles: [],
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('entity keys', () => {
  it('are built from composite attributes only, prefixed by the entity', () => {
    expect(User.keys(user)).toEqual({
      pk: 'user#userId=u1',
      sk: 'user',
      gsi1pk: 'user#tenantId=t1',
      gsi1sk: 'sortName=dana k#userId=u1',
      gsi2pk: 'user#email=dana@example.com',
      gsi2sk: 'user',
    });
    expect(Subscription.keys({ channel: 'user.u1', connectionId: 'c1' })).toEqual({
      pk: 'subscription#channel=user.u1',
      sk: 'connectionId=c1',
      gsi1pk: 'subscription#connectionId=c1',
      gsi1sk: 'channel=user.u1',
    });
    expect(Flag.keys({ name: 'maintenance_mode_enabled' })).toEqual({ pk: 'flag', sk: 'name=maintenance_mode_enabled' });
  });

  it('escape the separator inside values so one key can never read as another', () => {
    expect(Subscription.keys({ channel: 'a#connectionId=x', connectionId: '100%' }).pk).toBe('subscription#channel=a%23connectionId=x');
  });

  it('leave a secondary index out when its composites are missing (sparse index)', () => {
    const { tenantId: _t, ...notOnboarded } = user;
    expect(Object.keys(User.keys(notOnboarded))).toEqual(['pk', 'sk', 'gsi2pk', 'gsi2sk']);
  });
});

describe('cursors', () => {
  it('round-trip opaquely and reject tampering with a 400', () => {
    const key = { pk: 'user#tenantId=t1', sk: 'userId=u9' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(() => decodeCursor('not-a-cursor')).toThrow('The page cursor is not valid.');
  });
});
