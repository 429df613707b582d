import { defineRoutes, PathParams as P } from '../define.js';
import { creation, deletion, historyFeed, pagedList, tableExport } from '../kinds.js';
import { commentRoutes, threadSummaries } from '../comment-routes.js';
import { fileRoutes } from '../file-routes.js';
import {
  Have,
  HaveInput,
  HaveListItem,
  HavePatch,
  ListingListQuery,
  Need,
  NeedInput,
  NeedListItem,
  NeedPatch,
  StatusChange,
} from '../../supply/listing.js';
import {
  HaveGroup,
  HaveGroupChoice,
  HaveGroupDetail,
  HaveGroupInput,
  HaveGroupListQuery,
  HaveGroupRename,
} from '../../supply/have-group.js';

/** A company's or a material's haves or needs: the open ones first unless statuses are given. */
const TabQuery = ListingListQuery;

const h = '/api/haves';
const n = '/api/needs';
const g = '/api/have-groups';

/** Supply and demand: haves, needs and their documents (spec part 1 §2–§5). */
export const SupplyRoutes = defineRoutes(
  'supply',
  { tags: ['Haves'] },
  {
    // Haves
    listHaves: pagedList(HaveListItem, {
      path: h,
      summary:
        'Haves, filtered (status, material type, company, expiring before, radius) and sorted by expiration date; total in x-total-count.',
      permission: 'HAVE_READ',
      query: ListingListQuery,
    }),
    createHave: creation(Have, {
      path: h,
      summary: 'Creates a have (identifier prefixed with the company short code).',
      permission: 'HAVE_WRITE',
      body: HaveInput,
    }),
    exportHaves: tableExport({
      path: `${h}/export`,
      summary: 'Haves created in the date range as CSV or XLSX.',
      permission: 'HAVE_READ',
    }),
    getHave: {
      method: 'GET',
      path: `${h}/{id}`,
      summary: 'One have.',
      permission: 'HAVE_READ',
      params: P.id,
      response: Have,
    },
    updateHave: {
      method: 'PATCH',
      path: `${h}/{id}`,
      summary: 'Changes a have; the company is locked once orders are attached.',
      permission: 'HAVE_WRITE',
      params: P.id,
      body: HavePatch,
      response: Have,
    },
    changeHaveStatus: {
      method: 'PUT',
      path: `${h}/{id}/status`,
      summary:
        'The status picker: cancel or complete an active have, or make a cancelled (or completed, with weight remaining) one active again.',
      permission: 'HAVE_WRITE',
      params: P.id,
      body: StatusChange,
      response: Have,
    },
    archiveHave: {
      method: 'PUT',
      path: `${h}/{id}/archive`,
      summary: 'Archives a have.',
      permission: 'HAVE_WRITE',
      params: P.id,
      response: Have,
    },
    restoreHave: {
      method: 'PUT',
      path: `${h}/{id}/restore`,
      summary: 'Restores a have.',
      permission: 'HAVE_WRITE',
      params: P.id,
      response: Have,
    },
    haveHistory: historyFeed({
      path: `${h}/{id}/history`,
      summary: 'Changes to the have, latest first.',
      permission: 'HAVE_READ',
    }),
    uploadHavePhoto: creation(Have, {
      path: `${h}/{id}/photos`,
      summary:
        'Adds a photo (multipart: the image as `file`, and a small copy as `thumbnail`; without one the photo is its own thumbnail).',
      permission: 'HAVE_WRITE',
      params: P.id,
      multipart: { files: 'file', parts: ['thumbnail'] },
      tags: ['Documents'],
    }),
    deleteHavePhoto: {
      method: 'DELETE',
      path: `${h}/{id}/photos/{photoId}`,
      summary: 'Removes a photo.',
      permission: 'HAVE_WRITE',
      params: P.sub('photoId'),
      response: Have,
      tags: ['Documents'],
    },
    ...fileRoutes('Have', {
      at: `${h}/{id}`,
      params: { record: P.id, file: P.sub('fileId') },
      read: 'DOCUMENT_READ',
      write: 'DOCUMENT_WRITE',
      tags: ['Documents'],
      summaries: {
        list: 'Documents of the have.',
        upload: 'Uploads documents (multipart: files, plus a JSON part named data with {documentType}).',
        delete: 'Deletes a document.',
      },
    }),
    // Groups of haves
    changeHaveGroup: {
      method: 'PUT',
      path: `${h}/{id}/group`,
      summary: 'Puts the have in a group (leaving the one it is in), or takes it out with null.',
      permission: 'HAVE_WRITE',
      params: P.id,
      body: HaveGroupChoice,
      response: Have,
      tags: ['Have groups'],
    },
    listHaveGroups: pagedList(HaveGroup, {
      path: g,
      summary: 'Groups of haves, newest first; total in x-total-count.',
      permission: 'HAVE_READ',
      query: HaveGroupListQuery,
      tags: ['Have groups'],
    }),
    createHaveGroup: creation(HaveGroupDetail, {
      path: g,
      summary: 'Creates a group, with the have it is made from.',
      permission: 'HAVE_WRITE',
      body: HaveGroupInput,
      tags: ['Have groups'],
    }),
    getHaveGroup: {
      method: 'GET',
      path: `${g}/{id}`,
      summary: 'A group and its haves (at most 50).',
      permission: 'HAVE_READ',
      params: P.id,
      response: HaveGroupDetail,
      tags: ['Have groups'],
    },
    renameHaveGroup: {
      method: 'PATCH',
      path: `${g}/{id}`,
      summary: 'Renames a group.',
      permission: 'HAVE_WRITE',
      params: P.id,
      body: HaveGroupRename,
      response: HaveGroupDetail,
      tags: ['Have groups'],
    },
    deleteHaveGroup: deletion({
      path: `${g}/{id}`,
      summary: 'Deletes a group; its haves stay, in no group.',
      permission: 'HAVE_WRITE',
      params: P.id,
      tags: ['Have groups'],
    }),
    // Needs
    listNeeds: pagedList(NeedListItem, {
      path: n,
      summary: 'Needs, filtered and sorted as haves are; total in x-total-count.',
      permission: 'NEED_READ',
      query: ListingListQuery,
      tags: ['Needs'],
    }),
    createNeed: creation(Need, {
      path: n,
      summary: 'Creates a need (identifier prefixed with the company short code).',
      permission: 'NEED_WRITE',
      body: NeedInput,
      tags: ['Needs'],
    }),
    exportNeeds: tableExport({
      path: `${n}/export`,
      summary: 'Needs created in the date range as CSV or XLSX.',
      permission: 'NEED_READ',
      tags: ['Needs'],
    }),
    getNeed: {
      method: 'GET',
      path: `${n}/{id}`,
      summary: 'One need.',
      permission: 'NEED_READ',
      params: P.id,
      response: Need,
      tags: ['Needs'],
    },
    updateNeed: {
      method: 'PATCH',
      path: `${n}/{id}`,
      summary: 'Changes a need.',
      permission: 'NEED_WRITE',
      params: P.id,
      body: NeedPatch,
      response: Need,
      tags: ['Needs'],
    },
    changeNeedStatus: {
      method: 'PUT',
      path: `${n}/{id}/status`,
      summary: 'The status picker, as for haves.',
      permission: 'NEED_WRITE',
      params: P.id,
      body: StatusChange,
      response: Need,
      tags: ['Needs'],
    },
    archiveNeed: {
      method: 'PUT',
      path: `${n}/{id}/archive`,
      summary: 'Archives a need.',
      permission: 'NEED_WRITE',
      params: P.id,
      response: Need,
      tags: ['Needs'],
    },
    restoreNeed: {
      method: 'PUT',
      path: `${n}/{id}/restore`,
      summary: 'Restores a need.',
      permission: 'NEED_WRITE',
      params: P.id,
      response: Need,
      tags: ['Needs'],
    },
    needHistory: historyFeed({
      path: `${n}/{id}/history`,
      summary: 'Changes to the need, latest first.',
      permission: 'NEED_READ',
      tags: ['Needs'],
    }),
    ...fileRoutes('Need', {
      at: `${n}/{id}`,
      params: { record: P.id, file: P.sub('fileId') },
      read: 'DOCUMENT_READ',
      write: 'DOCUMENT_WRITE',
      tags: ['Documents'],
      summaries: {
        list: 'Documents of the need.',
        upload: 'Uploads documents (multipart).',
        delete: 'Deletes a document.',
      },
    }),
    // The company and material tabs
    companyHaves: pagedList(HaveListItem, {
      path: '/api/network/companies/{id}/haves',
      summary: 'The company’s haves (its page’s tab).',
      permission: 'HAVE_READ',
      params: P.id,
      query: TabQuery,
      tags: ['Companies'],
    }),
    companyNeeds: pagedList(NeedListItem, {
      path: '/api/network/companies/{id}/needs',
      summary: 'The company’s needs (its page’s tab).',
      permission: 'NEED_READ',
      params: P.id,
      query: TabQuery,
      tags: ['Companies'],
    }),
    // Comments: read with the record, written by those who may change it
    ...commentRoutes('Have', {
      at: `${h}/{id}`,
      read: 'HAVE_READ',
      write: 'HAVE_WRITE',
      summaries: threadSummaries('have', 'its representatives'),
    }),
    ...commentRoutes('Need', {
      at: `${n}/{id}`,
      read: 'NEED_READ',
      write: 'NEED_WRITE',
      summaries: threadSummaries('need', 'its representatives'),
    }),
    materialHaves: pagedList(HaveListItem, {
      path: '/api/materials/{id}/haves',
      summary: 'Haves of the material (its page’s tab).',
      permission: 'HAVE_READ',
      params: P.id,
      query: TabQuery,
      tags: ['Materials'],
    }),
  },
);
