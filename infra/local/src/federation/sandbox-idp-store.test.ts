import { describe, expect, it } from 'vitest';
import { sandboxIdpStore } from './sandbox-idp-store.js';

describe('the sandbox identity provider’s store', () => {
  it('finds what it keeps by id, session uid and user code, marks a code used, and forgets a revoked grant', async () => {
    const Store = sandboxIdpStore();
    const sessions = new Store('Session');
    const codes = new Store('AuthorizationCode');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'ann@example.com' }, 60);
    await codes.upsert('c1', { grantId: 'g1', userCode: 'ABCD' }, 60);
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'ann@example.com' });
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ grantId: 'g1' });
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('answers nothing once an entry has expired, and keeps each provider’s entries apart', async () => {
    const Store = sandboxIdpStore();
    await new Store('Session').upsert('gone', { uid: 'u2' }, 0);
    expect(await new Store('Session').find('gone')).toBeUndefined();
    await new Store('Grant').upsert('kept', { accountId: 'x' }, 60);
    expect(await new (sandboxIdpStore())('Grant').find('kept')).toBeUndefined();
  });
});
