import { demoAdministrator, type DemoCompanyRecord } from './demo-companies.js';

const DAY = 86_400_000;

/** A day from today at local midnight, as the task form sends a due date. */
const dueIn = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
};

/**
 * Gives every demo company's administrator a few tasks, through the task service: one due
 * tomorrow (its reminder comes due), one due next week, one without a date, and one completed
 * (hidden until "Show completed"). Added last first, since a new task goes to the top.
 */
export async function seedTasks(companies: DemoCompanyRecord[]): Promise<void> {
  const Tasks = await import('@polyloop/functions/domain/task/task.service');
  for (const own of companies) {
    const actor = await demoAdministrator(own);
    const done = await Tasks.create(actor, { title: 'Renew the scale certification' });
    await Tasks.update(actor, done.id, { completedDate: new Date().toISOString() });
    await Tasks.create(actor, { title: 'Update the price sheet for PP regrind' });
    await Tasks.create(actor, {
      title: 'Schedule a plant visit',
      description: 'Walk the wash line with the operations manager and check the bale storage.',
      dueDate: dueIn(7),
    });
    await Tasks.create(actor, {
      title: 'Call back about the HDPE bales',
      description: 'They asked for a quote on 2 truckloads, delivered.',
      dueDate: dueIn(1),
    });
  }
}
