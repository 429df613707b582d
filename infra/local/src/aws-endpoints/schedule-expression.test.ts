import { describe, expect, it } from 'vitest';
import { nextFireTime, parseScheduleExpression, ScheduleExpressionError } from './schedule-expression.js';

const utc = (text: string) => new Date(`${text}Z`);

describe('at() expressions', () => {
  it('reads the wall-clock time as UTC by default', () => {
    expect(parseScheduleExpression('at(2030-03-01T12:30:00)')).toEqual({
      kind: 'at',
      at: utc('2030-03-01T12:30:00'),
    });
  });

  it('reads the wall-clock time in the schedule time zone, daylight saving included', () => {
    const summer = parseScheduleExpression('at(2030-07-01T09:00:00)', 'America/Chicago');
    const winter = parseScheduleExpression('at(2030-01-15T09:00:00)', 'America/Chicago');
    expect(summer.kind === 'at' && summer.at.toISOString()).toBe('2030-07-01T14:00:00.000Z');
    expect(winter.kind === 'at' && winter.at.toISOString()).toBe('2030-01-15T15:00:00.000Z');
  });

  it('rejects impossible dates and unknown time zones', () => {
    expect(() => parseScheduleExpression('at(2030-02-30T09:00:00)')).toThrow(ScheduleExpressionError);
    expect(() => parseScheduleExpression('at(2030-01-01T24:00:00)')).toThrow(ScheduleExpressionError);
    expect(() => parseScheduleExpression('at(2030-01-01T09:00:00)', 'Mars/Olympus')).toThrow(/Timezone/);
  });

  it('still returns a one-time schedule whose time has passed, so an overdue timer fires', () => {
    const expression = parseScheduleExpression('at(2020-01-01T00:00:00)');
    expect(nextFireTime(expression, utc('2025-01-01T00:00:00'))).toEqual(utc('2020-01-01T00:00:00'));
  });
});

describe('rate() expressions', () => {
  it('fires every interval counted from the start date', () => {
    const expression = parseScheduleExpression('rate(5 minutes)');
    const start = utc('2030-01-01T00:00:00');
    expect(nextFireTime(expression, utc('2030-01-01T00:07:00'), { start })).toEqual(
      utc('2030-01-01T00:10:00'),
    );
    expect(nextFireTime(expression, utc('2029-12-31T00:00:00'), { start })).toEqual(start);
  });

  it('accepts singular units and stops at the end date', () => {
    const expression = parseScheduleExpression('rate(1 hour)');
    expect(
      nextFireTime(expression, utc('2030-01-01T00:00:00'), { end: utc('2030-01-01T00:30:00') }),
    ).toBeUndefined();
    expect(() => parseScheduleExpression('rate(0 minutes)')).toThrow(ScheduleExpressionError);
    expect(() => parseScheduleExpression('rate(5 weeks)')).toThrow(ScheduleExpressionError);
  });
});

describe('cron() expressions', () => {
  it('finds the next Monday 08:00 in the schedule time zone', () => {
    const expression = parseScheduleExpression('cron(0 8 ? * MON *)', 'Europe/Berlin');
    // Wednesday 2030-01-02 → Monday 2030-01-07 08:00 CET = 07:00 UTC.
    expect(nextFireTime(expression, utc('2030-01-02T10:00:00'))).toEqual(utc('2030-01-07T07:00:00'));
  });

  it('supports steps, ranges and lists', () => {
    const expression = parseScheduleExpression('cron(0/15 9-17 1,15 * ? *)');
    expect(nextFireTime(expression, utc('2030-01-01T17:50:00'))).toEqual(utc('2030-01-15T09:00:00'));
    expect(nextFireTime(expression, utc('2030-01-15T09:00:00'))).toEqual(utc('2030-01-15T09:15:00'));
  });

  it('rejects what AWS rejects or what is not emulated', () => {
    expect(() => parseScheduleExpression('cron(0 8 * * MON *)')).toThrow(/exactly one/);
    expect(() => parseScheduleExpression('cron(0 8 L * ? *)')).toThrow(ScheduleExpressionError);
    expect(() => parseScheduleExpression('cron(0 8 * *)')).toThrow(/6 fields/);
    expect(() => parseScheduleExpression('every day')).toThrow(ScheduleExpressionError);
  });
});
