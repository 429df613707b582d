import * as z from 'zod';
import type { RouteSpec } from './define.js';

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
