import { describe, expect, it } from 'vitest';
import { Password } from '@polyloop/shared';
import { passwordHints, PASSWORD_RULES } from './password-rules';

describe('password hints', () => {
  it('lists every rule of the shared schema, as an empty password breaks them', () => {
    expect(PASSWORD_RULES).toContain('Password must contain a lowercase letter');
    expect(PASSWORD_RULES).toContain('Password must contain a number');
    expect(PASSWORD_RULES.some((r) => /at least \d+ characters/.test(r))).toBe(true);
    expect(PASSWORD_RULES).toEqual([...new Set(Password.safeParse('').error!.issues.map((i) => i.message))]);
  });
  it('ticks off the rules a password meets', () => {
    const met = passwordHints('lowercase')
      .filter((h) => h.met)
      .map((h) => h.rule);
    expect(met).toContain('Password must contain a lowercase letter');
    expect(met).not.toContain('Password must contain a number');
    expect(passwordHints('Recycle-2026-ok').every((h) => h.met)).toBe(true);
    expect(Password.safeParse('Recycle-2026-ok').success).toBe(true);
  });
});
