import * as z from 'zod';
import { Form, Grade, MaterialType, Packaging } from '../enums.js';

/**
 * The one-time export of a shipment to the trading service, cieTrade (spec part 1 §4, §5, §8):
 * its messages, and the shipment as its API takes it. The sandbox the local cloud runs validates
 * with this same schema, so a payload the sandbox accepts is one the real service is sent.
 */
export const TRADING_MESSAGES = {
  exported: 'Shipment exported to cieTrade',
  failed: 'Failed to export to cieTrade.',
  grade: 'Plastic must have a Grade to export to cieTrade.',
  form: 'Plastic must have a Form to export to cieTrade.',
  already: 'This shipment was exported to cieTrade already.',
  notConnected: 'Connect cieTrade in Administration → Integrations before exporting.',
} as const;

export const CieTradeLine = z.object({
  description: z.string().min(1).max(200),
  materialType: MaterialType,
  grade: Grade,
  form: Form,
  packaging: Packaging.optional(),
  pieces: z.number().int().min(0).optional(),
  netWeightLbs: z.number().positive(),
  /** Dollars per pound. */
  sellPricePerLb: z.number().min(0).optional(),
  buyPricePerLb: z.number().min(0).optional(),
});

export const CieTradeShipment = z.object({
  /** Polyloop's shipment identifier: cieTrade refuses a reference it has seen. */
  reference: z.string().min(1).max(64),
  orderReference: z.string().min(1).max(64),
  customerPo: z.string().max(330).optional(),
  salesOrder: z.string().max(330).optional(),
  supplier: z.object({ name: z.string().min(1) }),
  customer: z.object({ name: z.string().min(1) }),
  carrier: z.string().max(60).optional(),
  trailer: z.string().max(60).optional(),
  seal: z.string().max(60).optional(),
  shipDate: z.iso.date().optional(),
  deliveryDate: z.iso.date().optional(),
  lines: z.array(CieTradeLine).min(1),
});
export type CieTradeShipment = z.infer<typeof CieTradeShipment>;

/** What the admin enters to connect cieTrade: the company's account and an API key (never shown again). */
export const CieTradeConnection = z.object({
  accountId: z.string().trim().min(1, 'Account ID is required').max(100),
  apiKey: z.string().trim().min(8, 'The API key is at least 8 characters').max(200),
});
export type CieTradeConnection = z.infer<typeof CieTradeConnection>;
