import type { AdminUser } from '@polyloop/shared/identity/admin';
import type { Member } from '../../lib/actor.js';
import { Conflict } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import { Tenant } from '../tenant/index.js';
import type { UserItem } from '../user/index.js';
import { create, displayName, getInTenant, toAdminUser, type NewUser } from '../user/index.js';
import { sendInvitationCode, sendPasswordCode } from './invitation.mail.js';

/**
 * How a person someone else added gets in: an e-mailed code to choose their password. The
 * record is made with the company's users; the code is this area's, the same one a "forgot
 * password" sends, so an invitation and an administrator's reset follow one path.
 */

/** Invites a colleague and e-mails them how to choose a password. */
export async function invite(
  inviter: { userId: string; email: string; tenantId: string },
  input: Omit<NewUser, 'tenantId' | 'password' | 'invitedBy'>,
): Promise<AdminUser> {
  const user = await create({ ...input, tenantId: inviter.tenantId, invitedBy: inviter.userId });
  await sendInvitation(user, inviter);
  return toAdminUser(user);
}

/**
 * The user exists whether or not the mail goes out; a failed mail is logged and the admin can
 * send a new one with "reset password".
 */
export async function sendInvitation(
  user: Pick<UserItem, 'email' | 'tenantId'>,
  inviter: { userId: string; email: string },
): Promise<void> {
  try {
    const [name, tenant] = await Promise.all([
      displayName(inviter.userId, inviter.email),
      Tenant.get({ tenantId: user.tenantId! }),
    ]);
    await sendInvitationCode(user.email, name, tenant?.name ?? 'your company');
  } catch (error) {
    logger.error('could not send an invitation', { email: user.email, error });
  }
}

/** An administrator e-mails a colleague how to choose a new password (the same path as an invitation). */
export async function resetPassword(actor: Member, userId: string): Promise<{ message: string }> {
  const user = await getInTenant(actor.tenantId, userId);
  if (user.archived)
    throw new Conflict('This user is archived. Restore them before resetting their password.', 'ARCHIVED');
  await sendPasswordCode(user.email);
  return { message: `We e-mailed ${user.email} how to choose a new password.` };
}
