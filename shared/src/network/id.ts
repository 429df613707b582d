/** Offer and request ids: four groups of four word characters (part 2 §2), the first two time-ordered. */
export const NETWORK_ID_PATTERN = /^\w{4}-\w{4}-\w{4}-\w{4}$/;
/** Whether a path's id is an offer's or a request's (the router tells them from other ids without any schema). */
export const isNetworkId = (id: string | undefined): id is string => !!id && NETWORK_ID_PATTERN.test(id);
