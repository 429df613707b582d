import { AUCTION_RULES } from '@polyloop/shared/network/auction';
import { PRICE_UNIT_LABELS } from '@polyloop/shared';
import type { Price } from '@polyloop/shared/supply/listing';

/**
 * An auction's time as its pages show it. The server judges every bid against its own clock, so
 * countdowns run on that clock: each read carries `serverTime`, and the difference from this
 * browser's clock when it arrived (the offset) corrects every tick. Pure, so tested without a browser.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The server's clock minus this browser's, from a read's `serverTime` and when it arrived here. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = new Date(serverTime).getTime();
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** What is left until the end on the server's clock (never below zero). */
export function remainingMs(endDate: string, now: number, offset: number): number {
  const end = new Date(endDate).getTime();
  return Number.isNaN(end) ? 0 : Math.max(0, end - (now + offset));
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2d 03h", "4h 05m", "4:59", "0:07", or "Ended" once nothing is left. */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return 'Ended';
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days) return `${days}d ${two(hours)}h`;
  if (hours) return `${hours}h ${two(minutes)}m`;
  return `${minutes}:${two(seconds % 60)}`;
}

/** How often a countdown needs to tick: every second in the last hour, else every half minute. */
export const tickMs = (remaining: number) => (remaining <= HOUR ? 1000 : 30_000);

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** A list's "Ends" column: "in 3 days", "in 5 hours", "in 4 minutes", "2 hours ago". */
export function formatEnds(endDate: string, now: number): string {
  const end = new Date(endDate).getTime();
  if (Number.isNaN(end)) return '—';
  const delta = end - now;
  const size = Math.abs(delta);
  if (size >= DAY) return relative.format(Math.round(delta / DAY), 'day');
  if (size >= HOUR) return relative.format(Math.round(delta / HOUR), 'hour');
  return relative.format(Math.max(1, Math.round(size / MINUTE)) * Math.sign(delta || 1), 'minute');
}

/** Whether the owner may still edit: not under 10 minutes before the end (part 2 §4). */
export const editable = (remaining: number) => remaining > AUCTION_RULES.editBlockMinutes * MINUTE;

/** "$0.51 / lb": a bid's price with the decimals it needs (at least two, at most four). */
export function formatBid(p: Price | null | undefined): string {
  if (!p) return '—';
  const amount = p.unitValue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `$${amount} / ${PRICE_UNIT_LABELS[p.unit].replace('per ', '')}`;
}

/**
 * The winner's modal (part 3 §4.9): shown once per auction, then again only after 14 days. The
 * time it was shown is kept in local storage under the auction's key.
 */
export const winnerModalKey = (auctionId: string) => `polyloop.auction-winner.${auctionId}`;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether the winner's modal is due: never shown, or shown 14 days ago or more (a stale mark is cleared). */
export function winnerModalDue(storage: KeyValue, auctionId: string, now: number): boolean {
  const shown = Number(storage.getItem(winnerModalKey(auctionId)));
  if (!shown || Number.isNaN(shown)) return true;
  if (now - shown < AUCTION_RULES.winnerModalDays * DAY) return false;
  storage.removeItem(winnerModalKey(auctionId));
  return true;
}

export function rememberWinnerModal(storage: KeyValue, auctionId: string, now: number): void {
  storage.setItem(winnerModalKey(auctionId), String(now));
}
