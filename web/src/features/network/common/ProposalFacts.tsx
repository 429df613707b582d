import type { NetworkPlace } from '@polyloop/shared/network/common';
import type { Price, Weight } from '@polyloop/shared/supply/listing';
import { Facts } from '../../inventory/Facts';
import type { Terms } from './trade-form';
import { formatMoney, formatNetworkPlace, formatPrice, formatTerms, formatWeight, totalOf } from './format';

/**
 * A proposal as both companies read it: price, weight, shipping terms and what it comes to, and
 * where the material is and goes when known. A missing price reads "Offer" (part 2 §9).
 */
export function ProposalFacts(props: {
  price: Price | null;
  weight: Weight;
  terms: Terms | null;
  source?: NetworkPlace | null;
  destination?: NetworkPlace | null;
}) {
  const items: [string, string][] = [
    ['Price', formatPrice(props.price)],
    ['Weight', formatWeight(props.weight)],
    ['Shipping terms', formatTerms(props.terms)],
    ['Total', props.price ? formatMoney(totalOf(props.price, props.weight)) : '—'],
  ];
  if (props.source !== undefined) items.push(['Material location', formatNetworkPlace(props.source)]);
  if (props.destination !== undefined) items.push(['Destination', formatNetworkPlace(props.destination)]);
  return <Facts items={items} />;
}
