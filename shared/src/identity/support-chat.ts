import * as z from 'zod';

/** The longest message the support chat takes. */
export const SUPPORT_CHAT_MAX_LENGTH = 2000;

/** When people answer (the Intelligence plan's card: live chat weekdays 9am-5pm Eastern). */
export const SUPPORT_HOURS = 'weekdays 9am-5pm Eastern';

/**
 * A message to support as the web app hands it to the chat (spec part 1 §7): what the local
 * cloud's sandbox takes, validated with this same schema. The person is named by their support
 * hash (`Account.supportHash`), as Intercom's widget is told in AWS, never by e-mail or name.
 */
export const SupportChatMessage = z.object({
  /** One per conversation in the help panel, so the sandbox shows a conversation together. */
  conversationId: z.string().regex(/^[\w-]{1,64}$/, 'conversationId is letters, digits, - and _'),
  userId: z.string().regex(/^[0-9a-f]{64}$/, 'userId is the account’s support hash'),
  companyName: z.string().max(200).nullable(),
  /** The page the person was on, as a route pattern (`/haves/:id/details`). */
  route: z.string().max(300),
  text: z
    .string()
    .trim()
    .min(1, 'Write a message first')
    .max(SUPPORT_CHAT_MAX_LENGTH, `A message is at most ${SUPPORT_CHAT_MAX_LENGTH} characters`),
});
export type SupportChatMessage = z.infer<typeof SupportChatMessage>;
