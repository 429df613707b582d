import { occurrence } from '../../lib/events.js';
import { eventId, type Derivation } from '../../lib/lifecycle.js';
import { RealtimePublished } from '../realtime/realtime.events.js';
import { PublicListingEntity } from './public-listing.entity.js';

/** Every change of a public request is pushed on the public requests' channel (part 3 §7.3); pages read it again. */
export const publicListingEvents: Derivation = (change) => {
  const after = PublicListingEntity.decode(change.after);
  if (!after || after.kind !== 'PUBLIC_REQUEST') return [];
  return [
    occurrence(
      RealtimePublished,
      { channel: 'public-requests', event: 'request-changed', payload: { id: after.id, status: after.status, offerCount: after.offerCount, version: after.version } },
      { id: eventId(change, RealtimePublished), occurredAt: after.updatedDate },
    ),
  ];
};
