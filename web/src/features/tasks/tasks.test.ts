import { describe, expect, it } from 'vitest';
import { dayOf, dueDateOf, localDate, moved, neighboursAt } from './tasks';

const list = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

describe('reordering the tasks panel', () => {
  it('moves one task to where it was dropped', () => {
    expect(moved(list, 3, 1).map((t) => t.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(moved(list, 0, 3).map((t) => t.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('sends the task shown above as upper and the one below as lower, only the one there is at an end', () => {
    expect(neighboursAt(moved(list, 3, 1), 1)).toEqual({ upperId: 'a', lowerId: 'b' });
    expect(neighboursAt(moved(list, 2, 0), 0)).toEqual({ lowerId: 'a' });
    expect(neighboursAt(moved(list, 0, 3), 3)).toEqual({ upperId: 'd' });
  });
});

describe('due dates', () => {
  it('stores a chosen day as its local midnight, and shows it back as the same day', () => {
    const iso = dueDateOf('2031-07-04')!;
    const back = new Date(iso);
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours()]).toEqual([2031, 6, 4, 0]);
    expect(dayOf(iso)).toBe('2031-07-04');
    expect(dueDateOf('')).toBeUndefined();
    expect(localDate(new Date(2030, 0, 9))).toBe('2030-01-09');
  });
});
