import { DEFAULT_MAX_USERS } from '@polyloop/shared/plans';
import { DEFAULT_PUBLISHING, type Authority } from '@polyloop/shared/permissions';
import { MESSAGES, type OnboardingInput } from '@polyloop/shared/identity/onboarding';
import { USER_MESSAGES } from '@polyloop/shared/identity/admin';
import type * as z from 'zod';
import { ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import { BadRequest, Conflict } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import { sendInvitation } from '../auth/index.js';
import {
  forget,
  User,
  type UserItem,
  UserEmail,
  attachTenant,
  createIdentity,
  deleteIdentity,
  EmailTaken,
  newUserTx,
  normalizeEmail,
  getUserByEmail,
} from '../user/index.js';
import { latestPolicies, recordAcceptance } from '../policy/index.js';
import { initialBilling, trialEnd } from '../billing/index.js';
import { ownCompanyTx } from '../company/index.js';
import { starterMaterialsTx } from '../material/index.js';
import { newProfileTx, placeOf, newContactTx, newLocationTx } from '../public-company/index.js';
import { Tenant, newTenantId } from '../tenant/index.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

type Input = z.infer<typeof OnboardingInput>;
export interface Submitter {
  userId: string;
  email: string;
  authorities: readonly Authority[];
}

const ADMIN: Authority[] = ['ROLE_USER_ADMIN', 'ROLE_USER'];

/** New companies start on the free plan or its trial, neither of which sets a seat limit. */
function checkInvitations(submitterEmail: string, input: Input): void {
  const seats = 1 + input.invitations.length;
  if (seats > DEFAULT_MAX_USERS) {
    const message = `Your plan allows ${DEFAULT_MAX_USERS} users including you: invite at most ${DEFAULT_MAX_USERS - 1} colleagues for now.`;
    throw new BadRequest(message, { 'body.invitations': [message] });
  }
  const seen = new Set([normalizeEmail(submitterEmail)]);
  input.invitations.forEach((invitation, i) => {
    const email = normalizeEmail(invitation.email);
    if (seen.has(email))
      throw new BadRequest('Each invitation needs a different e-mail address.', {
        [`body.invitations.${i}.email`]: ['This address is already on the list.'],
      });
    seen.add(email);
  });
}

/** Whoever signed up without a user record (or with an empty name) is named after their contact details. */
function submitterNames(submitter: Submitter, existing: UserItem | undefined, input: Input) {
  if (existing?.firstName) return { firstName: existing.firstName, lastName: existing.lastName };
  if (normalizeEmail(input.primaryContact.email) === normalizeEmail(submitter.email))
    return { firstName: input.primaryContact.firstName, lastName: input.primaryContact.lastName };
  return { firstName: submitter.email.split('@')[0]!, lastName: '' };
}

/**
 * Creates the submitter's company. Invitees' sign-in identities are created first (their `sub` is
 * their user id); then ONE transaction writes the company, its billing (the core-suite intent
 * starts the trial), the submitter becoming its administrator (only if they still have no
 * company: that makes a double submit safe), the invitees, the e-mail claims and the public
 * profile. If it fails, the invitees' identities are deleted again. Cognito and the e-mails follow
 * the commit; the user record, not the token, is what the next request reads.
 */
export async function onboard(submitter: Submitter, input: Input, now = new Date()) {
  const existing = await User.get({ userId: submitter.userId }, { consistent: true });
  if (existing?.tenantId) throw new Conflict(MESSAGES.alreadyOnboarded, 'ALREADY_ONBOARDED');
  checkInvitations(submitter.email, input);
  for (const invitation of input.invitations) {
    if (await getUserByEmail(invitation.email)) throw new Conflict(USER_MESSAGES.exists, 'USER_EXISTS');
  }

  const tenantId = newTenantId();
  const at = now.toISOString();
  const invitees = input.invitations.map((inv) => ({
    email: normalizeEmail(inv.email),
    firstName: inv.firstName ?? inv.email.split('@')[0]!,
    lastName: inv.lastName ?? '',
    authorities: (inv.admin ? ADMIN : ['ROLE_USER']) as Authority[],
    functionalRoles: inv.functionalRoles,
  }));
  const created: Array<{ email: string; userId: string }> = [];
  const undo = () => Promise.all(created.map((c) => deleteIdentity(c.email)));
  try {
    for (const invitee of invitees)
      created.push({
        email: invitee.email,
        userId: await createIdentity({ email: invitee.email, tenantId, authorities: invitee.authorities }),
      });
  } catch (error) {
    await undo();
    if (error instanceof EmailTaken) throw new Conflict(USER_MESSAGES.exists, 'USER_EXISTS');
    throw error;
  }

  const authorities = [
    ...new Set<Authority>([...ADMIN, ...submitter.authorities.filter((a) => a === 'ROLE_PLATFORM_ADMIN')]),
  ];
  const names = submitterNames(submitter, existing, input);
  const email = normalizeEmail(submitter.email);
  const { primaryLocation: location, primaryContact: contact } = input;
  // A phone typed for the person themselves is kept on their profile: their offers and bids start with it.
  const phone = contact.phone && normalizeEmail(contact.email) === email ? { phone: contact.phone } : {};
  const submitterChanges = {
    tenantId,
    authorities,
    ...names,
    ...phone,
    sortName: `${names.firstName} ${names.lastName}`.trim().toLowerCase(),
  };
  const submitterTx = existing
    ? User.tx.update({ userId: submitter.userId }, submitterChanges, {
        condition: (w) => w.missing('tenantId'),
      })
    : User.tx.create({
        userId: submitter.userId,
        email,
        ...submitterChanges,
        functionalRoles: [],
        archived: false,
        createdAt: at,
      });
  const items: TxItem[] = [
    submitterTx,
    Tenant.tx.create({
      tenantId,
      name: input.company.name,
      shortCode: input.company.shortCode,
      website: input.company.website,
      city: location.city,
      stateProvince: location.stateProvince,
      country: location.country,
      createdAt: at,
      createdBy: submitter.userId,
      onboardedAt: at,
      intents: input.intents,
      materials: input.materials,
      defaultTaxRate: null,
      paymentTerms: null,
      publishing: DEFAULT_PUBLISHING,
      primaryLocation: location,
      primaryContact: contact,
      activeAdmins: 1 + invitees.filter((i) => i.authorities.includes('ROLE_USER_ADMIN')).length,
    }),
    initialBilling(tenantId, input.intents, 1 + invitees.length, now),
    UserEmail.tx.put({ email, userId: submitter.userId, tenantId, createdAt: at }),
    ...invitees.flatMap((invitee, i) =>
      newUserTx(created[i]!.userId, { ...invitee, tenantId, invitedBy: submitter.userId }, at),
    ),
  ];
  // What the company said it is and handles takes effect at once: its own CRM record with the
  // primary location and contact, and a material per type chosen.
  const stamp = {
    updatedBy: submitter.userId,
    updatedByName: `${names.firstName} ${names.lastName}`.trim() || email,
    updatedDate: at,
  };
  const own = {
    name: input.company.name,
    website: input.company.website,
    createdAt: at,
    primaryLocation: location,
    primaryContact: contact,
  };
  items.push(
    ...ownCompanyTx(tenantId, own, stamp).items,
    ...starterMaterialsTx(tenantId, input.company.shortCode, input.materials, stamp),
  );
  if (input.publicProfile) {
    items.push(
      newProfileTx(
        tenantId,
        {
          name: input.company.name,
          website: input.company.website,
          materials: input.materials,
          contacts: 1,
          locations: 1,
          place: placeOf(location),
        },
        at,
      ),
      newContactTx(tenantId, contact, at).tx,
      newLocationTx(tenantId, location, at).tx,
    );
  }

  try {
    await transact(items);
  } catch (error) {
    await undo();
    if (!(error instanceof ConditionFailed)) throw error;
    // The first piece is the submitter: it fails when a concurrent submission won.
    if (error.reasons[0] === 'ConditionalCheckFailed' || error.entity === 'tenant')
      throw new Conflict(MESSAGES.alreadyOnboarded, 'ALREADY_ONBOARDED');
    throw new Conflict(USER_MESSAGES.exists, 'USER_EXISTS');
  }
  recordBusiness({ name: Metric.signUps });

  await attachTenant(email, tenantId, authorities).catch((error: unknown) =>
    logger.error('onboarded, but Cognito was not updated', { userId: submitter.userId, error }),
  );
  forget(submitter.userId);
  // Terms and privacy were accepted with the form: record the versions in force, so the policy dialog does not ask again.
  await recordAcceptance(submitter.userId, await latestPolicies()).catch((error: unknown) =>
    logger.error('onboarded, but the policy acceptance was not recorded', {
      userId: submitter.userId,
      error,
    }),
  );
  for (const invitee of invitees) await sendInvitation({ email: invitee.email, tenantId }, submitter);
  const trialEndDate = input.intents.includes('CORE_SUITE') ? trialEnd(now) : null;
  return { tenantId, message: MESSAGES.success, trialEndDate };
}
