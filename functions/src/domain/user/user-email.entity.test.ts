import { describe, expect, it } from 'vitest';
import { UserEmail } from './user-email.entity.js';
import { User } from './user.entity.js';

describe('user keys', () => {
  it('claims an address with one item per e-mail, beside the user record keyed by user', () => {
    expect(UserEmail.keys({ email: 'a@b.example', userId: 'u1' })).toEqual({ pk: 'user-email#email=a@b.example', sk: 'user-email' });
    expect(User.keys({ userId: 'u1', tenantId: 't1', sortName: 'ann lee', email: 'a@b.example' })).toEqual({
      pk: 'user#userId=u1',
      sk: 'user',
      gsi1pk: 'user#tenantId=t1',
      gsi1sk: 'sortName=ann lee#userId=u1',
      gsi2pk: 'user#email=a@b.example',
      gsi2sk: 'user',
    });
  });
});
