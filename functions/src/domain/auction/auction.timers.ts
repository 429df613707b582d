import { AUCTION_RULES } from '@polyloop/shared/network/auction-states';
import { occurrence } from '../../lib/events.js';
import { clearTimer, setTimer } from '../../lib/timers.js';
import { ConditionFailed, transact } from '../../data/entity.js';
import { onHaveAsRead, releaseTx, systemStamp } from './auction.hold.js';
import { AuctionEntity, listAuctionsOfHave, pagePublicAuctions, type AuctionItem } from './auction.entity.js';
import { AuctionEvents } from './auction.events.js';
import { effectiveStatus, outcomeOf } from './auction.view.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

/**
 * An auction's timers (Scheduler one-time schedules): the close at its end, moved whenever a bid
 * extends it, and the owner's reminder two days after a sold auction ends. Reads already show an
 * auction past its end as CLOSED; the close only settles the stored status.
 */
export const closeTimer = (auctionId: string) => `auction-close.${auctionId}`;
export const reminderTimer = (auctionId: string) => `auction-remind.${auctionId}`;

/** The close timer stands at the auction's end (moved when a bid extends it, cleared when it is cancelled). */
export async function planClose(auctionId: string, endDate: string): Promise<void> {
  await setTimer(
    closeTimer(auctionId),
    new Date(endDate),
    occurrence(
      AuctionEvents.closeDue,
      { auctionId, endDate },
      { id: `auction-close:${auctionId}:${endDate}` },
    ),
  );
}

export const clearTimers = (auctionId: string) =>
  Promise.all([clearTimer(closeTimer(auctionId)), clearTimer(reminderTimer(auctionId))]);

/** Two days after a sold auction's end the owner is reminded, unless a winner is declared by then. */
export async function planReminder(auctionId: string, endDate: string): Promise<void> {
  const at = new Date(new Date(endDate).getTime() + AUCTION_RULES.reminderDays * 86_400_000);
  await setTimer(
    reminderTimer(auctionId),
    at,
    occurrence(AuctionEvents.reminderDue, { auctionId }, { id: `auction-remind:${auctionId}` }),
  );
}

/**
 * Settles an auction whose end has come: CLOSED with its outcome, under the version read; unsold,
 * it gives the have back the weight it held, in the same transaction. It changes nothing when the
 * auction is already closed or cancelled (a duplicate firing), or when a bid moved the end later
 * (the moved timer closes it then).
 */
export async function close(auctionId: string, at = new Date()): Promise<'closed' | 'not-due' | 'settled'> {
  return onHaveAsRead(async () => {
    for (;;) {
      const item = await AuctionEntity.get({ auctionId }, { consistent: true });
      if (!item || (item.status !== 'ACTIVE' && item.status !== 'PENDING')) return 'settled';
      if (effectiveStatus(item, at) !== 'CLOSED') return 'not-due';
      const when = at.toISOString();
      const outcome = outcomeOf(item);
      const giveBack = outcome === 'SOLD' ? [] : await releaseTx(item, systemStamp(when));
      try {
        await transact([
          AuctionEntity.tx.update(
            { auctionId },
            {
              status: 'CLOSED',
              lane: 'DONE',
              outcome,
              ...(giveBack.length ? { held: undefined } : {}),
              closedDate: when,
              updatedDate: when,
              updatedBy: 'system',
              version: item.version + 1,
            },
            { current: item, condition: { version: item.version } },
          ),
          ...giveBack,
        ]);
        recordBusiness({ name: Metric.auctionsClosed });
        return 'closed';
      } catch (error) {
        if (!(error instanceof ConditionFailed) || error.entity !== AuctionEntity.name) throw error;
      }
    }
  });
}

/**
 * Counts the public auctions live now (started, not ended) and publishes the count, the gauge the
 * "no bid accepted on a live auction for an hour" alarm reads. Private auctions are in no index
 * across companies, so they are not counted (an hour without bids on them alone raises nothing).
 */
export async function countLiveAuctions(at = new Date()): Promise<number> {
  let live = 0;
  let cursor: string | null = null;
  do {
    const page = await pagePublicAuctions('OPEN', 100, cursor);
    live += page.items.filter((item) => effectiveStatus(item, at) === 'ACTIVE').length;
    cursor = page.cursor;
  } while (cursor);
  recordBusiness({ name: Metric.liveAuctions, value: live });
  return live;
}

/** Whether the reminder still has something to remind of: a sold auction without a declared winner. */
export async function needsWinner(auctionId: string): Promise<AuctionItem | undefined> {
  const item = await AuctionEntity.get({ auctionId });
  if (!item || item.winner || item.status === 'CANCELLED' || effectiveStatus(item) !== 'CLOSED')
    return undefined;
  return (item.outcome ?? outcomeOf(item)) === 'SOLD' ? item : undefined;
}

/**
 * Cancels the live auctions of a have that closed (sold elsewhere, completed, archived), as the
 * system, each under its own version and giving the have back what it held: one that moved
 * meanwhile is left as it now is.
 */
export async function cancelAuctionsOfHave(tenantId: string, haveId: string): Promise<number> {
  const at = new Date();
  const when = at.toISOString();
  const live = (await listAuctionsOfHave(tenantId, haveId)).filter((i) =>
    ['ACTIVE', 'PENDING'].includes(effectiveStatus(i, at)),
  );
  let cancelled = 0;
  for (const listed of live) {
    const done = await onHaveAsRead(async () => {
      const item = await AuctionEntity.get({ auctionId: listed.auctionId }, { consistent: true });
      if (!item || !['ACTIVE', 'PENDING'].includes(effectiveStatus(item, at))) return false;
      try {
        await transact([
          AuctionEntity.tx.update(
            { auctionId: item.auctionId },
            {
              status: 'CANCELLED',
              lane: 'DONE',
              cancelReason: 'NO_LONGER_FOR_SALE',
              held: undefined,
              closedDate: when,
              updatedDate: when,
              updatedBy: 'system',
              version: item.version + 1,
            },
            { current: item, condition: { version: item.version } },
          ),
          ...(await releaseTx(item, systemStamp(when))),
        ]);
        return true;
      } catch (error) {
        if (!(error instanceof ConditionFailed) || error.entity !== AuctionEntity.name) throw error;
        return false;
      }
    });
    if (done) cancelled++;
  }
  return cancelled;
}
