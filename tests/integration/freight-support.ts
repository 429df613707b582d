import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { FreightRoutes, type RouteRequest } from '@polyloop/shared';
import type { OutboundMessage } from '@polyloop/shared/freight/partner-api';
import { defaultPickupDate } from '@polyloop/shared/freight/freight-time';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

/**
 * A freight partner as the tests play it: a webhook server of its own that records what Polyloop
 * sends it (checking each signature as a partner must), and posts signed answers to Polyloop's
 * webhook like a partner's system would.
 */
export interface TestPartner {
  id: string;
  /** Every secret it was given, newest last. */
  secrets: string[];
  received: Array<{ message: OutboundMessage; headers: Record<string, string>; verified: boolean }>;
  /** Answers Polyloop's next deliveries with this status (a partner that is down answers 503). */
  answerWith: number;
  post(
    message: unknown,
    options?: {
      secret?: string;
      id?: string;
      timestamp?: Date;
      raw?: string;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; body: { code?: string; message?: string; received?: boolean } }>;
  /** The next message Polyloop sent about one quote request or booking. */
  messageAbout(id: string, type: OutboundMessage['type']): Promise<OutboundMessage>;
  close(): Promise<void>;
}

export async function testPartner(
  baseUrl: string,
  ops: SignedInClient,
  regions: ('US' | 'CA')[] = ['US', 'CA'],
): Promise<TestPartner> {
  const id = `test-${randomUUID().slice(0, 8)}`;
  const partner = { secrets: [] as string[], received: [] as TestPartner['received'], answerWith: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [
          h,
          String(req.headers[h] ?? ''),
        ]),
      );
      // Each secret the partner holds must verify on its own: during a rotation Polyloop signs with both.
      const verified = partner.secrets.length > 0 && partner.secrets.every((s) => verifies(s, body, headers));
      partner.received.push({ message: JSON.parse(body) as OutboundMessage, headers, verified });
      res.writeHead(partner.answerWith).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const created = await ops.ok(FreightRoutes.createFreightPartner, {
    body: {
      id,
      name: `Test Carrier ${id.slice(5)}`,
      bookingDisclaimer: 'Test partner: liftgate extra.',
      regions,
      webhookUrl: `http://127.0.0.1:${port}/polyloop`,
      active: true,
    },
  });
  partner.secrets.push(created.body.secret);
  const url = `${baseUrl}/api/webhooks/freight/${id}`;
  return Object.assign(partner, {
    id,
    async post(
      message: unknown,
      options: {
        secret?: string;
        id?: string;
        timestamp?: Date;
        raw?: string;
        headers?: Record<string, string>;
      } = {},
    ) {
      const body = options.raw ?? JSON.stringify(message);
      const webhookId = options.id ?? `msg_${randomUUID()}`;
      const at = options.timestamp ?? new Date();
      const signature = new Webhook(options.secret ?? partner.secrets.at(-1)!).sign(webhookId, at, body);
      const headers = options.headers ?? {
        'webhook-id': webhookId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      };
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return {
        status: response.status,
        body: (await response.json()) as { code?: string; message?: string; received?: boolean },
      };
    },
    messageAbout: (about: string, type: OutboundMessage['type']) =>
      eventually(
        async () =>
          partner.received.find(
            (r) =>
              r.message.type === type &&
              ('quoteRequestId' in r.message.data && type === 'quote.requested'
                ? r.message.data.quoteRequestId === about
                : 'bookingId' in r.message.data && r.message.data.bookingId === about),
          )?.message,
      ),
    close: async () => {
      await ops.ok(FreightRoutes.updateFreightPartner, {
        params: { partnerId: id },
        body: {
          name: `Test Carrier ${id.slice(5)}`,
          bookingDisclaimer: 'Test partner: liftgate extra.',
          regions,
          webhookUrl: `http://127.0.0.1:${port}/polyloop`,
          active: false,
        },
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

function verifies(secret: string, body: string, headers: Record<string, string>): boolean {
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  }
}

/** A quote for a request, as a partner posts it. */
export const quote = (quoteRequestId: string, amount = 2450, extra: Record<string, unknown> = {}) => ({
  type: 'quote.submitted',
  timestamp: new Date().toISOString(),
  data: {
    quoteRequestId,
    cost: { amount, currency: 'USD' },
    transitDays: 3,
    partnerQuoteId: `Q-${quoteRequestId.slice(0, 6)}`,
    ...extra,
  },
});

/** A partner's answer to a booking, as it posts it. */
export const bookingAnswer = (
  bookingId: string,
  status: 'ACCEPTED' | 'REJECTED',
  extra: Record<string, unknown> = {},
) => ({
  type: 'booking.answered',
  timestamp: new Date().toISOString(),
  data: { bookingId, status, ...extra },
});

/** Chicago (a street address) to Houston (a city): what most searches here ask. */
export const chicagoToHouston = (): RouteRequest<typeof FreightRoutes.requestFreightQuotes>['body'] => ({
  pickupLocation: {
    address: '233 S Wacker Dr',
    city: 'Chicago',
    stateProvince: 'IL',
    postalCode: '60606',
    country: 'US',
  },
  destinationLocation: { city: 'Houston', stateProvince: 'TX', country: 'US' },
  pickupDate: defaultPickupDate(new Date()).toISOString(),
});

/** The platform's operator, a shipper whose plan books freight, and two test partners: the US's and Canada's. */
export interface ShippingWorld {
  ops: SignedInClient;
  shipperCompany: TestCompany;
  shipper: SignedInClient;
  carrier: TestPartner;
  other: TestPartner;
}

export async function setUpShipping(cloud: Parameters<typeof signedInClient>[0]): Promise<ShippingWorld> {
  const [ops, shipperCompany] = await Promise.all([
    signedInClient(cloud, platformAdministrator.email, DEMO_PASSWORD),
    createCompany('Shipper', { plan: 'INTELLIGENCE' }),
  ]);
  const [shipper, carrier, other] = await Promise.all([
    signedInClient(cloud, shipperCompany.admin.email),
    testPartner(cloud.baseUrl, ops),
    testPartner(cloud.baseUrl, ops, ['CA']),
  ]);
  return { ops, shipperCompany, shipper, carrier, other };
}
