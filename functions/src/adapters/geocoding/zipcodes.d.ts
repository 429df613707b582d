/** The few parts of the `zipcodes` package the gazetteer reads (it ships no types). */
declare module 'zipcodes' {
  export interface ZipCode {
    /** A US ZIP code, or a Canadian forward sortation area (the first three characters). */
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** A 2-letter code in the US; a full (and sometimes odd) name in Canada. */
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCode>;
  const zipcodes: { codes: Record<string, ZipCode> };
  export default zipcodes;
}
