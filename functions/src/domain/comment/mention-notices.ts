import type * as z from 'zod';
import { userChannel } from '@polyloop/shared/realtime';
import { batchGetMany } from '../../data/entity.js';
import { EmailRequested } from '../../lib/email.js';
import { env } from '../../lib/env.js';
import { occurrence, publish } from '../../lib/events.js';
import { companyOf } from '../company/company-lookup.js';
import { RealtimePublished } from '../realtime/realtime.events.js';
import { User } from '../user/user.entity.js';
import type { CommentEvents } from './comment.events.js';

type Mentioned = z.output<(typeof CommentEvents)['mentioned']['data']>;

/** "@[Ann Lee](u1) look" → "@Ann Lee look": the e-mail shows names, not markup. */
const plain = (body: string) => body.replace(/@\[([^\]]+)\]\([^)]+\)/g, '@$1');

/**
 * Tells each colleague a comment mentions, in real time and by e-mail, with a link to the
 * record's activity (the message board for the own company's comments). Only active users of
 * the comment's company hear about it. Every notice is one event with an id made from the
 * mention's, so handling the same mention twice sends nothing twice.
 */
export async function noticeMentions(mentionId: string, mention: Mentioned): Promise<void> {
  const [company, users] = await Promise.all([companyOf(mention.tenantId, mention.recordId), batchGetMany(mention.userIds.map((userId) => User.batch({ userId })))]);
  const board = mention.recordId === mention.tenantId;
  const link = board ? '/my-company/dashboard' : company?.own ? '/my-company/activity' : `/companies/${mention.recordId}/activity`;
  const about = company?.name ?? 'your company';
  const notices = users
    .filter((u) => u.tenantId === mention.tenantId && !u.archived && u.userId !== mention.authorId)
    .flatMap((u) => [
      occurrence(
        RealtimePublished,
        { channel: userChannel(u.userId), event: 'notification', payload: { kind: 'mention', recordId: mention.recordId, commentId: mention.commentId, authorName: mention.authorName, about, link } },
        { id: `${mentionId}:${u.userId}:push` },
      ),
      occurrence(
        EmailRequested,
        {
          to: [u.email],
          subject: `${mention.authorName} mentioned you on ${about}`,
          text: `${mention.authorName} mentioned you in a comment on ${about}:\n\n${plain(mention.body)}\n\nOpen it: ${env().APP_URL}${link}`,
        },
        { id: `${mentionId}:${u.userId}:email` },
      ),
    ]);
  if (notices.length) await publish(...notices);
}
