import { describe, expect, it } from 'vitest';
import { formatPhone, Phone, phoneHref } from './primitives.js';

describe('the phone rule', () => {
  /** Each way of typing a number reads as the one it keeps. */
  const keeps = (kept: string, typings: string[]) => {
    for (const typed of typings) expect(Phone.parse(typed)).toBe(kept);
  };

  it('keeps a number typed with the usual separators as its ten digits', () => {
    keeps('5025550123', [
      '502-555-0123',
      '(502) 555-0123',
      '502.555.0123',
      '502 555 0123',
      '+1 502 555 0123',
      '1-502-555-0123',
      '5025550123',
    ]);
  });

  it('keeps an extension however it is written', () => {
    keeps('5025550123;ext=12', [
      '502-555-0123 x12',
      '(502) 555-0123 ext. 12',
      '502 555 0123 extension 12',
      '5025550123;ext=12',
    ]);
  });

  it('refuses what is not a ten-digit number', () => {
    for (const typed of ['502-555-012', '502-555-01234', 'call 5025550123', '502-CALL-NOW', ''])
      expect(Phone.safeParse(typed).success).toBe(false);
  });

  it('shows and dials a kept number as people read it', () => {
    expect(formatPhone('3125550142')).toBe('(312) 555-0142');
    expect(formatPhone('3125550142;ext=7')).toBe('(312) 555-0142 ext. 7');
    expect(phoneHref('3125550142;ext=7')).toBe('tel:+13125550142;ext=7');
  });
});
