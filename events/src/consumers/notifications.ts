import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { catalogue } from '@polyloop/functions/domain/notification/catalogue';
import { deliver } from '@polyloop/functions/domain/notification/deliver';

/**
 * The one road from a domain event to the people it concerns: the catalogue says who is told
 * what; delivery writes each notification once, pushes it and sends its e-mail.
 */
export const handler = eventHandler(
  'notifications',
  ...catalogue.map((entry) =>
    on(entry.event, async (data, { id, occurredAt, event }) => {
      const totals = await deliver(id, occurredAt, await entry.notices(data));
      logger.info('notifications delivered', { event: event['detail-type'], ...totals });
    }),
  ),
);
