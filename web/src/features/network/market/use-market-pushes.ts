import { NetworkRoutes, type RouteDefinition } from '@polyloop/shared';
import { useRevalidate } from '../../../lib/api';
import { useChannel, type RealtimeEvent } from '../../../lib/realtime';

type Reads = readonly Pick<RouteDefinition, 'id'>[];

/** The channels every change of a public listing is pushed on, one per kind (part 3 §7.3), to every onboarded company. */
export const SUPPLY_CHANNEL = 'public-offers';
export const DEMAND_CHANNEL = 'public-requests';

const changedId = (event: RealtimeEvent) => (event.payload as { id?: unknown } | null)?.id;

/**
 * Reads again, on every pushed change of a public offer (`supply`) or public request (`demand`),
 * the reads named for it: the lists and counts that show listings move as other companies publish,
 * close and receive offers. An empty list listens to nothing.
 */
export function useMarketPushes({ supply = [], demand = [] }: { supply?: Reads; demand?: Reads }) {
  const revalidate = useRevalidate();
  useChannel(supply.length ? SUPPLY_CHANNEL : null, (event) => {
    if (event.event === 'offer-changed') void revalidate(supply);
  });
  useChannel(demand.length ? DEMAND_CHANNEL : null, (event) => {
    if (event.event === 'request-changed') void revalidate(demand);
  });
}

/** The market's lists and totals (supply, demand and my open listings' counts), live. */
export const MARKET_LISTS = {
  supply: [NetworkRoutes.listPublicOffers, NetworkRoutes.countMarket],
  demand: [NetworkRoutes.listPublicRequests, NetworkRoutes.countMarket],
} as const;

/** My company's listings and their totals, live: each shows how many offers it has received. */
export const MY_LISTINGS = {
  supply: [NetworkRoutes.listMyPublicOffers, NetworkRoutes.countMarket],
  demand: [NetworkRoutes.listMyPublicRequests, NetworkRoutes.countMarket],
} as const;

/** One public offer's page, live: its facts and the offers made on it read again when it changes. */
export function usePublicOfferPushes(id: string | null) {
  const revalidate = useRevalidate();
  useChannel(id ? SUPPLY_CHANNEL : null, (event) => {
    if (event.event === 'offer-changed' && changedId(event) === id)
      void revalidate([
        NetworkRoutes.getOffer,
        NetworkRoutes.getPublicOffer,
        NetworkRoutes.listPublicOfferBids,
      ]);
  });
}
