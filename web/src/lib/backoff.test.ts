import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('starts at one second and doubles', () => {
    expect(backoffDelay(0, () => 1)).toBe(1_000);
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(3, () => 1)).toBe(8_000);
  });
  it('never waits more than 30 seconds', () => {
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });
  it('jitters between half and all of the step', () => {
    expect(backoffDelay(2, () => 0)).toBe(2_000);
    expect(backoffDelay(10, () => 0)).toBe(15_000);
  });
});
