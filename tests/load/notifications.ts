import { benchTenant, inParallel, type Cloud } from './harness.js';

const RECIPIENTS = 200;
const RUNS = 7;

/**
 * One mention event for 1 and for 200 colleagues: the time from PutEvents until every
 * notification is written and its push handled by the real-time fan-out (the bus has settled), as
 * the median of several runs each. The colleagues are real users of one company; their mention
 * e-mails are switched off in their preferences, so the figure is the in-app road alone.
 */
export async function notificationFigures(cloud: Cloud) {
  const { company } = await benchTenant(cloud, 'Notify bench');
  const { User } = await import('@polyloop/functions/domain/user/user.entity');
  const { PreferencesItem, NotificationItem } =
    await import('@polyloop/functions/domain/notification/notification.entity');
  const { DEFAULT_PREFERENCES } = await import('@polyloop/shared/notifications/notification');
  const { publish, occurrence } = await import('@polyloop/functions/lib/events');
  const { CommentEvents } = await import('@polyloop/functions/domain/comment/comment.events');
  const { notificationIdOf } = await import('@polyloop/functions/domain/notification/deliver');
  const now = new Date().toISOString();
  const userIds = Array.from({ length: RECIPIENTS }, (_, n) => `bench-user-${company.tenantId}-${n}`);
  await inParallel(RECIPIENTS, 16, async (n) => {
    const userId = userIds[n]!;
    await User.put({
      userId,
      tenantId: company.tenantId,
      email: `bench.${n}@bench.polyloop.example`,
      firstName: `Bench${n}`,
      lastName: 'User',
      sortName: `bench${n} user`,
      authorities: ['ROLE_USER'],
      functionalRoles: [],
      archived: false,
      createdAt: now,
    });
    await PreferencesItem.put({
      userId,
      ...DEFAULT_PREFERENCES,
      emails: { ...DEFAULT_PREFERENCES.emails, mentions: false },
      updatedDate: now,
    });
  });
  await cloud.settle();

  const run = async (count: number, n: number) => {
    const id = `bench-mention-${count}-${n}-${Date.now()}`;
    const at = new Date().toISOString();
    const started = performance.now();
    await publish(
      occurrence(
        CommentEvents.mentioned,
        {
          tenantId: company.tenantId,
          recordId: company.tenantId,
          recordType: 'board',
          commentId: id,
          authorId: company.admin.userId,
          authorName: 'Bench Author',
          body: 'Bench',
          userIds: userIds.slice(0, count),
        },
        { id, occurredAt: at },
      ),
    );
    // Every consumer has finished: the notifications consumer and the fan-out of its pushes.
    await cloud.bus.settled();
    const elapsed = performance.now() - started;
    // Outside the timing: every recipient has exactly the notification the event made.
    const found = await Promise.all(
      userIds.slice(0, count).map((userId) =>
        NotificationItem.get({
          userId,
          notificationId: notificationIdOf(id, at, 'MESSAGE_BOARD_MENTION', userId),
        }),
      ),
    );
    if (found.some((f) => !f))
      throw new Error(`${found.filter((f) => !f).length} of ${count} notifications missing`);
    return elapsed;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  await run(1, -1);
  await run(RECIPIENTS, -1);
  const one: number[] = [];
  const many: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    one.push(await run(1, n));
    many.push(await run(RECIPIENTS, n));
  }
  // The floor under the 200: DynamoDB Local writing 200 such items in the same batches, alone.
  const { batchPut } = await import('@polyloop/functions/data/entity');
  const floor: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const at = new Date().toISOString();
    const items = userIds.map((userId) =>
      NotificationItem.batchPut(
        NotificationItem.schema.parse({
          userId,
          notificationId: notificationIdOf(`floor-${n}`, at, 'MESSAGE_BOARD_MENTION', userId),
          tenantId: company.tenantId,
          type: 'MESSAGE_BOARD_MENTION',
          group: 'mentions',
          message: 'Bench Author mentioned you on the message board',
          excerpt: 'Bench',
          subject: { kind: 'board', id: null, label: 'Message board' },
          actorName: 'Bench Author',
          eventId: `floor-${n}`,
          readAt: null,
          unreadId: 'x',
          createdDate: at,
          expirationDate: at,
          expiresAt: 0,
        }),
      ),
    );
    const started = performance.now();
    await batchPut(items);
    floor.push(performance.now() - started);
    await cloud.bus.settled();
  }
  return { one: median(one), many: median(many), floor: median(floor), recipients: RECIPIENTS, runs: RUNS };
}
