import type * as z from 'zod';
import type { EventContract } from '../../lib/events.js';
import type { Notice } from './catalogue.js';

/**
 * One entry of the notification catalogue: an event and the notices it gives. The catalogue's
 * parts (auctions, network, freight) write their entries the same way and tell of comments the same way.
 */
export interface CatalogueEntry<E extends EventContract = EventContract> {
  event: E;
  notices: (data: z.output<E['data']>) => Promise<Notice[]>;
}
export const entry = <E extends EventContract>(
  event: E,
  notices: (data: z.output<E['data']>) => Promise<Notice[]>,
): CatalogueEntry => ({ event, notices }) as CatalogueEntry;

/** "@[Ann Lee](u1) look" → "@Ann Lee look": notifications show names, not markup. */
export const plainText = (body: string) => body.replace(/@\[([^\]]+)\]\([^)]+\)/g, '@$1');
/** A comment as a notice quotes it: plain text, at most 280 characters. */
export const excerptOf = (body: string) => {
  const text = plainText(body).trim();
  return text.length > 280 ? `${text.slice(0, 279)}…` : text;
};
