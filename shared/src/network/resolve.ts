import * as z from 'zod';
import { PublicOffer, PublicRequest } from './market.js';
import { NetworkOffer } from './offer.js';
import { NetworkRequest } from './request.js';

/** What an offer id names for my company (part 2 §7 `GET /network/offers/{id}`): my side of a network offer, or a public offer. */
export const AnyOffer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NETWORK_OFFER'), networkOffer: NetworkOffer }),
  z.object({ kind: z.literal('PUBLIC_OFFER'), publicOffer: PublicOffer }),
]);
export type AnyOffer = z.infer<typeof AnyOffer>;

/** What a request id names (`GET /network/requests/{id}`): my side of a private request, or a public request. */
export const AnyRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NETWORK_REQUEST'), networkRequest: NetworkRequest }),
  z.object({ kind: z.literal('PUBLIC_REQUEST'), publicRequest: PublicRequest }),
]);
export type AnyRequest = z.infer<typeof AnyRequest>;
