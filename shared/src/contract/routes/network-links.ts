import * as z from 'zod';
import { defineRoutes } from '../define.js';
import { creation, deletion, pagedList } from '../kinds.js';
import {
  DirectoryCompany,
  DirectoryQuery,
  Link,
  LinkAcceptInput,
  LinkCounts,
  LinkRejectInput,
  LinkRepresentativesInput,
  LinkRequestInput,
  PublicCompanyProfile,
} from '../../network/link.js';
import { PublicCompany, PublicLocation } from '../../identity/admin.js';

const d = '/api/network/public-companies';
const params = z.object({ id: z.string().min(1).max(64) });

/**
 * The directory of public profiles and the links between companies. A company is named by its
 * public id only. A link is written for both companies in one transaction; each reads its own side.
 */
export const LinkRoutes = defineRoutes(
  'network',
  { tags: ['Directory and links'] },
  {
    listDirectory: pagedList(DirectoryCompany, {
      path: d,
      summary:
        'The directory: every company with an enabled public profile by name (view global), or my links (companyLinks, personalLinks: those I represent, linkRequests), searched by name, filtered by service, by material type and by distance (miles) from a point. Total in x-total-count.',
      permission: 'LINK_READ',
      query: DirectoryQuery,
    }),
    linkCounts: {
      method: 'GET',
      path: '/api/network/links/count',
      summary:
        'How many link requests wait for my answer, how many of mine wait for theirs, and how many companies we are linked with.',
      permission: 'LINK_READ',
      response: LinkCounts,
    },
    getDirectoryCompany: {
      method: 'GET',
      path: `${d}/{id}`,
      summary:
        'A public company page: profile, locations, my link, and its contacts once linked (null while locked).',
      permission: 'LINK_READ',
      params,
      response: PublicCompanyProfile,
    },
    sendLink: creation(Link, {
      path: `${d}/{id}/link`,
      summary:
        'Asks the company to link (my public profile must be enabled). Answering a request of theirs with a request of mine links us at once.',
      permission: 'LINK_WRITE',
      params,
      body: LinkRequestInput,
    }),
    acceptLink: {
      method: 'PUT',
      path: `${d}/{id}/link/accept`,
      summary: 'Accepts the company’s link request; both companies are linked in the same write.',
      permission: 'LINK_WRITE',
      params,
      body: LinkAcceptInput,
      response: Link,
    },
    rejectLink: {
      method: 'PUT',
      path: `${d}/{id}/link/reject`,
      summary: 'Declines the company’s link request, with a reason.',
      permission: 'LINK_WRITE',
      params,
      body: LinkRejectInput,
      response: Link,
    },
    cancelLink: deletion({
      path: `${d}/{id}/link`,
      summary: 'Withdraws my link request that still waits for an answer.',
      permission: 'LINK_WRITE',
      params,
    }),
    listMyPublicLocations: {
      method: 'GET',
      path: '/api/network/my-locations',
      summary:
        'My company’s public locations, oldest (the primary one) first: where an offer I answer or bid on may send the material.',
      permission: 'OFFER_READ',
      response: z.array(PublicLocation),
    },
    getMyPublicCompany: {
      method: 'GET',
      path: '/api/my-public-company',
      tags: ['My company'],
      summary:
        'My company’s public profile as every member reads it: whether it is enabled (publishing and linking need it). 404 until it is made.',
      permission: 'LINK_READ',
      response: PublicCompany,
    },
    updateLink: {
      method: 'PATCH',
      path: `${d}/{id}/link`,
      summary: 'Changes who at my company looks after the link.',
      permission: 'LINK_WRITE',
      params,
      body: LinkRepresentativesInput,
      response: Link,
    },
  },
);
