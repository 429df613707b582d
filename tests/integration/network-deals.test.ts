import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DocumentRoutes, NetworkRoutes, OrderRoutes } from '@polyloop/shared';
import { multipart } from '../support/client.js';
import { contact, day, lbs, link, newHave, perLb } from '../support/network.js';
import { useParties } from './network-support.js';

const cloud = inject('cloud');

const [seller, buyer, outsider] = useParties(cloud, ['Deal seller', 'Deal buyer', 'Deal outsider']);

beforeAll(async () => {
  await Promise.all([link(seller, buyer), link(buyer, outsider)]);
});

/** A deal both companies confirmed: the seller's sales order and the buyer's purchase order. */
async function deal(pounds: number) {
  const have = await newHave(seller, pounds);
  const [sent] = (
    await seller.member.ok(NetworkRoutes.createNetworkOffers, {
      body: {
        haveId: have.id,
        recipients: [{ companyId: buyer.id, destinationLocationId: buyer.publicLocationId }],
        price: perLb(0.44),
        weight: lbs(pounds),
        terms: 'FOB_DESTINATION',
        contactInformation: contact(seller),
        representatives: [seller.company.member.userId],
      },
    })
  ).body;
  await buyer.member.ok(NetworkRoutes.negotiateOffer, {
    params: { id: sent!.id },
    body: { action: 'ACCEPT' },
  });
  const sold = (await seller.member.ok(NetworkRoutes.confirmOffer, { params: { id: sent!.id }, body: {} }))
    .body.orderId;
  const bought = (await buyer.member.ok(NetworkRoutes.confirmOffer, { params: { id: sent!.id }, body: {} }))
    .body.orderId;
  return { sold, bought };
}

describe('the other side of a deal', () => {
  it('sees the seller’s load and the papers it shares on its own order, never its prices or its own papers', async () => {
    const { sold, bought } = await deal(20_000);
    expect(
      (await buyer.member.ok(OrderRoutes.listPartnerShipments, { params: { id: bought } })).body,
    ).toEqual([]);

    const load = (
      await seller.member.ok(OrderRoutes.createShipment, {
        body: {
          orderId: sold,
          carrierName: 'Blue Line Freight',
          trailerNumber: 'TR-4410',
          blindShipment: false,
          pickupDate: day(2),
          manifest: [
            {
              materialType: 'PP',
              packaging: 'BALES',
              netWeight: lbs(20_000),
              buyPrice: perLb(0.31),
              sellPrice: perLb(0.44),
            },
          ],
        },
      })
    ).body;
    const bol = (
      await seller.member.ok(DocumentRoutes.generateShipmentDocument, {
        params: { id: load.id },
        body: { type: 'BILL_OF_LADING', copy: 'SHIPPER' },
      })
    ).body;
    const [own] = (
      await seller.member.ok(DocumentRoutes.uploadShipmentDocuments, {
        params: { id: load.id },
        form: multipart([['Yard notes.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf']], {
          data: { documentType: 'OTHER' },
        }),
      })
    ).body;
    await seller.member.ok(OrderRoutes.moveShipment, {
      params: { id: load.id },
      body: { status: 'APPROVED' },
    });

    const [seen, ...more] = (
      await buyer.member.ok(OrderRoutes.listPartnerShipments, { params: { id: bought } })
    ).body;
    expect(more).toEqual([]);
    expect(seen).toMatchObject({
      id: load.id,
      identifier: load.identifier,
      company: seller.company.name,
      status: 'APPROVED',
      carrierName: 'Blue Line Freight',
      trailerNumber: 'TR-4410',
      pickupDate: day(2),
      netWeight: lbs(20_000),
      documents: [
        { id: bol.id, name: bol.name, documentType: 'BILL_OF_LADING', billOfLadingType: 'SHIPPER' },
      ],
    });
    // Nothing of the seller's money or people travels with it.
    const json = JSON.stringify(seen);
    for (const secret of ['0.31', 'revenue', 'cost', 'Margin', 'contact', own!.name])
      expect(json).not.toContain(secret);

    const { url } = (
      await buyer.member.ok(DocumentRoutes.downloadPartnerShipmentDocument, {
        params: { id: bought, shipmentId: load.id, fileId: bol.id },
      })
    ).body;
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The seller's own paper, the seller's order id, another shipment: as if they did not exist.
    for (const res of await Promise.all([
      buyer.member.refused(DocumentRoutes.downloadPartnerShipmentDocument, {
        params: { id: bought, shipmentId: load.id, fileId: own!.id },
      }),
      buyer.member.refused(DocumentRoutes.downloadPartnerShipmentDocument, {
        params: { id: sold, shipmentId: load.id, fileId: bol.id },
      }),
      buyer.member.refused(OrderRoutes.listPartnerShipments, { params: { id: sold } }),
      outsider.admin.refused(OrderRoutes.listPartnerShipments, { params: { id: bought } }),
      outsider.admin.refused(DocumentRoutes.downloadPartnerShipmentDocument, {
        params: { id: bought, shipmentId: load.id, fileId: bol.id },
      }),
    ]))
      expect(res.status).toBe(404);

    // A blind load keeps the shipper's copy to the shipper; the receiver's copy is the buyer's to read.
    await seller.member.ok(OrderRoutes.updateShipment, {
      params: { id: load.id },
      body: { blindShipment: true },
    });
    const receiverCopy = (
      await seller.member.ok(DocumentRoutes.generateShipmentDocument, {
        params: { id: load.id },
        body: { type: 'BILL_OF_LADING', copy: 'RECEIVER' },
      })
    ).body;
    const blind = (await buyer.member.ok(OrderRoutes.listPartnerShipments, { params: { id: bought } }))
      .body[0]!;
    expect(blind.documents.map((d) => d.id)).toEqual([receiverCopy.id]);
    expect(
      (
        await buyer.member.refused(DocumentRoutes.downloadPartnerShipmentDocument, {
          params: { id: bought, shipmentId: load.id, fileId: bol.id },
        })
      ).status,
    ).toBe(404);

    // The seller, in turn, sees no load on the buyer's side until the buyer ships one.
    expect((await seller.member.ok(OrderRoutes.listPartnerShipments, { params: { id: sold } })).body).toEqual(
      [],
    );
  });
});
