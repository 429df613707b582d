import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  isOpen,
  nextStatus,
  sideStatus,
  turnOf,
  type OfferAction,
  type OfferSide,
  type OfferState,
  type OfferStatus,
} from './offer.js';

/** Plays moves from a status, each checked against what the moving side is offered, as the server does. */
function play(from: OfferStatus, moves: Array<[OfferSide, OfferAction]>): OfferState {
  let state: OfferState = { status: from, confirmed: [] };
  for (const [side, action] of moves) {
    expect(allowedActions(state, side), `${side} may ${action} at ${state.status}`).toContain(action);
    state = {
      status: action === 'CONFIRM' ? 'CONFIRMED' : nextStatus(action, side),
      confirmed: action === 'CONFIRM' ? [...state.confirmed, side] : state.confirmed,
    };
  }
  return state;
}

describe('the negotiation of a network offer', () => {
  it('waits for the buyer on a seller’s offer, who may accept, counter or decline; the seller may only withdraw', () => {
    const offered: OfferState = { status: 'OFFERED', confirmed: [] };
    expect(turnOf('OFFERED')).toBe('RECEIVING');
    expect(allowedActions(offered, 'RECEIVING')).toEqual(['ACCEPT', 'COUNTER', 'DECLINE']);
    expect(allowedActions(offered, 'OFFERING')).toEqual(['CANCEL']);
  });

  it('waits for the seller on a buyer’s offer on a public listing, and turns with each counter-offer', () => {
    expect(turnOf('PUBLIC_OFFER_BID')).toBe('OFFERING');
    const countered = play('PUBLIC_OFFER_BID', [['OFFERING', 'COUNTER']]);
    expect(countered.status).toBe('COUNTERED_BY_OFFERING');
    expect(turnOf(countered.status)).toBe('RECEIVING');
    const back = play(countered.status, [['RECEIVING', 'COUNTER']]);
    expect(back.status).toBe('COUNTERED_BY_RECEIVING');
    expect(allowedActions(back, 'RECEIVING')).toEqual(['CANCEL']);
  });

  it('takes no counter-offer while the reverse auction it bids in is live', () => {
    expect(
      allowedActions({ status: 'REQUEST_BID', confirmed: [], reverseAuctionActive: true }, 'RECEIVING'),
    ).toEqual(['ACCEPT', 'DECLINE']);
  });

  it('once accepted, lets each side confirm into its own order once, and the other still after the first', () => {
    const accepted = play('OFFERED', [['RECEIVING', 'ACCEPT']]);
    expect(accepted.status).toBe('ACCEPTED');
    expect(isOpen(accepted.status)).toBe(true);
    expect(allowedActions(accepted, 'OFFERING')).toEqual(['CONFIRM', 'CANCEL']);
    const sellerConfirmed = play('ACCEPTED', [['OFFERING', 'CONFIRM']]);
    expect(allowedActions(sellerConfirmed, 'OFFERING')).toEqual([]);
    expect(allowedActions(sellerConfirmed, 'RECEIVING')).toEqual(['CONFIRM']);
    const both = { ...sellerConfirmed, confirmed: ['OFFERING', 'RECEIVING'] as OfferSide[] };
    expect(allowedActions(both, 'RECEIVING')).toEqual([]);
    expect(isOpen('CONFIRMED')).toBe(false);
  });

  it('ends with no move left for either side once declined, cancelled or expired', () => {
    for (const status of ['DECLINED', 'CANCELLED', 'EXPIRED'] as const) {
      expect(isOpen(status)).toBe(false);
      for (const side of ['OFFERING', 'RECEIVING'] as const)
        expect(allowedActions({ status, confirmed: [] }, side)).toEqual([]);
    }
  });

  it('shows each side its own state: awaiting its confirmation until it has confirmed, in success colours', () => {
    expect(sideStatus({ status: 'ACCEPTED', side: 'OFFERING', confirmedSides: [] })).toEqual({
      label: 'Awaiting your confirmation',
      colour: 'green',
    });
    expect(sideStatus({ status: 'CONFIRMED', side: 'RECEIVING', confirmedSides: ['OFFERING'] })).toEqual({
      label: 'Awaiting your confirmation',
      colour: 'green',
    });
    expect(sideStatus({ status: 'CONFIRMED', side: 'OFFERING', confirmedSides: ['OFFERING'] })).toEqual({
      label: 'Confirmed',
      colour: 'green',
    });
    expect(sideStatus({ status: 'PUBLIC_OFFER_BID', side: 'OFFERING', confirmedSides: [] }).label).toBe(
      'Offer',
    );
    expect(sideStatus({ status: 'COUNTERED_BY_RECEIVING', side: 'OFFERING', confirmedSides: [] }).label).toBe(
      'Counter-offer',
    );
  });
});
