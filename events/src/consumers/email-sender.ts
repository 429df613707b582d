import { EmailRequested } from '@polyloop/functions/lib/email';
import { env } from '@polyloop/functions/lib/env';
import { lazySdk } from '@polyloop/functions/lib/lazy';
import { eventHandler, on } from '@polyloop/functions/lib/presets';

/**
 * Loaded by the first e-mail sent, like every client but DynamoDB's (lib/lazy.ts): a redelivered
 * event, skipped by its id, never loads it. Most of the cost moves into that first event.
 */
const ses = lazySdk(
  () => import('@aws-sdk/client-sesv2'),
  (sdk) => new sdk.SESv2Client({}),
);

/** SES in AWS; locally the same client writes to the outbox, readable at /_local/outbox. */
export const handler = eventHandler(
  'email-sender',
  on(EmailRequested, async ({ to, subject, text, html }) => {
    const { client, sdk } = await ses();
    await client.send(
      new sdk.SendEmailCommand({
        FromEmailAddress: env().SES_SENDER,
        Destination: { ToAddresses: to },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: text, Charset: 'UTF-8' },
              ...(html ? { Html: { Data: html, Charset: 'UTF-8' } } : {}),
            },
          },
        },
      }),
    );
  }),
);
