import { DraftRoutes } from '@polyloop/shared/contract/routes/drafts';
import { httpHandler } from '../preset.js';
import { draftRoutes } from './drafts.js';

/** The drafts context: draft haves and needs the e-mail assistant made. */
export const handler = httpHandler(DraftRoutes, draftRoutes);
