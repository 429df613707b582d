import * as z from 'zod';
import { HistoryPage } from '../crm/activity.js';
import { ExportQuery } from '../crm/files.js';
import { FileBinary, HistoryQuery, PathParams, type RouteSpec } from './define.js';

/** What a route of a given kind still says for itself: the kind sets its method and its answer. */
type Rest = Omit<RouteSpec, 'method' | 'response' | 'status' | 'paged'>;

/** A paged list: one page of `item`s as an array, the list's total in `x-total-count`. */
export const pagedList = <I extends z.ZodType, const S extends Rest>(item: I, spec: S) =>
  ({ ...spec, method: 'GET', response: z.array(item), paged: true }) as S & {
    method: 'GET';
    response: z.ZodArray<I>;
    paged: true;
  };

/** A create: answers 201 with what it made. */
export const creation = <R extends z.ZodType, const S extends Rest>(response: R, spec: S) =>
  ({ ...spec, method: 'POST', response, status: 201 }) as S & { method: 'POST'; response: R; status: 201 };

/** A delete: answers 204 with no body. */
export const deletion = <const S extends Rest>(spec: S) =>
  ({ ...spec, method: 'DELETE', response: z.void(), status: 204 }) as S & {
    method: 'DELETE';
    response: z.ZodVoid;
    status: 204;
  };

/** A record's history feed: what changed on it, newest first, its pages following one another by cursor. */
export const historyFeed = <const S extends Omit<Rest, 'params' | 'query'>>(spec: S) =>
  ({ ...spec, method: 'GET', params: PathParams.id, query: HistoryQuery, response: HistoryPage }) as S & {
    method: 'GET';
    params: typeof PathParams.id;
    query: typeof HistoryQuery;
    response: typeof HistoryPage;
  };

/** A list's export: the records created in a date range, as a CSV or XLSX attachment. */
export const tableExport = <const S extends Omit<Rest, 'query' | 'contentType'>>(spec: S) =>
  ({
    ...spec,
    method: 'GET',
    query: ExportQuery,
    response: FileBinary,
    contentType: 'application/octet-stream',
  }) as S & {
    method: 'GET';
    query: typeof ExportQuery;
    response: typeof FileBinary;
    contentType: 'application/octet-stream';
  };
