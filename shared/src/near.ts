import * as z from 'zod';
import { queryNumber } from './bounds.js';

const coordinate = queryNumber;
/** A distance filter: all three or none. */
export const NearQuery = {
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
  /** Miles. */
  radius: coordinate(0, 5000).optional(),
};
type Near = { latitude?: number; longitude?: number; radius?: number };
export const nearIsWhole = (q: Near) =>
  (q.radius === undefined) === (q.latitude === undefined) &&
  (q.latitude === undefined) === (q.longitude === undefined);
export const NEAR_MESSAGE = 'A location filter needs a latitude, a longitude and a radius';

/** A list query with the distance filter in it, refused on the radius unless it has all three or none. */
export const nearWhole = <S extends z.ZodType<Near>>(query: S): S =>
  query.refine(nearIsWhole, { message: NEAR_MESSAGE, path: ['radius'] });
