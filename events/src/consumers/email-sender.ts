import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { EmailRequested } from '@polyloop/functions/lib/email';
import { env } from '@polyloop/functions/lib/env';
import { lazy } from '@polyloop/functions/lib/lazy';
import { eventHandler, on } from '@polyloop/functions/lib/presets';

const ses = lazy(() => new SESv2Client({}));

/** SES in AWS; locally the same client writes to the outbox, readable at /_local/outbox. */
export const handler = eventHandler(
  'email-sender',
  on(EmailRequested, async ({ to, subject, text, html }) => {
    await ses().send(
      new SendEmailCommand({
        FromEmailAddress: env().SES_SENDER,
        Destination: { ToAddresses: to },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Text: { Data: text, Charset: 'UTF-8' }, ...(html ? { Html: { Data: html, Charset: 'UTF-8' } } : {}) },
          },
        },
      }),
    );
  }),
);
