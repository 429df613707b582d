import * as z from 'zod';
import { defineRoutes, PageQuery } from '../define.js';
import { creation, pagedList } from '../kinds.js';
import {
  FreightBookingView,
  FreightPartner,
  FreightQuote,
  FreightQuoteRequestInput,
  FreightQuoteSearch,
} from '../../freight/freight.js';
import {
  FreightPartnerAdmin,
  FreightPartnerId,
  FreightPartnerInput,
  FreightPartnerSecretIssued,
  NewFreightPartnerInput,
} from '../../freight/partners.js';
import { WebhookReceived } from '../../freight/partner-api.js';

const byId = z.object({ id: z.uuid({ error: 'Not a freight quote id' }) });
const partner = z.object({ partnerId: FreightPartnerId });
const f = '/api/freight-quotes';
const platform = {
  auth: 'user',
  permission: 'PLATFORM_ADMINISTRATION',
  tags: ['Platform administration'],
} as const;

/**
 * Freight (spec part 3 §7.1): quote searches whose quotes stream to the user's `freight-quote`
 * channel, booking, the partners' signed webhook, and the partners as platform administrators
 * manage them. A user reaches only their own searches and bookings.
 */
export const FreightRoutes = defineRoutes(
  'freight',
  { tags: ['Freight'] },
  {
    listFreightPartners: {
      method: 'GET',
      path: `${f}/freight-partner`,
      summary: 'The active freight partners.',
      permission: 'FREIGHT_QUOTE_READ',
      response: z.array(FreightPartner),
    },
    requestFreightQuotes: creation(FreightQuoteSearch, {
      path: f,
      summary:
        'Starts a quote search: every partner serving both places is asked, and each quote is pushed on the user’s freight-quote channel as it arrives, for 60 seconds.',
      permission: 'FREIGHTS_BOOKING',
      body: FreightQuoteRequestInput,
    }),
    listFreightBookings: pagedList(FreightBookingView, {
      path: `${f}/bookings`,
      summary: 'My bookings, latest first.',
      permission: 'FREIGHT_QUOTE_READ',
      query: PageQuery,
    }),
    getFreightQuoteSearch: {
      method: 'GET',
      path: `${f}/{id}`,
      summary: 'One of my quote searches with the quotes received so far.',
      permission: 'FREIGHT_QUOTE_READ',
      params: byId,
      response: FreightQuoteSearch,
    },
    bookFreightQuote: {
      method: 'POST',
      path: `${f}/{id}/book`,
      summary:
        'Books a quote (by its id): the partner is sent a signed booking request and answers by webhook. Refused once the quote has expired or is booked.',
      permission: 'FREIGHTS_BOOKING',
      params: byId,
      response: FreightQuote,
      status: 202,
    },
    cancelFreightBooking: {
      method: 'POST',
      path: `${f}/{id}/cancel-booking`,
      summary: 'Withdraws a booking the partner has not answered yet.',
      permission: 'FREIGHTS_BOOKING',
      params: byId,
      response: FreightQuote,
    },

    receiveFreightWebhook: {
      auth: 'public',
      tags: ['Freight partners'],
      method: 'POST',
      path: '/api/webhooks/freight/{partnerId}',
      summary:
        'Quotes and booking answers from a freight partner, signed as Standard Webhooks says (see the freight partner API document).',
      params: partner,
      response: WebhookReceived,
    },
    getFreightPartnerApi: {
      auth: 'public',
      tags: ['Freight partners'],
      method: 'GET',
      path: '/api/freight-partner-api.json',
      summary: 'The freight partner API as its own OpenAPI 3.1 document.',
      response: z.record(z.string(), z.unknown()),
    },

    listFreightPartnersAdmin: {
      ...platform,
      method: 'GET',
      path: '/api/admin/freight-partners',
      summary: 'Every freight partner with its webhook and secrets (platform administrators).',
      response: z.array(FreightPartnerAdmin),
    },
    createFreightPartner: creation(FreightPartnerSecretIssued, {
      ...platform,
      path: '/api/admin/freight-partners',
      summary:
        'Adds a freight partner and makes its first signing secret, shown once (platform administrators).',
      body: NewFreightPartnerInput,
    }),
    updateFreightPartner: {
      ...platform,
      method: 'PUT',
      path: '/api/admin/freight-partners/{partnerId}',
      summary: 'Changes a freight partner (platform administrators).',
      params: partner,
      body: FreightPartnerInput,
      response: FreightPartnerAdmin,
    },
    rotateFreightPartnerSecret: creation(FreightPartnerSecretIssued, {
      ...platform,
      path: '/api/admin/freight-partners/{partnerId}/secrets',
      summary:
        'Makes a new signing secret, shown once; the newest one before it stays valid until retired, older ones end (platform administrators).',
      params: partner,
    }),
    retireFreightPartnerSecret: {
      ...platform,
      method: 'DELETE',
      path: '/api/admin/freight-partners/{partnerId}/secrets/{secretId}',
      summary:
        'Ends a signing secret once the partner uses the new one; the last one stays (platform administrators).',
      params: partner.extend({ secretId: z.string().min(1).max(64) }),
      response: FreightPartnerAdmin,
    },
  },
);
