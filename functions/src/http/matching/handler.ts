import { MatchingRoutes } from '@polyloop/shared/contract/routes/matching';
import { httpHandler } from '../preset.js';
import { matchingRoutes } from './matching.js';

/** The matching context: matches and their explanations, suggested buyers and sellers, and leads. */
export const handler = httpHandler(MatchingRoutes, matchingRoutes);
