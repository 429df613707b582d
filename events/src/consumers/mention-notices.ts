import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { CommentEvents } from '@polyloop/functions/domain/comment/comment.events';
import { noticeMentions } from '@polyloop/functions/domain/comment/mention-notices';

/** Colleagues mentioned in a comment hear about it in real time and by e-mail. */
export const handler = eventHandler(
  'mention-notices',
  on(CommentEvents.mentioned, (mention, { id }) => noticeMentions(id, mention)),
);
