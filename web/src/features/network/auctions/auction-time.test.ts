import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  editable,
  formatBid,
  formatCountdown,
  formatEnds,
  rememberWinnerModal,
  remainingMs,
  tickMs,
  winnerModalDue,
  winnerModalKey,
} from './auction-time';

const at = Date.parse('2026-03-04T15:00:00Z');

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
}

describe('the countdown on the server’s clock', () => {
  it('takes the offset from the read’s server time and when it arrived', () => {
    expect(clockOffset('2026-03-04T15:00:05Z', at)).toBe(5000);
    expect(clockOffset('2026-03-04T14:59:58Z', at)).toBe(-2000);
    expect(clockOffset('not a time', at)).toBe(0);
  });

  it('counts what is left with the offset, never below zero', () => {
    // The browser runs 5 s behind the server: 5 s less is left than its own clock says.
    expect(remainingMs('2026-03-04T15:04:00Z', at, 5000)).toBe(235_000);
    expect(remainingMs('2026-03-04T14:00:00Z', at, 0)).toBe(0);
  });

  it('moves with the end when a bid extends it', () => {
    const before = remainingMs('2026-03-04T15:03:00Z', at, 0);
    const after = remainingMs('2026-03-04T15:07:00Z', at, 0);
    expect(formatCountdown(before)).toBe('3:00');
    expect(formatCountdown(after)).toBe('7:00');
  });

  it('reads in days, hours, minutes or seconds by what is left', () => {
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000)).toBe('2d 03h');
    expect(formatCountdown(4 * 3_600_000 + 5 * 60_000)).toBe('4h 05m');
    expect(formatCountdown(299_000)).toBe('4:59');
    expect(formatCountdown(6_100)).toBe('0:07');
    expect(formatCountdown(0)).toBe('Ended');
  });

  it('ticks every second in the last hour only', () => {
    expect(tickMs(59 * 60_000)).toBe(1000);
    expect(tickMs(2 * 3_600_000)).toBe(30_000);
  });

  it('allows editing until 10 minutes before the end', () => {
    expect(editable(10 * 60_000 + 1)).toBe(true);
    expect(editable(10 * 60_000)).toBe(false);
  });
});

describe('list and price wording', () => {
  it('says when an auction ends relative to now', () => {
    expect(formatEnds('2026-03-07T15:00:00Z', at)).toBe('in 3 days');
    expect(formatEnds('2026-03-04T20:00:00Z', at)).toBe('in 5 hours');
    expect(formatEnds('2026-03-04T15:04:00Z', at)).toBe('in 4 minutes');
    expect(formatEnds('2026-03-04T13:00:00Z', at)).toBe('2 hours ago');
    expect(formatEnds('nonsense', at)).toBe('—');
  });

  it('writes bids with the decimals an increment needs', () => {
    expect(formatBid({ unitValue: 0.5, unit: 'POUND' })).toBe('$0.50 / lb');
    expect(formatBid({ unitValue: 0.5125, unit: 'POUND' })).toBe('$0.5125 / lb');
    expect(formatBid(null)).toBe('—');
  });
});

describe('the winner’s modal memory', () => {
  it('is due once, then not again for 14 days, then again (the stale mark cleared)', () => {
    const storage = memoryStorage();
    expect(winnerModalDue(storage, 'a1', at)).toBe(true);
    rememberWinnerModal(storage, 'a1', at);
    expect(winnerModalDue(storage, 'a1', at + 13 * 86_400_000)).toBe(false);
    expect(winnerModalDue(storage, 'a2', at)).toBe(true);
    expect(winnerModalDue(storage, 'a1', at + 14 * 86_400_000)).toBe(true);
    expect(storage.values.has(winnerModalKey('a1'))).toBe(false);
  });
});
