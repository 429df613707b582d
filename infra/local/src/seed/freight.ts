import { setTimeout as sleep } from 'node:timers/promises';
import { defaultPickupDate } from '@polyloop/shared/freight/freight-time';
import { demoAdministrator, demoCompanyNamed, type DemoCompanyRecord } from './demo-companies.js';

/**
 * The demo's freight: Lone Star Resins searched Houston → Chicago and the sandbox partners quoted
 * it; it booked Lakeshore Logistics (which accepts within seconds) and Prairie Freight Lines
 * (which never answers bookings, so the booking waits and is reported late after 30 business
 * minutes). Quotes come from the sandbox partner processes through the real webhook, so this
 * waits a few seconds for them.
 */
export async function seedFreight(companies: DemoCompanyRecord[]): Promise<void> {
  const Freight = await import('@polyloop/functions/domain/freight/freight.service');
  const shipper = demoCompanyNamed(companies, 'Lone Star Resins');
  const buyer = demoCompanyNamed(companies, 'Great Lakes Polymers');
  const actor = await demoAdministrator(shipper);
  const search = await Freight.requestQuotes(actor, {
    pickupLocation: {
      address: shipper.address,
      city: shipper.city,
      stateProvince: shipper.stateProvince,
      postalCode: shipper.postalCode,
      country: shipper.country,
    },
    destinationLocation: {
      address: buyer.address,
      city: buyer.city,
      stateProvince: buyer.stateProvince,
      postalCode: buyer.postalCode,
      country: buyer.country,
    },
    pickupDate: defaultPickupDate(new Date()).toISOString(),
  });
  const wanted = ['lakeshore-logistics', 'prairie-freight'];
  for (let waited = 0; waited < 30_000; waited += 500) {
    const { quotes } = await Freight.getSearch(actor, search.id);
    const found = wanted.map((id) => quotes.find((q) => q.freightPartner.id === id && q.cost !== null));
    if (found.every(Boolean)) {
      for (const quote of found) await Freight.book(actor, quote!.id);
      return;
    }
    await sleep(500);
  }
  console.warn('[seed] the sandbox freight partners did not quote the demo search in time: no demo bookings');
}
