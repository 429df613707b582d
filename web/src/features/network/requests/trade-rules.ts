import type { AnyRequest } from '@polyloop/shared/network/resolve';

/** The channel a request's changes are pushed on (part 3 §7.3): public requests share one, a private one has its own. */
export const requestChannel = (id: string, kind: AnyRequest['kind'] | undefined) =>
  kind === 'PUBLIC_REQUEST' ? 'public-requests' : kind === 'NETWORK_REQUEST' ? `network.${id}` : null;
