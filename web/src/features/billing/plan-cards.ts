import { PLAN_CARDS, type PlanAction, type PlanCard } from '@polyloop/shared';

/** Desktop order as PLAN_CARDS gives it; on phones the recommended plan comes first (spec part 3 §6.3). */
export function orderedPlanCards(phone: boolean): PlanCard[] {
  if (!phone) return PLAN_CARDS;
  return [
    ...PLAN_CARDS.filter((c) => c.tier === 'INTELLIGENCE'),
    ...PLAN_CARDS.filter((c) => c.tier !== 'INTELLIGENCE'),
  ];
}

/** The button label of a plan card action, or null for no button. */
export function planActionLabel(action: PlanAction): string | null {
  switch (action.kind) {
    case 'current':
      return 'Current plan';
    case 'choose-plan':
      return 'Choose plan';
    case 'upgrade-now':
      return 'Upgrade now';
    case 'trial-active':
      return 'Free trial active';
    case 'contact-sales':
      return 'Contact sales';
    case 'none':
      return null;
  }
}
