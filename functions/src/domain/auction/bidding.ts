import {
  AUCTION_MESSAGES,
  AUCTION_RULES,
  type BidReason,
  type LedgerKind,
} from '@polyloop/shared/network/auction-states';
import type { Leader } from './auction.entity.js';

/**
 * The judge of one bid, as a pure function of the auction as read and the time of the write: the
 * service writes what it answers in one transaction conditioned on the version it read, so every
 * bid is judged exactly once against the state it follows. Prices are numbers in the auction's
 * unit, compared in millionths so that an increment of 0.01 never loses to floating point.
 *
 * Proxy bidding: a bidder may give a hidden maximum. The leader holds the lead up to its maximum,
 * bidding one increment above the challenger; an equal maximum goes to the earlier bidder; the
 * leader raising its own maximum never outbids itself; a maximum at or above the reserve lifts the
 * price to the reserve.
 */

export interface AuctionState {
  startingBid: number;
  increment: number;
  reserve?: number;
  endDate: string;
  leader?: Leader;
  seq: number;
}

export interface BidAttempt {
  tenantId: string;
  /** The bidder's public company (the leader's is shown to the owner). */
  company: { id: string; name: string };
  alias: number;
  price: number;
  maximum?: number;
}

export interface Step {
  seq: number;
  kind: LedgerKind;
  tenantId: string;
  company: { id: string; name: string };
  alias: number;
  price: number;
  maximum?: number;
  /** The auction's state after the step. */
  leader: Leader;
}

export type Judgement =
  | { ok: true; steps: Step[]; leader: Leader; endDate: string; extended: boolean }
  | { ok: false; reason: 'ENDED' | 'TOO_SMALL' | 'NOT_HIGHER'; message: string; minimum: number };

const MICRO = 1_000_000;
/** A price in whole millionths. */
export const micros = (value: number) => Math.round(value * MICRO);
const fromMicros = (value: number) => value / MICRO;

/** The least the next bid may be: the leading price plus the increment, or the starting bid. */
export const minimumBid = (state: Pick<AuctionState, 'startingBid' | 'increment' | 'leader'>) =>
  state.leader ? fromMicros(micros(state.leader.price) + micros(state.increment)) : state.startingBid;

/** A bid this close to the end moves the end to five minutes after the bid. */
export function extendedEnd(endDate: string, at: Date): string | undefined {
  const window = AUCTION_RULES.extensionMinutes * 60_000;
  return new Date(endDate).getTime() - at.getTime() < window
    ? new Date(at.getTime() + window).toISOString()
    : undefined;
}

export function judgeBid(state: AuctionState, bid: BidAttempt, at: Date): Judgement {
  const minimum = minimumBid(state);
  if (at.getTime() >= new Date(state.endDate).getTime())
    return { ok: false, reason: 'ENDED', message: AUCTION_MESSAGES.ended, minimum };
  const when = at.toISOString();
  const inc = micros(state.increment);
  const reserve = state.reserve === undefined ? undefined : micros(state.reserve);
  const price = micros(bid.price);
  const maximum = Math.max(price, micros(bid.maximum ?? bid.price));
  const steps: Step[] = [];
  let seq = state.seq;
  type Who = Pick<BidAttempt, 'tenantId' | 'company' | 'alias'>;
  const step = (kind: LedgerKind, who: Who, p: number, leader: Leader, max?: number) =>
    steps.push({
      seq: ++seq,
      kind,
      tenantId: who.tenantId,
      company: who.company,
      alias: who.alias,
      price: fromMicros(p),
      ...(max !== undefined ? { maximum: fromMicros(max) } : {}),
      leader,
    });
  const leaderOf = (who: Who, p: number, max: number, atSeq: number, since: string): Leader => ({
    tenantId: who.tenantId,
    company: who.company,
    alias: who.alias,
    price: fromMicros(p),
    maximum: fromMicros(max),
    seq: atSeq,
    at: since,
  });
  /** A leader whose maximum reaches the reserve bids at least the reserve. */
  const lifted = (p: number, max: number) =>
    reserve !== undefined && max >= reserve && p < reserve ? reserve : p;
  const current = state.leader;

  if (current && current.tenantId === bid.tenantId) {
    // The leader raises its maximum: the price stays (nobody is outbid), unless the reserve lifts it.
    if (maximum <= micros(current.maximum))
      return { ok: false, reason: 'NOT_HIGHER', message: AUCTION_MESSAGES.maximumNotHigher, minimum };
    const p = lifted(micros(current.price), maximum);
    const leader = leaderOf(
      bid,
      p,
      maximum,
      p === micros(current.price) ? current.seq : seq + 1,
      p === micros(current.price) ? current.at : when,
    );
    step('MAXIMUM', bid, p, leader, maximum);
    return finish(state, steps, leader, at, p !== micros(current.price));
  }

  if (price < micros(minimum))
    return {
      ok: false,
      reason: 'TOO_SMALL',
      message: `${AUCTION_MESSAGES.bidTooSmall}: the least you may bid is ${fromMicros(micros(minimum))}.`,
      minimum,
    };

  if (!current) {
    const p = lifted(price, maximum);
    const leader = leaderOf(bid, p, maximum, seq + 1, when);
    step('BID', bid, p, leader, bid.maximum === undefined ? undefined : maximum);
    return finish(state, steps, leader, at, true);
  }

  const held = micros(current.maximum);
  const heldPrice = micros(current.price);
  if (maximum > held) {
    // The challenger takes the lead: one increment above the old leader's maximum, within its own.
    if (held > heldPrice && held >= price) {
      // The old leader's proxy answers first, up to its maximum.
      step('BID', bid, price, { ...current }, bid.maximum === undefined ? undefined : maximum);
      const answered = leaderOf(current, held, held, seq + 1, when);
      step('PROXY', current, held, answered);
    }
    const p = lifted(Math.max(price, Math.min(maximum, held + inc)), maximum);
    const leader = leaderOf(bid, p, maximum, seq + 1, when);
    step(steps.length ? 'PROXY' : 'BID', bid, p, leader, bid.maximum === undefined ? undefined : maximum);
    return finish(state, steps, leader, at, true);
  }

  // The leader keeps the lead (an equal maximum goes to the earlier bidder): its proxy answers.
  step('BID', bid, price, { ...current }, bid.maximum === undefined ? undefined : maximum);
  if (maximum > price) step('PROXY', bid, maximum, { ...current });
  const answer = Math.max(heldPrice, Math.min(held, maximum + inc));
  if (answer === heldPrice) return finish(state, steps, current, at, false);
  const leader = leaderOf(current, answer, held, seq + 1, when);
  step('PROXY', current, answer, leader);
  return finish(state, steps, leader, at, true);
}

/** The end moves once per judged bid, and only when the leading price or the leader changed. */
function finish(state: AuctionState, steps: Step[], leader: Leader, at: Date, moved: boolean): Judgement {
  const later = moved ? extendedEnd(state.endDate, at) : undefined;
  return { ok: true, steps, leader, endDate: later ?? state.endDate, extended: !!later };
}

/**
 * Why a judged bid stands where it does, as its bidder is told: a leader raising its maximum keeps
 * its price unless the reserve lifted it; a new leader is at its price, at the reserve its maximum
 * reached, or one increment above the old leader's maximum; otherwise a rival's maximum answered.
 */
export function bidReason(
  state: Pick<AuctionState, 'reserve' | 'leader'>,
  bid: Pick<BidAttempt, 'tenantId' | 'price'>,
  leader: Leader,
): BidReason {
  if (leader.tenantId !== bid.tenantId) return 'RIVAL_MAXIMUM';
  const placed = micros(leader.price);
  if (state.leader?.tenantId === bid.tenantId)
    return placed === micros(state.leader.price) ? 'MAXIMUM_RAISED' : 'RESERVE';
  if (placed === micros(bid.price)) return 'AS_TYPED';
  return state.reserve !== undefined && placed === micros(state.reserve) ? 'RESERVE' : 'ABOVE_RIVAL';
}

/** Whether a ledger entry is a bid: a raised maximum is one only when it moved the leading price. */
export const isBid = (entry: { kind: LedgerKind; price: number }, leadingBefore: number | undefined) =>
  entry.kind === 'BID' ||
  entry.kind === 'PROXY' ||
  (entry.kind === 'MAXIMUM' && entry.price !== leadingBefore);
