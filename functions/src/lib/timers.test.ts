import { describe, expect, it } from 'vitest';
import { atExpression, timerName } from './timers.js';

describe('timers', () => {
  it('keep names Scheduler accepts, and hash the others to a stable one', () => {
    expect(timerName('task-due.0001-abc')).toBe('task-due.0001-abc');
    const long = timerName(`auction:${'x'.repeat(80)}`);
    expect(long).toMatch(/^[0-9a-zA-Z\-_.]{1,64}$/);
    expect(timerName(`auction:${'x'.repeat(80)}`)).toBe(long);
    expect(timerName('a:b')).not.toBe(timerName('a/b'));
  });

  it('fire at the second, in UTC, never before their moment', () => {
    expect(atExpression(new Date('2026-11-23T08:00:00.456Z'))).toBe('at(2026-11-23T08:00:01)');
    expect(atExpression(new Date('2026-11-23T08:00:00.000Z'))).toBe('at(2026-11-23T08:00:00)');
  });
});
