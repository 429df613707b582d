import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import type { ItemChange } from '../../data/changes.js';
import { envelopeOf } from '../../lib/events.js';
import { taskEvents } from './task.events.js';

const at = '2026-03-01T10:00:00.000Z';
const task = {
  tenantId: 't1',
  userId: 'u1',
  taskId: 'k1',
  title: 'Call Acme',
  dueDate: '2026-03-04T06:00:00.000Z',
  rank: 'i',
  createdDate: at,
  updatedDate: at,
  updatedBy: 'u1',
};
const stored = (item: Record<string, unknown>) => ({ ...item, pk: 'task#x', sk: 'y', __entity: 'task' });
const change = (
  kind: ItemChange['kind'],
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
): ItemChange => ({
  id: `rec-${kind}`,
  kind,
  before: before && stored(before),
  after: after && stored(after),
  at,
});
const told = (c: ItemChange) => taskEvents(c).map((o) => ({ name: o.event.name, data: envelopeOf(o).data }));
const ref = {
  tenantId: 't1',
  userId: 'u1',
  taskId: 'k1',
  title: 'Call Acme',
  dueDate: task.dueDate,
  actorId: 'u1',
};

describe('task events', () => {
  it('tell a task created, completed (with the fields changed) and removed, with its due and completed dates', () => {
    expect(told(change('INSERT', undefined, task))).toEqual([
      { name: 'task.created', data: { ...ref, completedDate: null } },
    ]);
    const done = { ...task, completedDate: '2026-03-02T00:00:00.000Z' };
    expect(told(change('MODIFY', task, done))).toEqual([
      {
        name: 'task.changed',
        data: { ...ref, completedDate: done.completedDate, fields: ['completedDate'] },
      },
    ]);
    expect(told(change('REMOVE', done))).toEqual([
      { name: 'task.removed', data: { ...ref, completedDate: done.completedDate } },
    ]);
  });

  it('tell nothing of a move in the list, which changes only the rank', () => {
    expect(
      told(change('MODIFY', task, { ...task, rank: 'k', updatedDate: '2026-03-01T11:00:00.000Z' })),
    ).toEqual([]);
    expect(
      told(change('MODIFY', task, { ...task, rank: 'k', title: 'Call Acme today' })).map((e) => e.name),
    ).toEqual(['task.changed']);
  });
});
