import * as z from 'zod';
import { badgedEnum } from '../labelled-enum.js';

/**
 * A shipment's status and the moves between them (spec part 1 §4): one function the server
 * enforces (an illegal move is a 409 with `illegalMove`'s message) and the web reads to offer
 * only the moves that exist. Badge colours (part 1 §4): pending red, approved violet, dispatched
 * orange, in transit yellow, delivered green, invoiced blue, paid grey, rejected dark.
 */
export const [ShipmentStatus, SHIPMENT_STATUS_LABELS, SHIPMENT_STATUS_COLOURS] = badgedEnum({
  PENDING: ['Pending', 'red'],
  APPROVED: ['Approved', 'purple'],
  DISPATCHED: ['Dispatched', 'orange'],
  IN_TRANSIT: ['In transit', 'yellow'],
  DELIVERED: ['Delivered', 'green'],
  INVOICED: ['Invoiced', 'blue'],
  PAID: ['Paid', 'gray'],
  REJECTED: ['Rejected', 'black'],
});
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

/**
 * The moves: forward one step along the flow, rejection while nothing has left the yard, and a
 * rejected shipment reconsidered as pending. Paid is the end.
 */
const MOVES: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  PENDING: ['APPROVED', 'REJECTED'],
  APPROVED: ['DISPATCHED', 'REJECTED'],
  DISPATCHED: ['IN_TRANSIT'],
  IN_TRANSIT: ['DELIVERED'],
  DELIVERED: ['INVOICED'],
  INVOICED: ['PAID'],
  PAID: [],
  REJECTED: ['PENDING'],
};

export const nextStatuses = (from: ShipmentStatus): readonly ShipmentStatus[] => MOVES[from];

/**
 * Invoiced and paid follow the money: a shipment becomes invoiced when an invoice is issued for it
 * and paid when its invoices are paid, never by a hand move with nothing behind it.
 */
export const byFinanceOnly = (status: ShipmentStatus) => status === 'INVOICED' || status === 'PAID';
/** The moves a person may make by hand. */
export const manualMoves = (from: ShipmentStatus): readonly ShipmentStatus[] =>
  MOVES[from].filter((to) => !byFinanceOnly(to));
export const canMove = (from: ShipmentStatus, to: ShipmentStatus): boolean => MOVES[from].includes(to);

/** Why a move is refused, in words a person can act on. */
export function illegalMove(from: ShipmentStatus, to: ShipmentStatus): string {
  const allowed = MOVES[from];
  const said = (s: ShipmentStatus) => SHIPMENT_STATUS_LABELS[s].toLowerCase();
  if (from === to) return `The shipment is already ${said(from)}.`;
  if (!allowed.length) return `A ${said(from)} shipment cannot change status.`;
  return `A ${said(from)} shipment cannot become ${said(to)}; it can become ${allowed.map(said).join(' or ')}.`;
}

/** Only pending shipments can be deleted (part 1 §4). */
export const deletable = (status: ShipmentStatus) => status === 'PENDING';
