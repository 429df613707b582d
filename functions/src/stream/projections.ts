import { projections as accessRequest } from '../domain/access-request/access-request.projections.js';
import { projections as auction } from '../domain/auction/auction.projections.js';
import { projections as buyProfile } from '../domain/buy-profile/buy-profile.projections.js';
import { projections as comment } from '../domain/comment/comment.projections.js';
import { projections as company } from '../domain/company/company.projections.js';
import { projections as contact } from '../domain/contact/contact.projections.js';
import { projections as file } from '../domain/file/file.projections.js';
import { projections as finance } from '../domain/finance/finance.projections.js';
import { projections as freight } from '../domain/freight/freight.projections.js';
import { projections as lot } from '../domain/inventory/lot.projections.js';
import { projections as link } from '../domain/link/link.projections.js';
import { projections as listing } from '../domain/listing/listing.projections.js';
import { projections as location } from '../domain/location/location.projections.js';
import { projections as publicListing } from '../domain/market/public-listing.projections.js';
import { projections as material } from '../domain/material/material.projections.js';
import { projections as offer } from '../domain/network-offer/offer.projections.js';
import { projections as request } from '../domain/network-request/request.projections.js';
import { projections as order } from '../domain/order/order.projections.js';
import { projections as processReport } from '../domain/process-report/process-report.projections.js';
import { projections as publicCompany } from '../domain/public-company/public-company.projections.js';
import { projections as task } from '../domain/task/task.projections.js';
import { projections as tenant } from '../domain/tenant/tenant.projections.js';
import { projections as touchpoint } from '../domain/touchpoint/touchpoint.projections.js';
import { projections as user } from '../domain/user/user.projections.js';
import type { Projection } from '../lib/projection.js';

/**
 * Every projection of the table stream, from each aggregate's projections file
 * (`domain/<aggregate>/<aggregate>.projections.ts`, the list of what the stream derives from its
 * items). The two stream consumers each run theirs (`consumer`); `npm run rebuild` finds them here
 * by name.
 */
export const projections: readonly Projection[] = [
  ...accessRequest,
  ...auction,
  ...buyProfile,
  ...comment,
  ...company,
  ...contact,
  ...file,
  ...finance,
  ...freight,
  ...lot,
  ...link,
  ...listing,
  ...location,
  ...publicListing,
  ...material,
  ...offer,
  ...request,
  ...order,
  ...processReport,
  ...publicCompany,
  ...task,
  ...tenant,
  ...touchpoint,
  ...user,
];

/** The projection of that name. */
export const projectionNamed = (name: string) => projections.find((p) => p.name === name);
