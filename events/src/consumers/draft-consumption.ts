import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { HaveEvents, NeedEvents } from '@polyloop/functions/domain/listing/listing.events';
import * as Drafts from '@polyloop/functions/domain/draft/draft.service';

/** A have or need saved from a draft removes the draft (once, however often the event comes). */
const consumed = async ({ tenantId, draftId }: { tenantId: string; draftId: string | null }) => {
  if (draftId) await Drafts.consume(tenantId, draftId);
};

export const handler = eventHandler(
  'draft-consumption',
  on(HaveEvents.created, consumed),
  on(NeedEvents.created, consumed),
);
