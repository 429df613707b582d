import * as z from 'zod';
import { ApiError } from '../contract/define.js';
import { toSchema } from '../contract/openapi.js';
import { APP_VERSION, PRODUCT_NAME } from '../product.js';
import {
  BookingAnsweredMessage,
  BookingCancelledMessage,
  BookingRequestedMessage,
  QuoteRequestedMessage,
  QuoteSubmittedMessage,
  WEBHOOK_REFUSALS,
  WebhookReceived,
} from './partner-api.js';

type Json = Record<string, unknown>;

const signatureHeaders: Json[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'Unique per message; the idempotency key. A retry of the same message carries the same id.',
    schema: { type: 'string', maxLength: 200 },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'Seconds since the epoch when the message was signed; refused beyond five minutes from now.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64 secret after its `whsec_` prefix, of `{webhook-id}.{webhook-timestamp}.{body}`.',
    schema: { type: 'string' },
  },
];

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const outbound = (summary: string, message: z.ZodType, answer: string): Json => ({
  post: {
    summary,
    description: `${answer} Answer 2xx once you have taken the message; Polyloop retries on timeouts, 408, 429 and 5xx with the same \`webhook-id\`, and gives up on any other status.`,
    parameters: signatureHeaders,
    requestBody: { required: true, content: { 'application/json': { schema: toSchema(message, 'output') } } },
    responses: { '200': { description: 'Taken' } },
  },
});

/**
 * The freight partner API as its own OpenAPI 3.1 document: the webhook partners post quotes and
 * booking answers to, and (as `webhooks`) what Polyloop posts to theirs. Served at
 * `/api/freight-partner-api.json`; `docs/freight-partner-api.md` is the guide.
 */
export function freightPartnerApiDocument(serverUrl = '/'): Json {
  const codes = Object.entries(WEBHOOK_REFUSALS)
    .map(([code, message]) => `\`${code}\`: ${message}`)
    .join('\n- ');
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} freight partner API`,
      version: APP_VERSION,
      description:
        `How freight partners (carriers and brokers) quote ${PRODUCT_NAME} users' shipments and answer their bookings. ` +
        'Every message both ways is `{ type, timestamp, data }` JSON signed as the Standard Webhooks specification says (https://www.standardwebhooks.com), ' +
        'with the secret a platform administrator gave you. US and Canada only; amounts in USD.\n\nRefusals answer the `code` of one of:\n- ' +
        codes,
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/api/webhooks/freight/{partnerId}': {
        post: {
          operationId: 'receiveFreightWebhook',
          summary: 'Post a quote (`quote.submitted`) or a booking answer (`booking.answered`).',
          parameters: [
            {
              name: 'partnerId',
              in: 'path',
              required: true,
              schema: { type: 'string' },
              description: 'Your partner id.',
            },
            ...signatureHeaders,
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    toSchema(QuoteSubmittedMessage, 'input'),
                    toSchema(BookingAnsweredMessage, 'input'),
                  ],
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'Stored',
              content: { 'application/json': { schema: toSchema(WebhookReceived, 'output') } },
            },
            '400': refusal(
              'The body is not JSON or not a message of this API; `fieldErrors` names each field',
            ),
            '401': refusal('MISSING_HEADERS, BAD_SIGNATURE or STALE_TIMESTAMP'),
            '403': refusal('NOT_SENT_TO_YOU'),
            '404': refusal('UNKNOWN_PARTNER, UNKNOWN_REQUEST or UNKNOWN_BOOKING'),
            '409': refusal(
              'ALREADY_RECEIVED (stored once already: do not resend), ALREADY_QUOTED, REQUEST_CLOSED or BOOKING_NOT_OPEN',
            ),
            '413': refusal('TOO_LARGE'),
          },
        },
      },
    },
    webhooks: {
      'quote.requested': outbound(
        'A user asks for quotes.',
        QuoteRequestedMessage,
        'Post one `quote.submitted` for `quoteRequestId` (a cost, or an error kind) before `respondBy`.',
      ),
      'booking.requested': outbound(
        'A user books one of your quotes.',
        BookingRequestedMessage,
        'Post `booking.answered` for `bookingId` before `answerDueBy` (30 minutes of 8 AM to 8 PM Eastern, weekdays).',
      ),
      'booking.cancelled': outbound(
        'The user withdrew a booking you have not answered.',
        BookingCancelledMessage,
        'Nothing to answer.',
      ),
    },
    components: { schemas: { ApiError: toSchema(ApiError, 'output') } },
  };
}
