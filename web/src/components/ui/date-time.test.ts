import { describe, expect, it } from 'vitest';
import { HOURS, hourBeforeMin, joinMoment, MINUTES, minuteBeforeMin, momentParts } from './date-time';

describe('a moment split into its day and time', () => {
  it('reads the day, hour and minute the forms hold, seconds or not, and nothing else', () => {
    expect(momentParts('2026-11-26T14:05')).toEqual({ day: '2026-11-26', hour: '14', minute: '05' });
    expect(momentParts('2026-11-26T00:00:30')).toEqual({ day: '2026-11-26', hour: '00', minute: '00' });
    for (const none of ['', null, undefined, '2026-11-26', 'tomorrow', '2026-11-26T9:05'])
      expect(momentParts(none)).toEqual({ day: '', hour: '', minute: '' });
  });

  it('joins back to the same value, and to none without a day', () => {
    expect(joinMoment(momentParts('2026-11-26T14:05'))).toBe('2026-11-26T14:05');
    expect(joinMoment({ day: '', hour: '14', minute: '05' })).toBe('');
  });

  it('gives a day picked before any time noon, or the time it is told', () => {
    expect(joinMoment({ day: '2026-12-01', hour: '', minute: '' })).toBe('2026-12-01T12:00');
    expect(joinMoment({ day: '2026-12-01', hour: '', minute: '' }, undefined, '09:30')).toBe(
      '2026-12-01T09:30',
    );
    expect(joinMoment({ day: '2026-12-01', hour: '17', minute: '' })).toBe('2026-12-01T17:00');
  });

  it('never goes before the earliest moment the field takes', () => {
    const min = '2026-11-26T15:40';
    expect(joinMoment({ day: '2026-11-26', hour: '09', minute: '00' }, min)).toBe(min);
    expect(joinMoment({ day: '2026-11-26', hour: '15', minute: '39' }, min)).toBe(min);
    expect(joinMoment({ day: '2026-11-26', hour: '15', minute: '40' }, min)).toBe(min);
    expect(joinMoment({ day: '2026-11-26', hour: '16', minute: '00' }, min)).toBe('2026-11-26T16:00');
    expect(joinMoment({ day: '2026-11-27', hour: '01', minute: '00' }, min)).toBe('2026-11-27T01:00');
    expect(joinMoment({ day: '2026-11-26', hour: '09', minute: '00' }, '')).toBe('2026-11-26T09:00');
  });

  it('offers 24 hours and 60 minutes, those before the earliest moment unavailable on its day only', () => {
    expect(HOURS).toHaveLength(24);
    expect([HOURS[0], HOURS[23]]).toEqual(['00', '23']);
    expect(MINUTES).toHaveLength(60);
    expect([MINUTES[0], MINUTES[59]]).toEqual(['00', '59']);

    const min = '2026-11-26T15:40';
    expect(HOURS.filter((h) => hourBeforeMin('2026-11-26', h, min))).toHaveLength(15);
    expect(hourBeforeMin('2026-11-26', '15', min)).toBe(false);
    expect(hourBeforeMin('2026-11-27', '00', min)).toBe(false);
    expect(hourBeforeMin('2026-11-26', '00', undefined)).toBe(false);

    expect(MINUTES.filter((m) => minuteBeforeMin('2026-11-26', '15', m, min))).toHaveLength(40);
    expect(MINUTES.filter((m) => minuteBeforeMin('2026-11-26', '16', m, min))).toHaveLength(0);
    expect(minuteBeforeMin('', '15', '00', min)).toBe(false);
  });
});
