import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it('shows nothing when there is nothing unread', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(undefined)).toBe('');
  });
  it('shows the count up to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });
  it('caps the display at 99+', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
});
