import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import {
  runWeeklyForTenant,
  startWeeklyRun,
  WeeklyManagementReportDue,
  WeeklyNetworkReminderDue,
  WeeklyRunForTenant,
} from '@polyloop/functions/domain/notification/weekly';

/** The weekly network reminder and management report: one run per company, e-mailed to those who want it. */
export const handler = eventHandler(
  'weekly-emails',
  on(WeeklyNetworkReminderDue, async (_, { id, occurredAt }) => {
    logger.info('weekly run started', {
      kind: 'network-reminder',
      companies: await startWeeklyRun('network-reminder', id, occurredAt),
    });
  }),
  on(WeeklyManagementReportDue, async (_, { id, occurredAt }) => {
    logger.info('weekly run started', {
      kind: 'management-report',
      companies: await startWeeklyRun('management-report', id, occurredAt),
    });
  }),
  on(WeeklyRunForTenant, async ({ kind, tenantId, week }) => {
    logger.info('weekly e-mails sent', {
      kind,
      tenantId,
      sent: await runWeeklyForTenant(kind, tenantId, week),
    });
  }),
);
