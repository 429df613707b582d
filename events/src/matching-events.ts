import { HaveEvents, NeedEvents } from '@polyloop/functions/domain/listing/listing.events';
import { BuyProfileEvents } from '@polyloop/functions/domain/buy-profile/buy-profile.events';

/** What files a have, a need or a partner's buy profile anew in the match index: the matching rule routes these and its consumer handles them. */
export const MATCHED_HAVE_EVENTS = [
  HaveEvents.created,
  HaveEvents.changed,
  HaveEvents.archived,
  HaveEvents.restored,
  HaveEvents.closed,
];
export const MATCHED_NEED_EVENTS = [
  NeedEvents.created,
  NeedEvents.changed,
  NeedEvents.archived,
  NeedEvents.restored,
  NeedEvents.closed,
];
export const MATCHED_PROFILE_EVENTS = [
  BuyProfileEvents.created,
  BuyProfileEvents.changed,
  BuyProfileEvents.removed,
];
