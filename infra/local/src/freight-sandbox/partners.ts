import * as z from 'zod';

/**
 * The local cloud's sandbox freight partners: simulated carriers, each a server of its own in its
 * own process (`partner-process.ts`), receiving Polyloop's signed messages over HTTP and posting
 * signed answers back to the real webhook, as a partner's system would. They are labelled as
 * sandboxes everywhere they show. Their behaviours cover what the product must handle: a partner
 * serving one country, one that often cannot place an address, one slow enough to miss the
 * 60-second window, and one that answers bookings.
 */
export const SandboxBehaviour = z.object({
  /** How long the partner takes to quote, in milliseconds: a uniform pick between the two. */
  quoteDelayMs: z.tuple([z.number(), z.number()]),
  /** Dollars per mile and a fixed charge, with a few percent of noise. */
  ratePerMile: z.number(),
  baseCharge: z.number(),
  /** Answers ADDRESS_NOT_ACCURATE for an address without a street (a city picked from the suggestions). */
  needsStreet: z.boolean().default(false),
  /** Answers PICKUP_DATE_TOO_SOON for a pickup under this many hours away. */
  minimumNoticeHours: z.number().default(0),
  /** Answers bookings (accepts them) after a delay; otherwise bookings wait for an answer that never comes. */
  booking: z.object({ delayMs: z.tuple([z.number(), z.number()]), referencePrefix: z.string() }).optional(),
  /** How long a quote holds, in hours (omitted: Polyloop's 48). */
  validHours: z.number().optional(),
});
export type SandboxBehaviour = z.infer<typeof SandboxBehaviour>;

export interface SandboxPartner {
  id: string;
  name: string;
  regions: ('US' | 'CA')[];
  bookingDisclaimer: string;
  behaviour: SandboxBehaviour;
}

export const SANDBOX_PARTNERS: SandboxPartner[] = [
  {
    id: 'prairie-freight',
    name: 'Prairie Freight Lines',
    regions: ['US'],
    bookingDisclaimer:
      'Sandbox partner. Rates include fuel surcharge; liftgate and inside delivery are extra. Prairie Freight Lines confirms pickup windows by e-mail.',
    behaviour: SandboxBehaviour.parse({
      quoteDelayMs: [1500, 4500],
      ratePerMile: 2.35,
      baseCharge: 210,
      validHours: 24,
    }),
  },
  {
    id: 'maple-haulage',
    name: 'Maple Haulage',
    regions: ['US', 'CA'],
    bookingDisclaimer:
      'Sandbox partner. Cross-border loads need a commercial invoice before pickup. Detention is billed after two free hours.',
    behaviour: SandboxBehaviour.parse({
      quoteDelayMs: [2000, 6000],
      ratePerMile: 2.6,
      baseCharge: 175,
      needsStreet: true,
    }),
  },
  {
    id: 'longhaul-express',
    name: 'Longhaul Express',
    regions: ['US', 'CA'],
    bookingDisclaimer:
      'Sandbox partner. Quotes are for dry van, 53 ft; loads must be palletized and no heavier than 44,000 lb.',
    behaviour: SandboxBehaviour.parse({
      quoteDelayMs: [15_000, 80_000],
      ratePerMile: 2.1,
      baseCharge: 260,
      minimumNoticeHours: 24,
    }),
  },
  {
    id: 'lakeshore-logistics',
    name: 'Lakeshore Logistics',
    regions: ['US', 'CA'],
    bookingDisclaimer:
      'Sandbox partner. Bookings are confirmed within 30 minutes during business hours (8 AM to 8 PM Eastern); cancellations within 24 hours of pickup are charged.',
    behaviour: SandboxBehaviour.parse({
      quoteDelayMs: [1000, 3500],
      ratePerMile: 2.45,
      baseCharge: 195,
      booking: { delayMs: [3000, 8000], referencePrefix: 'LSL' },
    }),
  },
];

/** What the supervisor hands each partner process. */
export const SandboxPartnerConfig = z.object({
  id: z.string(),
  name: z.string(),
  port: z.number().int(),
  secret: z.string(),
  /** Polyloop's webhook for this partner. */
  webhookUrl: z.string().url(),
  behaviour: SandboxBehaviour,
});
export type SandboxPartnerConfig = z.infer<typeof SandboxPartnerConfig>;
