import type { PlaceDetails, PlacePrediction } from '@polyloop/shared';

/**
 * Address lookup restricted to the US and Canada. Amazon Location Service answers in AWS; the
 * local cloud uses an embedded gazetteer that marks its suggestions as sandbox results.
 */
export interface Geocoder {
  /** Up to 5 suggestions for what the user typed. */
  autocomplete(query: string): Promise<PlacePrediction[]>;
  /** The details of one suggestion; undefined when the id is unknown. */
  details(placeId: string): Promise<PlaceDetails | undefined>;
}
