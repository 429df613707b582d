/**
 * EventBridge Scheduler's expressions: `at(yyyy-mm-ddThh:mm:ss)` (wall-clock time in the
 * schedule's time zone), `rate(n minutes|hours|days)` and `cron(min hour day-of-month month
 * day-of-week year)`. Cron supports `*`, `?`, lists, ranges, steps and names; `L`, `W` and `#`
 * are rejected so a schedule never silently behaves differently here than in AWS.
 */
export type ScheduleExpression =
  | { kind: 'at'; at: Date }
  | { kind: 'rate'; everyMs: number }
  | { kind: 'cron'; cron: CronFields; timeZone: string };

export interface CronFields {
  minutes: Set<number>;
  hours: Set<number>;
  daysOfMonth: Set<number> | 'any';
  months: Set<number>;
  /** 1 = Sunday … 7 = Saturday, as in AWS. */
  daysOfWeek: Set<number> | 'any';
  years: Set<number> | 'any';
}

export class ScheduleExpressionError extends Error {}

export function parseScheduleExpression(expression: string, timeZone = 'UTC'): ScheduleExpression {
  assertTimeZone(timeZone);
  const at = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/.exec(expression);
  if (at) {
    const [year, month, day, hour, minute, second] = at.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    if (
      wall.getUTCMonth() !== month - 1 ||
      wall.getUTCDate() !== day ||
      hour > 23 ||
      minute > 59 ||
      second > 59
    ) {
      throw new ScheduleExpressionError(`Invalid Schedule Expression ${expression}.`);
    }
    return { kind: 'at', at: zonedWallClockToInstant(wall, timeZone) };
  }
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (rate) {
    const value = Number(rate[1]);
    const unit = rate[2] ?? '';
    if (value < 1) throw new ScheduleExpressionError(`Invalid Schedule Expression ${expression}.`);
    const unitMs = unit.startsWith('minute') ? 60_000 : unit.startsWith('hour') ? 3_600_000 : 86_400_000;
    return { kind: 'rate', everyMs: value * unitMs };
  }
  const cron = /^cron\((.+)\)$/.exec(expression);
  if (cron) return { kind: 'cron', cron: parseCron(cron[1] ?? '', expression), timeZone };
  throw new ScheduleExpressionError(`Invalid Schedule Expression ${expression}.`);
}

/**
 * When the schedule fires next, strictly after `after`; undefined when it never will again.
 * A one-time schedule's time is returned even if it has passed, so an overdue timer fires.
 */
export function nextFireTime(
  expression: ScheduleExpression,
  after: Date,
  window: { start?: Date; end?: Date } = {},
): Date | undefined {
  const next = (() => {
    switch (expression.kind) {
      case 'at':
        return expression.at;
      case 'rate': {
        const start = window.start ?? after;
        if (start > after) return start;
        const steps = Math.floor((after.getTime() - start.getTime()) / expression.everyMs) + 1;
        return new Date(start.getTime() + steps * expression.everyMs);
      }
      case 'cron':
        return nextCronTime(
          expression.cron,
          expression.timeZone,
          window.start && window.start > after ? new Date(window.start.getTime() - 1) : after,
        );
    }
  })();
  if (next && window.end && next > window.end) return undefined;
  return next;
}

const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function parseCron(body: string, expression: string): CronFields {
  const parts = body.trim().split(/\s+/);
  if (parts.length !== 6)
    throw new ScheduleExpressionError(`Invalid Schedule Expression ${expression}: cron needs 6 fields.`);
  const [minutes, hours, daysOfMonth, months, daysOfWeek, years] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if ((daysOfMonth === '?') === (daysOfWeek === '?')) {
    throw new ScheduleExpressionError(
      `Invalid Schedule Expression ${expression}: exactly one of day-of-month and day-of-week must be '?'.`,
    );
  }
  const field = (text: string, min: number, max: number, names: string[] = [], nameOffset = 0) =>
    parseCronField(text, min, max, expression, (token) => {
      const index = names.indexOf(token.toUpperCase());
      return index >= 0 ? index + nameOffset : Number.NaN;
    });
  return {
    minutes: field(minutes, 0, 59),
    hours: field(hours, 0, 23),
    daysOfMonth: daysOfMonth === '?' ? 'any' : field(daysOfMonth, 1, 31),
    months: field(months, 1, 12, monthNames, 1),
    daysOfWeek: daysOfWeek === '?' ? 'any' : field(daysOfWeek, 1, 7, dayNames, 1),
    years: years === '*' ? 'any' : field(years, 1970, 2199),
  };
}

function parseCronField(
  text: string,
  min: number,
  max: number,
  expression: string,
  byName: (token: string) => number,
): Set<number> {
  const values = new Set<number>();
  const value = (token: string) => {
    const parsed = /^\d+$/.test(token) ? Number(token) : byName(token);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw new ScheduleExpressionError(
        `Invalid Schedule Expression ${expression}: '${token}' is not supported here.`,
      );
    }
    return parsed;
  };
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1)
      throw new ScheduleExpressionError(`Invalid Schedule Expression ${expression}: bad step '${stepText}'.`);
    const [from, to] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? (range.split('-').map(value) as [number, number])
          : [value(range), stepText === undefined ? value(range) : max];
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

function nextCronTime(cron: CronFields, timeZone: string, after: Date): Date | undefined {
  // Walk wall-clock days in the schedule's zone, then its hours and minutes, for up to 5 years.
  const startWall = instantToWallClock(after, timeZone);
  const day = new Date(Date.UTC(startWall.getUTCFullYear(), startWall.getUTCMonth(), startWall.getUTCDate()));
  for (let i = 0; i < 366 * 5; i += 1, day.setUTCDate(day.getUTCDate() + 1)) {
    if (cron.years !== 'any' && !cron.years.has(day.getUTCFullYear())) continue;
    if (!cron.months.has(day.getUTCMonth() + 1)) continue;
    if (cron.daysOfMonth !== 'any' && !cron.daysOfMonth.has(day.getUTCDate())) continue;
    if (cron.daysOfWeek !== 'any' && !cron.daysOfWeek.has(day.getUTCDay() + 1)) continue;
    for (const hour of [...cron.hours].sort((a, b) => a - b)) {
      for (const minute of [...cron.minutes].sort((a, b) => a - b)) {
        const wall = new Date(day.getTime() + hour * 3_600_000 + minute * 60_000);
        const instant = zonedWallClockToInstant(wall, timeZone);
        if (instant > after) return instant;
      }
    }
  }
  return undefined;
}

function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new ScheduleExpressionError(`Invalid ScheduleExpressionTimezone ${timeZone}.`);
  }
}

/** The wall-clock time in `timeZone` at `instant`, expressed as a UTC Date (for calendar arithmetic). */
export function instantToWallClock(instant: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')),
  );
}

/** The instant at which clocks in `timeZone` show `wall` (given as a UTC Date). */
export function zonedWallClockToInstant(wall: Date, timeZone: string): Date {
  let guess = wall.getTime();
  // Two rounds settle the offset except inside a DST gap, where the later offset wins.
  for (let round = 0; round < 2; round += 1) {
    const offset = instantToWallClock(new Date(guess), timeZone).getTime() - guess;
    guess = wall.getTime() - offset;
  }
  return new Date(guess);
}
