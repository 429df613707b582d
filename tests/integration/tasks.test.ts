import { beforeAll, describe, expect, it, inject } from 'vitest';
import { TaskRoutes } from '@polyloop/shared';
import { MAX_TASKS, TASK_MESSAGES, type Task } from '@polyloop/shared/tasks/task';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventWhere } from '../support/bus.js';
import { crmTenant } from './crm-support.js';

const cloud = inject('cloud');
let company: TestCompany;
/** The person whose tasks these are, a colleague in the same company, and someone of another company. */
let owner: SignedInClient;
let colleague: SignedInClient;
let stranger: SignedInClient;
let spare: SignedInClient;

const DAY = 86_400_000;
/** Local midnight of a day from today, as the form sends it. */
const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
};

const add = async (
  client: SignedInClient,
  title: string,
  more: { description?: string; dueDate?: string } = {},
) => (await client.ok(TaskRoutes.createTask, { body: { title, ...more } })).body;
const listed = async (
  client: SignedInClient,
  query: { sort?: 'rank' | 'dueDate' | 'createdDate'; completed?: 'true' | 'false'; size?: number } = {},
) => (await client.ok(TaskRoutes.listTasks, { query: { size: 100, ...query } })).body;
const titles = (tasks: Task[]) => tasks.map((t) => t.title);
/** Highest rank first, every rank different: the order the list shows is a strict total order. */
const strictlyRanked = (tasks: Task[]) => tasks.every((t, i) => i === 0 || tasks[i - 1]!.rank > t.rank);

const taskEvent = (type: string, taskId: string) => eventWhere(cloud.env, type, (d) => d.taskId === taskId);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const first = await crmTenant(cloud, 'Tasks');
  company = first.company;
  owner = first.member;
  colleague = first.admin;
  const [other, fresh] = await Promise.all([crmTenant(cloud, 'Other tasks'), crmTenant(cloud, 'Full tasks')]);
  stranger = other.admin;
  spare = fresh.member;
});

describe('tasks', () => {
  it('adds a task at the top of the list, trimmed, and reads it back', async () => {
    const first = await add(owner, '  Call the recycler  ', {
      description: 'About the PP bales',
      dueDate: dayFromToday(2),
    });
    const second = await add(owner, 'Book a truck');
    expect(first).toMatchObject({
      title: 'Call the recycler',
      description: 'About the PP bales',
      completedDate: null,
      dueDate: dayFromToday(2),
    });
    expect(second).toMatchObject({ description: null, dueDate: null });
    expect(second.rank > first.rank).toBe(true);
    expect((await owner.ok(TaskRoutes.getTask, { params: { id: first.id } })).body).toEqual(first);
    const res = await owner.ok(TaskRoutes.listTasks);
    expect(titles(res.body).slice(0, 2)).toEqual(['Book a truck', 'Call the recycler']);
    expect(res.total).toBe(res.body.length);
  });

  it('answers 201 for a new task and refuses a missing, blank or too long title with its message', async () => {
    expect((await owner(TaskRoutes.createTask, { body: { title: 'Status check' } })).status).toBe(201);
    for (const title of ['', '   ']) {
      const res = await owner.refused(TaskRoutes.createTask, { body: { title } });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.['body.title']).toEqual([TASK_MESSAGES.titleRequired]);
    }
    const long = await owner.refused(TaskRoutes.createTask, { body: { title: 'x'.repeat(201) } });
    expect(long.body.fieldErrors?.['body.title']).toEqual([TASK_MESSAGES.titleTooLong]);
    const noTitle = await owner.invalid(TaskRoutes.createTask, { body: { description: 'No title' } });
    expect(noTitle.status).toBe(400);
    const essay = await owner.refused(TaskRoutes.createTask, {
      body: { title: 'Essay', description: 'x'.repeat(5001) },
    });
    expect(essay.body.fieldErrors?.['body.description']).toEqual([TASK_MESSAGES.descriptionTooLong]);
  });

  it('takes a due date from today on (the local midnight of today too), never before', async () => {
    expect((await add(owner, 'Due today', { dueDate: dayFromToday(0) })).dueDate).toBe(dayFromToday(0));
    const past = await owner.refused(TaskRoutes.createTask, {
      body: { title: 'Too late', dueDate: dayFromToday(-3) },
    });
    expect(past.body.fieldErrors?.['body.dueDate']).toEqual([TASK_MESSAGES.dueDatePast]);
    const garbled = await owner.refused(TaskRoutes.createTask, {
      body: { title: 'Garbled', dueDate: 'next tuesday' },
    });
    expect(garbled.body.fieldErrors?.['body.dueDate']).toEqual([TASK_MESSAGES.dueDateInvalid]);
  });

  it('edits with PUT, clearing with null, and refuses a new due date in the past', async () => {
    const task = await add(owner, 'Draft the quote', { description: 'For Acme', dueDate: dayFromToday(5) });
    const params = { id: task.id };
    const edited = await owner.ok(TaskRoutes.updateTask, {
      params,
      body: { title: 'Send the quote', description: null, dueDate: dayFromToday(1) },
    });
    expect(edited.body).toMatchObject({
      title: 'Send the quote',
      description: null,
      dueDate: dayFromToday(1),
      rank: task.rank,
    });
    const past = await owner.refused(TaskRoutes.updateTask, { params, body: { dueDate: dayFromToday(-2) } });
    expect(past.body.fieldErrors?.['body.dueDate']).toEqual([TASK_MESSAGES.dueDatePast]);
    expect(
      (await owner.ok(TaskRoutes.updateTask, { params, body: { dueDate: null } })).body.dueDate,
    ).toBeNull();
  });

  it('completes by a completed date (stamped by the server), hides completed tasks by default, and reopens', async () => {
    const task = await add(owner, 'Sign the contract');
    const params = { id: task.id };
    const before = Date.now();
    const done = (
      await owner.ok(TaskRoutes.updateTask, { params, body: { completedDate: '2000-01-01T00:00:00.000Z' } })
    ).body;
    expect(Date.parse(done.completedDate!)).toBeGreaterThanOrEqual(before - 5000);
    expect(titles(await listed(owner))).not.toContain('Sign the contract');
    expect(titles(await listed(owner, { completed: 'false' }))).not.toContain('Sign the contract');
    const all = await listed(owner, { completed: 'true' });
    expect(all.find((t) => t.id === task.id)?.completedDate).toBe(done.completedDate);
    const reopened = (await owner.ok(TaskRoutes.updateTask, { params, body: { completedDate: null } })).body;
    expect(reopened.completedDate).toBeNull();
    expect(titles(await listed(owner))).toContain('Sign the contract');
  });

  it('sorts by rank, due date or created date, all descending, and pages with the total', async () => {
    const [a, b, c] = [
      await add(spare, 'Due later', { dueDate: dayFromToday(9) }),
      await add(spare, 'No due date'),
      await add(spare, 'Due soon', { dueDate: dayFromToday(1) }),
    ];
    expect(titles(await listed(spare))).toEqual([c.title, b.title, a.title]);
    expect(titles(await listed(spare, { sort: 'dueDate' }))).toEqual([a.title, c.title, b.title]);
    expect(titles(await listed(spare, { sort: 'createdDate' }))).toEqual([c.title, b.title, a.title]);
    const page = await spare.ok(TaskRoutes.listTasks, { query: { page: 1, size: 2 } });
    expect(titles(page.body)).toEqual([a.title]);
    expect(page.total).toBe(3);
    for (const t of [a, b, c]) await spare.ok(TaskRoutes.deleteTask, { params: { id: t.id } });
  });

  it('moves a task between two neighbours with one write, at either end too, and keeps the order', async () => {
    const [a, b, c] = [await add(owner, 'Move A'), await add(owner, 'Move B'), await add(owner, 'Move C')];
    // Shown C, B, A: A goes between C (above it) and B (below it).
    const moved = (
      await owner.ok(TaskRoutes.moveTask, { params: { id: a.id }, body: { lowerId: b.id, upperId: c.id } })
    ).body;
    expect(moved.rank > b.rank && moved.rank < c.rank).toBe(true);
    const ours = (tasks: Task[]) => titles(tasks).filter((t) => t.startsWith('Move '));
    expect(ours(await listed(owner))).toEqual(['Move C', 'Move A', 'Move B']);
    // To the very top: only the neighbour below it is given.
    const top = (await listed(owner))[0]!;
    await owner.ok(TaskRoutes.moveTask, { params: { id: b.id }, body: { lowerId: top.id } });
    expect(titles(await listed(owner))[0]).toBe('Move B');
    // To the very bottom: only the one above it.
    const all = await listed(owner, { completed: 'true' });
    await owner.ok(TaskRoutes.moveTask, { params: { id: c.id }, body: { upperId: all.at(-1)!.id } });
    expect(titles(await listed(owner, { completed: 'true' })).at(-1)).toBe('Move C');
    expect(strictlyRanked(await listed(owner, { completed: 'true' }))).toBe(true);
  });

  it('refuses a move against a neighbour that is gone or out of order, and a task as its own neighbour', async () => {
    const [a, b] = [await add(owner, 'Odd A'), await add(owner, 'Odd B')];
    const gone = await add(owner, 'Odd gone');
    await owner.ok(TaskRoutes.deleteTask, { params: { id: gone.id } });
    const stale = await owner.refused(TaskRoutes.moveTask, {
      params: { id: a.id },
      body: { upperId: gone.id },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TASK_MESSAGES.moved);
    const swapped = await add(owner, 'Odd C');
    expect(
      (
        await owner.refused(TaskRoutes.moveTask, {
          params: { id: swapped.id },
          body: { lowerId: b.id, upperId: a.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (await owner.refused(TaskRoutes.moveTask, { params: { id: a.id }, body: { lowerId: a.id } })).status,
    ).toBe(400);
    expect((await owner.invalid(TaskRoutes.moveTask, { params: { id: a.id }, body: {} })).status).toBe(400);
  });

  it('keeps a strict total order when moves into the same gap race, answering the losers 409', async () => {
    const racers: Task[] = [];
    for (let i = 0; i < 6; i++) racers.push(await add(owner, `Racer ${i}`));
    const [low, high] = [await add(owner, 'Gap low'), await add(owner, 'Gap high')];
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        racers.map((r) =>
          owner(TaskRoutes.moveTask, { params: { id: r.id }, body: { lowerId: low.id, upperId: high.id } }),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (!answer.ok) expect(answer.body.message).toBe(TASK_MESSAGES.moved);
      }
      const after = await listed(owner, { completed: 'true' });
      expect(strictlyRanked(after)).toBe(true);
      expect(new Set(after.map((t) => t.rank)).size).toBe(after.length);
      // Every winner sits between the two it was moved between.
      const rankOf = (id: string) => after.find((t) => t.id === id)!.rank;
      answers.forEach((answer, i) => {
        if (answer.ok)
          expect(rankOf(racers[i]!.id) > rankOf(low.id) && rankOf(racers[i]!.id) < rankOf(high.id)).toBe(
            true,
          );
      });
    }
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    // Six moves into one gap at once pick the same rank: only one of them can have it.
    expect(statuses).toContain(409);
  });

  it('refuses a second move that picked a rank another move holds meanwhile, leaving the order intact', async () => {
    const { TaskRank } = await import('@polyloop/functions/domain/task/task.entity');
    const { placement } = await import('@polyloop/functions/domain/task/task.rank');
    const [a, low, high] = [
      await add(colleague, 'Held A'),
      await add(colleague, 'Held low'),
      await add(colleague, 'Held high'),
    ];
    // What a concurrent move into the same gap would have committed first: the gap's rank, taken.
    const others = (await listed(colleague, { completed: 'true' }))
      .filter((t) => t.id !== a.id)
      .map((t) => t.rank);
    const rank = placement(others).between(low.rank, high.rank)!.rank;
    await TaskRank.create({
      tenantId: company.tenantId,
      userId: company.admin.userId,
      rank,
      taskId: 'someone-else',
    });
    const lost = await colleague.refused(TaskRoutes.moveTask, {
      params: { id: a.id },
      body: { lowerId: low.id, upperId: high.id },
    });
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe(TASK_MESSAGES.moved);
    expect((await colleague.ok(TaskRoutes.getTask, { params: { id: a.id } })).body.rank).toBe(a.rank);
    await TaskRank.delete({ tenantId: company.tenantId, userId: company.admin.userId, rank });
    expect(
      (
        await colleague.ok(TaskRoutes.moveTask, {
          params: { id: a.id },
          body: { lowerId: low.id, upperId: high.id },
        })
      ).body.rank,
    ).toBe(rank);
  });

  it('deletes a task (204) and then answers 404 for it', async () => {
    const task = await add(owner, 'Throw away');
    const params = { id: task.id };
    expect((await owner(TaskRoutes.deleteTask, { params })).status).toBe(204);
    expect((await owner.refused(TaskRoutes.getTask, { params })).status).toBe(404);
    expect((await owner.refused(TaskRoutes.deleteTask, { params })).status).toBe(404);
    expect((await owner.refused(TaskRoutes.updateTask, { params, body: { title: 'Back' } })).status).toBe(
      404,
    );
    expect(titles(await listed(owner, { completed: 'true' }))).not.toContain('Throw away');
  });

  it("never shows, reads, changes, moves or deletes another person's task: a colleague's or another company's is 404", async () => {
    const task = await add(owner, 'Private plan', { description: 'Only mine' });
    const params = { id: task.id };
    for (const other of [colleague, stranger]) {
      expect(titles(await listed(other, { completed: 'true' }))).not.toContain('Private plan');
      const read = await other.refused(TaskRoutes.getTask, { params });
      expect(read.status).toBe(404);
      expect(read.text).not.toContain('Private plan');
      expect(
        (await other.refused(TaskRoutes.updateTask, { params, body: { title: 'Mine now' } })).status,
      ).toBe(404);
      expect(
        (await other.refused(TaskRoutes.moveTask, { params, body: { upperId: task.id.replace(/.$/, '0') } }))
          .status,
      ).toBe(404);
      expect((await other.refused(TaskRoutes.deleteTask, { params })).status).toBe(404);
      // Nor may another's task serve as a neighbour of one's own.
      const mine = await add(other, 'My own');
      expect(
        (await other.refused(TaskRoutes.moveTask, { params: { id: mine.id }, body: { upperId: task.id } }))
          .status,
      ).toBe(409);
    }
    expect((await owner.ok(TaskRoutes.getTask, { params })).body).toEqual(task);
  });

  it('answers 400 for a malformed id and 404 for a well-formed one nobody has', async () => {
    for (const id of ['NOPE', 'no-pe', 'A'.repeat(21), 'x'.repeat(80)]) {
      const res = await owner.invalid(TaskRoutes.getTask, { params: { id } });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.['params.id']).toBeDefined();
    }
    const res = await owner.refused(TaskRoutes.getTask, { params: { id: '000000000000000000000' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(TASK_MESSAGES.notFound);
  });

  it(`refuses the task after ${MAX_TASKS} with 409`, async () => {
    const { TaskCount } = await import('@polyloop/functions/domain/task/task.entity');
    const full = await crmTenant(cloud, 'Busy person');
    await add(full.member, 'One of many');
    // As if the person had made the rest: the count the cap is kept on.
    await TaskCount.update(
      { tenantId: full.company.tenantId, userId: full.company.member.userId },
      { count: MAX_TASKS },
    );
    const res = await full.member.refused(TaskRoutes.createTask, { body: { title: 'One too many' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/at most 500 tasks/);
  });

  it('tells the bus a task was created, changed and removed, with its due and completed dates', async () => {
    const dueDate = dayFromToday(3);
    const task = await add(owner, 'Evented task', { dueDate });
    const created = await taskEvent('task.created', task.id);
    expect(created.detail.data).toMatchObject({
      tenantId: company.tenantId,
      userId: company.member.userId,
      title: 'Evented task',
      dueDate,
      completedDate: null,
    });
    const done = (
      await owner.ok(TaskRoutes.updateTask, {
        params: { id: task.id },
        body: { completedDate: new Date().toISOString() },
      })
    ).body;
    const changed = await taskEvent('task.changed', task.id);
    expect(changed.detail.data).toMatchObject({
      fields: ['completedDate'],
      dueDate,
      completedDate: done.completedDate,
    });
    await owner.ok(TaskRoutes.deleteTask, { params: { id: task.id } });
    expect((await taskEvent('task.removed', task.id)).detail.data).toMatchObject({
      dueDate,
      completedDate: done.completedDate,
    });
  });
});
