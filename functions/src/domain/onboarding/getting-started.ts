import { gettingStartedSteps, type GettingStartedStep } from '@polyloop/shared/identity/onboarding';
import { ConditionFailed } from '../../data/entity.js';
import { hasAnyLink } from '../link/index.js';
import { hasAnyHave } from '../listing/index.js';
import { hasAnyListing } from '../market/index.js';
import { hasAnyOrder } from '../order/index.js';
import { PublicProfile } from '../public-company/index.js';
import { Tenant } from '../tenant/index.js';

/** Whether the company has made the record a step asks for: one Query of at most one item, or one GetItem, each. */
const DONE: Record<GettingStartedStep, (tenantId: string) => Promise<boolean>> = {
  HAVE: hasAnyHave,
  PROFILE: async (tenantId) => (await PublicProfile.get({ tenantId }))?.enabled === true,
  LINK: hasAnyLink,
  LISTING: async (tenantId) =>
    (await hasAnyListing(tenantId, 'PUBLIC_OFFER')) || hasAnyListing(tenantId, 'PUBLIC_REQUEST'),
  ORDER: hasAnyOrder,
};

/**
 * The getting-started checklist of the goals the company chose at onboarding. Once every step is
 * found done the tenant records it, and from then on this is the one GetItem of the tenant: the
 * checklist is gone for good, even if the first have is later deleted.
 */
export async function gettingStarted(
  tenantId: string,
  now = new Date(),
): Promise<Array<{ step: GettingStartedStep; done: boolean }>> {
  const tenant = await Tenant.get({ tenantId });
  if (!tenant || tenant.gettingStartedDoneAt) return [];
  const steps = gettingStartedSteps(tenant.intents);
  const done = await Promise.all(steps.map((step) => DONE[step](tenantId)));
  if (done.every(Boolean)) {
    await Tenant.update(
      { tenantId },
      { gettingStartedDoneAt: now.toISOString() },
      { condition: (w) => w.missing('gettingStartedDoneAt') },
    ).catch((error: unknown) => {
      if (!(error instanceof ConditionFailed)) throw error;
    });
    return [];
  }
  return steps.map((step, i) => ({ step, done: done[i]! }));
}
