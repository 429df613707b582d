import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { SESEvent } from 'aws-lambda';
import { receive, type Received } from '../domain/draft/inbound.js';
import { InvocationMetrics, logger } from '../lib/observability.js';
import { Metric } from '../lib/metrics.definition.js';

/** Metrics and log lines of the e-mail assistant go under this context. */
export const INBOUND_CONTEXT = 'inbound-mail';

/**
 * Runs for each e-mail SES receives for the assistant's domain, after its S3 action stored the
 * message (`inbound/<messageId>`); the local cloud's inbound endpoint calls it the same way.
 * Messages SES judged spam or infected are dropped. A failure throws, so Lambda's asynchronous
 * retries apply; the draft ids are stable, so a retry makes no second draft.
 */
export const handler = middy(async (event: SESEvent): Promise<Received> => {
  const out: Received = { drafts: [] };
  for (const { ses } of event.Records) {
    const { mail, receipt } = ses;
    logger.appendKeys({ context: INBOUND_CONTEXT, route: 'ses', messageId: mail.messageId });
    const metrics = new InvocationMetrics(INBOUND_CONTEXT).route('ses');
    try {
      if (receipt.spamVerdict?.status === 'FAIL' || receipt.virusVerdict?.status === 'FAIL') {
        logger.warn('e-mail dropped: SES judged it spam or infected', {
          spam: receipt.spamVerdict?.status,
          virus: receipt.virusVerdict?.status,
        });
        metrics.count(Metric.eventsRejected);
        continue;
      }
      const received = await receive({
        messageId: mail.messageId,
        receivedAt: mail.timestamp,
        recipients: receipt.recipients,
      });
      out.drafts.push(...received.drafts);
      metrics.count(received.drafts.length ? Metric.eventsProcessed : Metric.eventsRejected);
    } catch (error) {
      metrics.count(Metric.eventsFailed);
      logger.error('e-mail could not be read into drafts', { error: error as Error });
      throw error;
    } finally {
      metrics.publish();
    }
  }
  return out;
}).use(injectLambdaContext(logger, { resetKeys: true }));
