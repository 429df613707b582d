import { describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction-states';
import {
  bidReason,
  extendedEnd,
  isBid,
  judgeBid,
  minimumBid,
  type AuctionState,
  type BidAttempt,
  type Judgement,
} from './bidding.js';

const start = new Date('2026-03-02T12:00:00.000Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const END = minutes(60).toISOString();

const auction = (extra: Partial<AuctionState> = {}): AuctionState => ({
  startingBid: 1,
  increment: 0.1,
  endDate: END,
  seq: 0,
  ...extra,
});
/** A bidder's attempts: company `name` (tenant and company id from its letter) with its alias. */
const bidder =
  (name: string, alias: number) =>
  (price: number, maximum?: number): BidAttempt => ({
    tenantId: name.toLowerCase(),
    company: { id: `p${name.toLowerCase()}`, name },
    alias,
    price,
    ...(maximum !== undefined ? { maximum } : {}),
  });
const A = bidder('A', 1);
const B = bidder('B', 2);
const C = bidder('C', 3);

function accepted(judgement: Judgement) {
  if (!judgement.ok) throw new Error(`refused: ${judgement.message}`);
  return judgement;
}

/** Judges bids one after another, each against the state the one before left, as the service writes it. */
function run(state: AuctionState, bids: Array<[BidAttempt, number]>) {
  let current = state;
  const judged = [];
  for (const [bid, minute] of bids) {
    const j = accepted(judgeBid(current, bid, minutes(minute)));
    judged.push(j);
    current = { ...current, leader: j.leader, endDate: j.endDate, seq: j.steps.at(-1)!.seq };
  }
  return { state: current, judged };
}

describe('the first bid', () => {
  it('must be at least the starting bid', () => {
    const low = judgeBid(auction(), A(0.99), minutes(1));
    expect(low).toMatchObject({ ok: false, reason: 'TOO_SMALL', minimum: 1 });
    expect(!low.ok && low.message).toContain(AUCTION_MESSAGES.bidTooSmall);
    const exact = accepted(judgeBid(auction(), A(1), minutes(1)));
    expect(exact.leader).toMatchObject({ tenantId: 'a', price: 1, maximum: 1, seq: 1 });
    expect(exact.steps).toMatchObject([{ seq: 1, kind: 'BID', tenantId: 'a', price: 1 }]);
    expect(exact.steps[0]).not.toHaveProperty('maximum');
  });

  it('holds a hidden maximum without bidding it', () => {
    const j = accepted(judgeBid(auction(), A(1, 5), minutes(1)));
    expect(j.leader).toMatchObject({ tenantId: 'a', price: 1, maximum: 5 });
    expect(j.steps).toMatchObject([{ kind: 'BID', price: 1, maximum: 5 }]);
  });
});

describe('the next bid', () => {
  it('must be at least the leading bid plus the increment, in millionths (0.1 + 0.2 is 0.3)', () => {
    const led = auction({
      startingBid: 0.1,
      increment: 0.2,
      leader: {
        tenantId: 'a',
        company: { id: 'pa', name: 'A' },
        alias: 1,
        price: 0.1,
        maximum: 0.1,
        seq: 1,
        at: start.toISOString(),
      },
      seq: 1,
    });
    expect(minimumBid(led)).toBe(0.3);
    expect(judgeBid(led, B(0.2999), minutes(1))).toMatchObject({
      ok: false,
      reason: 'TOO_SMALL',
      minimum: 0.3,
    });
    const j = accepted(judgeBid(led, B(0.3), minutes(1)));
    expect(j.leader).toMatchObject({ tenantId: 'b', price: 0.3, seq: 2 });
  });

  it('adds small increments without drifting', () => {
    let state = auction({ startingBid: 0.01, increment: 0.01 });
    for (let n = 0; n < 100; n++) {
      const who = n % 2 ? B : A;
      const j = accepted(judgeBid(state, who(minimumBid(state)), minutes(1)));
      state = { ...state, leader: j.leader, seq: j.steps.at(-1)!.seq };
    }
    expect(state.leader!.price).toBe(1);
    expect(minimumBid(state)).toBe(1.01);
  });

  it('from another company outbids the leader without a maximum', () => {
    const { state, judged } = run(auction(), [
      [A(1), 1],
      [B(1.1), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'b', price: 1.1, seq: 2 });
    expect(judged[1]!.steps).toMatchObject([{ seq: 2, kind: 'BID', tenantId: 'b', price: 1.1 }]);
  });
});

describe('proxy bids', () => {
  it('a challenger above the leader’s maximum leads at that maximum plus the increment', () => {
    const { state, judged } = run(auction(), [
      [A(1, 2), 1],
      [B(1.5, 5), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'b', price: 2.1, maximum: 5 });
    // The old leader's proxy answered up to its maximum before it lost.
    expect(judged[1]!.steps.map((s) => [s.kind, s.tenantId, s.price])).toEqual([
      ['BID', 'b', 1.5],
      ['PROXY', 'a', 2],
      ['PROXY', 'b', 2.1],
    ]);
    expect(state.leader!.seq).toBe(4);
  });

  it('a challenger leads at the leader’s maximum plus the increment, capped by its own maximum', () => {
    const { state } = run(auction(), [
      [A(1, 2), 1],
      [B(1.5, 2.05), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'b', price: 2.05, maximum: 2.05 });
  });

  it('a challenger below the leader’s maximum is answered one increment above, and the leader keeps the lead', () => {
    const { state, judged } = run(auction(), [
      [A(1, 3), 1],
      [B(1.5, 2), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'a', price: 2.1, maximum: 3 });
    expect(judged[1]!.steps.map((s) => [s.kind, s.tenantId, s.price])).toEqual([
      ['BID', 'b', 1.5],
      ['PROXY', 'b', 2],
      ['PROXY', 'a', 2.1],
    ]);
    expect(judged[1]!.steps.every((s) => s.leader.tenantId === 'a')).toBe(true);
  });

  it('gives a tie of maximums to the earlier bidder, at that maximum', () => {
    const { state } = run(auction(), [
      [A(1, 2), 1],
      [B(1.5, 2), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'a', price: 2, maximum: 2 });
    const later = judgeBid(state, C(2, 2), minutes(3));
    expect(later).toMatchObject({ ok: false, reason: 'TOO_SMALL' });
  });

  it('keeps the lead for the leader when a plain bid equals its maximum', () => {
    const { state, judged } = run(auction(), [
      [A(1, 2), 1],
      [B(2), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'a', price: 2, maximum: 2 });
    expect(judged[1]!.steps.map((s) => [s.kind, s.tenantId, s.price])).toEqual([
      ['BID', 'b', 2],
      ['PROXY', 'a', 2],
    ]);
  });

  it('raising my own maximum while leading never outbids me and does not move the price', () => {
    const { state, judged } = run(auction(), [
      [A(1, 2), 1],
      [B(1.5), 2],
      [A(1.7, 4), 3],
    ]);
    expect(judged[1]!.leader).toMatchObject({ tenantId: 'a', price: 1.6 });
    expect(state.leader).toMatchObject({ tenantId: 'a', price: 1.6, maximum: 4, seq: judged[1]!.leader.seq });
    expect(judged[2]!.steps).toMatchObject([{ kind: 'MAXIMUM', tenantId: 'a', price: 1.6, maximum: 4 }]);
    expect(judged[2]!.extended).toBe(false);
  });

  it('refuses a leader’s maximum that is not higher than the one it set', () => {
    const { state } = run(auction(), [[A(1, 2), 1]]);
    expect(judgeBid(state, A(1.5, 2), minutes(2))).toMatchObject({
      ok: false,
      reason: 'NOT_HIGHER',
      message: AUCTION_MESSAGES.maximumNotHigher,
    });
    expect(judgeBid(state, A(1.5), minutes(2))).toMatchObject({ ok: false, reason: 'NOT_HIGHER' });
  });
});

describe('the reserve', () => {
  it('lifts the price to the reserve when a first bid’s maximum reaches it', () => {
    const j = accepted(judgeBid(auction({ reserve: 3 }), A(1, 4), minutes(1)));
    expect(j.leader).toMatchObject({ tenantId: 'a', price: 3, maximum: 4 });
  });

  it('stays below the reserve while no maximum reaches it', () => {
    const j = accepted(judgeBid(auction({ reserve: 3 }), A(1, 2.5), minutes(1)));
    expect(j.leader).toMatchObject({ price: 1 });
  });

  it('lifts the price when the leader raises its maximum to the reserve', () => {
    const { state, judged } = run(auction({ reserve: 3 }), [
      [A(1, 2), 1],
      [A(1, 3), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'a', price: 3, maximum: 3, seq: 2 });
    expect(judged[1]!.steps).toMatchObject([{ kind: 'MAXIMUM', price: 3 }]);
  });

  it('lifts a challenger that takes the lead with a maximum at the reserve', () => {
    const { state } = run(auction({ reserve: 3 }), [
      [A(1, 1.5), 1],
      [B(1.6, 3.5), 2],
    ]);
    expect(state.leader).toMatchObject({ tenantId: 'b', price: 3, maximum: 3.5 });
  });
});

describe('the end', () => {
  it('moves to five minutes after a bid made within the last five minutes, once per bid', () => {
    const endDate = minutes(10).toISOString();
    const early = accepted(judgeBid(auction({ endDate }), A(1), minutes(4)));
    expect(early).toMatchObject({ endDate, extended: false });

    const bidAt = new Date(minutes(10).getTime() - 4 * 60_000 - 30_000);
    const late = accepted(judgeBid(auction({ endDate }), A(1, 3), bidAt));
    expect(late.extended).toBe(true);
    expect(late.endDate).toBe(new Date(bidAt.getTime() + 5 * 60_000).toISOString());

    // A bid answered by a proxy writes several steps; the end moves once, to five minutes after the bid.
    const proxied = run(auction({ endDate }), [
      [A(1, 3), 1],
      [B(1.5, 2), 8],
    ]);
    expect(proxied.judged[1]!.steps).toHaveLength(3);
    expect(proxied.judged[1]!.extended).toBe(true);
    expect(proxied.state.endDate).toBe(minutes(13).toISOString());
  });

  it('does not move when a bid arrives exactly five minutes before the end', () => {
    expect(extendedEnd(minutes(10).toISOString(), minutes(5))).toBeUndefined();
    expect(extendedEnd(minutes(10).toISOString(), new Date(minutes(5).getTime() + 1))).toBe(
      new Date(minutes(10).getTime() + 1).toISOString(),
    );
  });

  it('does not move for a raised maximum that changes nothing anyone sees', () => {
    const { judged } = run(auction({ endDate: minutes(10).toISOString() }), [
      [A(1, 2), 1],
      [A(1, 3), 8],
    ]);
    expect(judged[1]).toMatchObject({ extended: false, endDate: minutes(10).toISOString() });
  });

  it('refuses a bid at or after the end', () => {
    const endDate = minutes(10).toISOString();
    expect(judgeBid(auction({ endDate }), A(1), minutes(10))).toMatchObject({
      ok: false,
      reason: 'ENDED',
      message: AUCTION_MESSAGES.ended,
    });
    expect(judgeBid(auction({ endDate }), A(1), minutes(11))).toMatchObject({ ok: false, reason: 'ENDED' });
    expect(judgeBid(auction({ endDate }), A(1), new Date(minutes(10).getTime() - 1))).toMatchObject({
      ok: true,
    });
  });
});

describe('why a bid stands where it does', () => {
  it('is the reserve when a leader’s raised maximum lifts its price to it, and the raise counts as a bid', () => {
    const first = auction({ reserve: 3 });
    const { state, judged } = run(first, [[A(1), 1]]);
    const raised = accepted(judgeBid(state, A(1.1, 4), minutes(2)));
    expect(bidReason(state, A(1.1, 4), raised.leader)).toBe('RESERVE');
    expect(isBid(raised.steps[0]!, state.leader!.price)).toBe(true);
    expect(bidReason(first, A(1), judged[0]!.leader)).toBe('AS_TYPED');
  });

  it('is a raised maximum when the leader’s price stays, which is no bid', () => {
    const { state } = run(auction(), [[A(1), 1]]);
    const raised = accepted(judgeBid(state, A(1.1, 4), minutes(2)));
    expect(bidReason(state, A(1.1, 4), raised.leader)).toBe('MAXIMUM_RAISED');
    expect(isBid(raised.steps[0]!, state.leader!.price)).toBe(false);
  });

  it('is one increment above a rival’s maximum when the challenger takes the lead, and the rival’s answer when it does not', () => {
    const { state } = run(auction(), [[A(1, 2), 1]]);
    const over = accepted(judgeBid(state, B(1.1, 3), minutes(2)));
    expect(over.leader).toMatchObject({ tenantId: 'b', price: 2.1 });
    expect(bidReason(state, B(1.1, 3), over.leader)).toBe('ABOVE_RIVAL');
    const under = accepted(judgeBid(state, C(1.5), minutes(2)));
    expect(bidReason(state, C(1.5), under.leader)).toBe('RIVAL_MAXIMUM');
  });

  it('is the reserve when a first bid’s maximum reaches it', () => {
    const first = auction({ reserve: 3 });
    const j = accepted(judgeBid(first, A(1, 4), minutes(1)));
    expect(bidReason(first, A(1, 4), j.leader)).toBe('RESERVE');
  });
});
