import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { FederationRefused, federatedMember } from '../domain/sso/sso.service.js';
import { linkToMember } from '../domain/sso/identity-providers.js';
import { logger } from '../lib/observability.js';

/** Log lines of the pool's sign-up trigger go under this context. */
export const SIGN_UP_TRIGGER_CONTEXT = 'sign-up-trigger';

/**
 * The user pool's pre-sign-up trigger, which holds managed login to the rule of single sign-on
 * (docs/sign-in.md, "Who a provider may sign in"). A sign-up with a password passes as it came. A
 * first sign-in through a company's identity provider (`PreSignUp_ExternalProvider`, its user
 * named `<provider>_<subject>`) goes on only for an active member of that provider's own company
 * whose address is of a domain the provider serves (`federatedMember`), linked to that member's
 * pool user; anyone else is refused with words that name no company. The local cloud's stand-in
 * for managed login runs the same rule itself (infra/local/src/federation/).
 */
export async function preSignUp(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const cut = event.userName.indexOf('_');
  const provider = cut > 0 ? event.userName.slice(0, cut) : '';
  const subject = cut > 0 ? event.userName.slice(cut + 1) : '';
  const email = (event.request.userAttributes.email ?? '').trim().toLowerCase();
  try {
    if (!provider || !subject || !email)
      throw new FederationRefused(
        'Your identity provider did not say your e-mail address. Ask your administrator.',
      );
    const member = await federatedMember(provider, email);
    await linkToMember(event.userPoolId, provider, subject, member.email);
    logger.info('single sign-on linked to its member', { provider, userId: member.userId });
    return event;
  } catch (error) {
    if (!(error instanceof FederationRefused)) throw error;
    logger.warn('single sign-on refused', { provider });
    // Cognito shows the trigger's message on managed login's error page.
    throw new Error(error.message);
  }
}

export const handler = middy(preSignUp)
  .use(injectLambdaContext(logger))
  .before(() => logger.appendKeys({ context: SIGN_UP_TRIGGER_CONTEXT }));
