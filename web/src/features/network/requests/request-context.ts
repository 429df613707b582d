import { useOutletContext } from 'react-router';
import type { AnyRequest } from '@polyloop/shared/network/resolve';

/** What a request's tabs read from its page: the request as my company sees it. */
export interface RequestContext {
  request: AnyRequest;
}
export const useRequestContext = () => useOutletContext<RequestContext>();
