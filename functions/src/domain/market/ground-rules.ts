import {
  GROUND_RULES,
  GROUND_RULES_VERSION,
  MARKET_MESSAGES,
  type GroundRules,
} from '@polyloop/shared/network/market';
import type { Member } from '../../lib/actor.js';
import { now } from '../../lib/commit.js';
import { Conflict } from '../../lib/errors.js';
import { GroundRulesAcceptance } from './public-listing.entity.js';

/** The market ground rules (part 2 §1): each person accepts them once before their first listing. */
/** Listing needs the ground rules accepted by the person publishing (part 2 §1). */
export async function requireGroundRules(actor: Member): Promise<void> {
  const accepted = await GroundRulesAcceptance.get({ userId: actor.userId });
  if (!accepted || accepted.version < GROUND_RULES_VERSION)
    throw new Conflict(MARKET_MESSAGES.groundRules, 'GROUND_RULES');
}

export async function groundRules(actor: Member): Promise<GroundRules> {
  const accepted = await GroundRulesAcceptance.get({ userId: actor.userId });
  return {
    version: GROUND_RULES_VERSION,
    rules: [...GROUND_RULES],
    acceptedDate: accepted && accepted.version >= GROUND_RULES_VERSION ? accepted.acceptedDate : null,
  };
}

export async function acceptGroundRules(actor: Member): Promise<GroundRules> {
  await GroundRulesAcceptance.put({
    userId: actor.userId,
    version: GROUND_RULES_VERSION,
    acceptedDate: now(),
  });
  return groundRules(actor);
}
