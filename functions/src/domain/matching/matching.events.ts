import * as z from 'zod';
import { NotificationSubject } from '@polyloop/shared/notifications/notification';
import { defineEvent } from '../../lib/events.js';

/** The notification types matching tells people with (part 3 §3.2). */
export const MatchNoticeType = z.enum([
  'HAVE_MATCH',
  'NEED_MATCH',
  'PUBLIC_OFFER_MATCH',
  'PUBLIC_REQUEST_MATCH',
  'OFFER_MATCH',
  'REQUEST_MATCH',
]);
export type MatchNoticeType = z.infer<typeof MatchNoticeType>;

/**
 * New matches for people of one company, about one of its records: published by the matching
 * consumer after a run (its id made from the event that ran it, so a redelivered event tells no
 * one twice); the notification catalogue delivers it.
 */
export const MatchesFound = defineEvent(
  'matching.matches-found',
  1,
  z.object({
    tenantId: z.string(),
    type: MatchNoticeType,
    userIds: z.array(z.string()).min(1),
    subject: NotificationSubject,
    message: z.string(),
  }),
);
export type MatchesFound = z.infer<typeof MatchesFound.data>;
