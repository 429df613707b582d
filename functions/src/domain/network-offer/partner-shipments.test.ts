import { describe, expect, it } from 'vitest';
import { partnerSees } from './partner-shipments.js';

const open = { blindShipment: false };
const blind = { blindShipment: true };
const file = (
  documentType: Parameters<typeof partnerSees>[0]['documentType'],
  billOfLadingType: 'SHIPPER' | 'RECEIVER' | null = null,
) => ({ documentType, billOfLadingType });

describe('what the other side of a deal sees of a shipment’s papers', () => {
  it('sees the load’s papers: packing list, scale tickets, shipping confirmation and both bills of lading', () => {
    for (const f of [
      file('PACKING_LIST'),
      file('SCALES'),
      file('SHIPPING_CONFIRMATION'),
      file('BILL_OF_LADING', 'SHIPPER'),
      file('BILL_OF_LADING', 'RECEIVER'),
    ])
      expect(partnerSees(f, open)).toBe(true);
  });

  it('sees only the receiver’s bill of lading of a blind load, which hides where it came from', () => {
    expect(partnerSees(file('BILL_OF_LADING', 'RECEIVER'), blind)).toBe(true);
    expect(partnerSees(file('BILL_OF_LADING', 'SHIPPER'), blind)).toBe(false);
    expect(partnerSees(file('BILL_OF_LADING'), blind)).toBe(false);
  });

  it('never sees a purchase order, an invoice, an "other" upload or a paper of no type', () => {
    for (const f of [file('PURCHASE_ORDER'), file('INVOICE'), file('OTHER'), file(null)])
      expect(partnerSees(f, open)).toBe(false);
  });
});
