import { EmailRequested } from '@polyloop/functions/lib/email';
import { env } from '@polyloop/functions/lib/env';
import { lazySdk } from '@polyloop/functions/lib/lazy';
import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { rawMail } from '@polyloop/functions/lib/mime';
import { readDocument } from '@polyloop/functions/lib/s3';

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
  on(EmailRequested, async ({ to, subject, text, html, attachments }) => {
    const { client, sdk } = await ses();
    if (attachments?.length) {
      // Files go as a raw MIME message; they were kept in the documents bucket for the event.
      const files = await Promise.all(
        attachments.map(async (a) => {
          const content = await readDocument(a.key);
          if (!content) throw new Error(`The attachment ${a.key} is gone`);
          return { fileName: a.fileName, contentType: a.contentType, content };
        }),
      );
      const raw = rawMail({ from: env().SES_SENDER, to, subject, text, html, attachments: files });
      await client.send(
        new sdk.SendEmailCommand({
          FromEmailAddress: env().SES_SENDER,
          Destination: { ToAddresses: to },
          Content: { Raw: { Data: Buffer.from(raw, 'utf8') } },
        }),
      );
      return;
    }
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
