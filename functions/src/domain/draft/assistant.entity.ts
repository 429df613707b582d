import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * Which company an assistant address's token stands for: the one way from an e-mail's recipient to
 * a company. Written with the token on the company's tenant item and deleted when an administrator
 * rotates it, in one transaction, so an old address finds no company from that moment on.
 */
export const AssistantToken = defineEntity({
  name: 'assistant-token',
  schema: z.object({
    token: z.string(),
    tenantId: z.string(),
    createdAt: z.string(),
  }),
  indexes: {
    // AssistantToken.get / batch: the company a received e-mail's address names
    byToken: { pk: ['token'], sk: [] },
  },
});
export type AssistantTokenItem = z.infer<typeof AssistantToken.schema>;
