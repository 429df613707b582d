import * as z from 'zod';
import { DEFAULT_PREFERENCES } from '@polyloop/shared/notifications/notification';
import { effectiveTier } from '@polyloop/shared/plans';
import { batchGetMany } from '../../data/entity.js';
import { readAll } from '../../data/page.js';
import { EmailRequested } from '../../lib/email.js';
import { env } from '../../lib/env.js';
import { defineEvent, occurrence, publish, type Occurrence } from '../../lib/events.js';
import { Billing } from '../billing/index.js';
import { read as readCounter } from '../counter/index.js';
import { listLotsReceivedBetween } from '../inventory/index.js';
import { listOrdersCreatedBetween, COUNTERS } from '../order/index.js';
import { total, countCreatedSince, type ListingEntityOf, ENTITY } from '../listing/index.js';
import { pageTenants, Tenant } from '../tenant/index.js';
import { listUsersOfTenant } from '../user/index.js';
import { preferencesOf } from './deliver.js';
import { renderEmail } from '../../lib/email-layout.js';
import { PreferencesItem } from './notification.entity.js';
import { weeklyMoney } from '../reporting/index.js';

/**
 * The weekly e-mails (part 1 §2's two toggles): the network reminder and the management report.
 * A standing schedule announces each week's run; this consumer then announces one run per
 * company (so one slow company holds up nobody and a retry redoes one company), and each
 * company's run e-mails its users who have the toggle on. Every e-mail's id is the week's, the
 * kind's and the person's: a run delivered twice sends nothing twice.
 */
export const WeeklyKind = z.enum(['network-reminder', 'management-report']);
export type WeeklyKind = z.infer<typeof WeeklyKind>;

/** This week's run is due (the standing schedules publish these). */
export const WeeklyNetworkReminderDue = defineEvent(
  'notifications.weekly-network-reminder-due',
  1,
  z.object({}),
);
export const WeeklyManagementReportDue = defineEvent(
  'notifications.weekly-management-report-due',
  1,
  z.object({}),
);
/** One company's part of a week's run. */
export const WeeklyRunForTenant = defineEvent(
  'notifications.weekly-run-for-tenant',
  1,
  z.object({ kind: WeeklyKind, tenantId: z.string(), week: z.string() }),
);

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Announces one run per company; the week is the firing's day. */
export async function startWeeklyRun(kind: WeeklyKind, runId: string, occurredAt: string): Promise<number> {
  const week = occurredAt.slice(0, 10);
  const tenants = await readAll((cursor) => pageTenants(cursor));
  const runs: Occurrence[] = tenants.map((t) =>
    occurrence(WeeklyRunForTenant, { kind, tenantId: t.tenantId, week }, { id: `${runId}:${t.tenantId}` }),
  );
  await publish(...runs);
  return runs.length;
}

const number = (n: number) => n.toLocaleString('en-US');
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ranked = (top: { label: string; revenueCents: number }[]) =>
  top.length ? top.map((t) => `${t.label} (${money(t.revenueCents)})`).join(', ') : 'None this week';

/**
 * The management report's money (issue 28 part 5): the week's revenue and margin, its top
 * materials and customers by revenue, and the receivables overdue, from the report rollups.
 */
export async function managementMoney(tenantId: string, now = new Date()): Promise<Array<[string, string]>> {
  const m = await weeklyMoney(tenantId, dayOf(now));
  return [
    ['Revenue this week', money(m.revenueCents)],
    [
      'Gross margin this week',
      `${money(m.profitCents)}${m.marginPercent === null ? '' : ` (${m.marginPercent.toFixed(2)}%)`}`,
    ],
    ['Top materials this week', ranked(m.topMaterials)],
    ['Top customers this week', ranked(m.topCustomers)],
    ['Overdue receivables', money(m.overdueReceivablesCents)],
  ];
}

/** What the management report sums: supply, demand, inventory, orders and shipments as they stand. */
export async function managementFigures(
  tenantId: string,
  now = new Date(),
): Promise<Array<[string, string]>> {
  const today = dayOf(now);
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const inWeek = dayOf(new Date(now.getTime() + 7 * DAY));
  const yesterday = dayOf(new Date(now.getTime() - DAY));
  const months = [...new Set([weekAgo.toISOString().slice(0, 7), today.slice(0, 7)])];
  const created = (entity: ListingEntityOf) =>
    Promise.all(months.map((m) => countCreatedSince(entity, tenantId, m, weekAgo.toISOString()))).then((c) =>
      c.reduce((a, b) => a + b, 0),
    );
  const [
    activeHaves,
    expiringHaves,
    expiredHaves,
    newHaves,
    activeNeeds,
    expiringNeeds,
    newNeeds,
    lots,
    lotsReceived,
    openOrders,
    weekOrders,
    pending,
    inTransit,
  ] = await Promise.all([
    total(tenantId, 'have', { all: true }, 'OPEN', { from: today }),
    total(tenantId, 'have', { all: true }, 'OPEN', { from: today, to: inWeek }),
    total(tenantId, 'have', { all: true }, 'OPEN', { to: yesterday }),
    created(ENTITY.have),
    total(tenantId, 'need', { all: true }, 'OPEN', { from: today }),
    total(tenantId, 'need', { all: true }, 'OPEN', { from: today, to: inWeek }),
    created(ENTITY.need),
    readCounter(tenantId, 'inventory-lot:all'),
    listLotsReceivedBetween(tenantId, dayOf(weekAgo), today).then((l) => l.length),
    readCounter(tenantId, COUNTERS.ordersOf('OPEN')),
    listOrdersCreatedBetween(tenantId, dayOf(weekAgo), today),
    readCounter(tenantId, COUNTERS.shipmentsOf('PENDING')),
    readCounter(tenantId, COUNTERS.shipmentsOf('IN_TRANSIT')),
  ]);
  const pounds = weekOrders.reduce((sum, o) => sum + o.totalMilliPounds, 0) / 1000;
  return [
    ['Active haves', number(activeHaves)],
    ['Haves added this week', number(newHaves)],
    ['Haves expiring in the next 7 days', number(expiringHaves)],
    ['Expired haves still open', number(expiredHaves)],
    ['Active needs', number(activeNeeds)],
    ['Needs added this week', number(newNeeds)],
    ['Needs expiring in the next 7 days', number(expiringNeeds)],
    ['Inventory lots', number(lots)],
    ['Inventory lots received this week', number(lotsReceived)],
    ['Open orders', number(openOrders)],
    ['Orders added this week', number(weekOrders.length)],
    ['Pounds ordered this week', `${number(pounds)} lbs`],
    ['Shipments pending', number(pending)],
    ['Shipments in transit', number(inTransit)],
  ];
}

/** E-mails one company's users their weekly e-mail of `kind`; answers how many were sent. */
export async function runWeeklyForTenant(
  kind: WeeklyKind,
  tenantId: string,
  week: string,
  now = new Date(),
): Promise<number> {
  const [tenant, billing, users] = await Promise.all([
    Tenant.get({ tenantId }),
    Billing.get({ tenantId }),
    listUsersOfTenant(tenantId),
  ]);
  if (!tenant) return 0;
  // The management report is a feature of the Intelligence and Enterprise plans (part 1 §6).
  if (kind === 'management-report' && effectiveTier(billing, now) === 'PLATFORM') return 0;
  const active = users.filter((u) => !u.archived);
  const prefs = new Map(
    (await batchGetMany(active.map((u) => PreferencesItem.batch({ userId: u.userId })))).map((p) => [
      p.userId,
      preferencesOf(p),
    ]),
  );
  const toggle =
    kind === 'management-report' ? 'weeklyManagementReportEmails' : 'weeklyNetworkReminderEmails';
  const recipients = active.filter((u) => (prefs.get(u.userId) ?? DEFAULT_PREFERENCES)[toggle]);
  if (!recipients.length) return 0;
  const app = env().APP_URL;
  const common = { companyName: tenant.name, preferencesUrl: `${app}/settings/notifications` };
  let mail;
  if (kind === 'management-report') {
    const [money, rows] = await Promise.all([
      managementMoney(tenantId, now),
      managementFigures(tenantId, now),
    ]);
    mail = renderEmail({
      ...common,
      subject: `${tenant.name}: your week in Polyloop (${week})`,
      heading: `Your week at ${tenant.name}`,
      paragraphs: [
        'Here is what you sold this week, and where your supply, demand, inventory, orders and shipments stand.',
      ],
      rows: [...money, ...rows],
      action: { label: 'Open your dashboard', url: `${app}/my-company/dashboard` },
      reason:
        'You get this weekly management report because it is switched on in your notification preferences.',
    });
  } else {
    const today = dayOf(now);
    const [haves, needs] = await Promise.all([
      total(tenantId, 'have', { all: true }, 'OPEN', { from: today }),
      total(tenantId, 'need', { all: true }, 'OPEN', { from: today }),
    ]);
    mail = renderEmail({
      ...common,
      subject: `${tenant.name}: this week on the Polyloop network`,
      heading: 'Put this week’s supply and demand in front of your partners',
      paragraphs: [
        `${tenant.name} has ${number(haves)} active ${haves === 1 ? 'have' : 'haves'} and ${number(needs)} active ${needs === 1 ? 'need' : 'needs'}.`,
        'Offer your haves to the companies you are linked with, post requests for what you need, and link with new partners in the directory.',
      ],
      action: { label: 'Open the network', url: `${app}/network` },
      reason:
        'You get this weekly network reminder because it is switched on in your notification preferences.',
    });
  }
  await publish(
    ...recipients.map((u) =>
      occurrence(EmailRequested, { to: [u.email], ...mail }, { id: `weekly:${kind}:${week}:${u.userId}` }),
    ),
  );
  return recipients.length;
}
