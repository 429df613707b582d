import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Authority, FunctionalRole } from '@polyloop/shared';
import { cognito } from '../../lib/cognito.js';
import { env } from '../../lib/env.js';
import { Conflict } from '../../lib/errors.js';
import { User } from './user.entity.js';

export interface NewUser {
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  authorities: Authority[];
  functionalRoles?: FunctionalRole[];
  /** Set a permanent password at once (seeding); otherwise Cognito mails a temporary one. */
  password?: string;
}

export async function findByEmail(email: string) {
  const { items } = await User.query('byEmail', { email: email.toLowerCase() }, { limit: 1 });
  return items[0];
}

/**
 * Creates the sign-in identity in Cognito (e-mail verified, tenant in `custom:tenantId`,
 * authorities as groups) and the user record beside the company's other data.
 */
export async function create(input: NewUser) {
  const email = input.email.toLowerCase();
  if (await findByEmail(email)) {
    throw new Conflict('This user already exists. Check if they are archived, or reach out to support for help.', 'USER_EXISTS');
  }
  const poolId = env().USER_POOL_ID;
  const created = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: input.password ? 'SUPPRESS' : undefined,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:tenantId', Value: input.tenantId },
      ],
    }),
  );
  const userId = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!userId) throw new Error('Cognito returned no sub for the new user');
  if (input.password) {
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: email, Password: input.password, Permanent: true }));
  }
  for (const group of input.authorities) {
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: email, GroupName: group }));
  }
  const now = new Date().toISOString();
  return User.create({
      tenantId: input.tenantId,
      userId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      sortName: `${input.firstName} ${input.lastName}`.toLowerCase(),
      authorities: input.authorities,
      functionalRoles: input.functionalRoles ?? [],
      archived: false,
      invitedDate: now,
      createdAt: now,
    });
}
