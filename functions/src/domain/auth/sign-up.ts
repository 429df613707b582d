import { ConditionFailed, transact } from '../../data/entity.js';
import { UserEmail, User } from '../user/index.js';

/** Lower-cased "first last": the options list sorts on it, so every name change must keep it in step. */
export const sortNameOf = (firstName: string, lastName: string) =>
  `${firstName} ${lastName}`.trim().toLowerCase();

/**
 * The user record of a self sign-up: no company yet (onboarding sets it) and plain user
 * authority; the names live here because the user pool has no name attributes. The address is
 * claimed in the same transaction, as every user creation does, so it fails with
 * ConditionFailed when another user holds the address.
 */
export async function createSignedUpUser(input: {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<void> {
  const createdAt = new Date().toISOString();
  await transact([
    User.tx.create({
      userId: input.userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      sortName: sortNameOf(input.firstName, input.lastName),
      authorities: ['ROLE_USER'],
      functionalRoles: [],
      archived: false,
      createdAt,
    }),
    UserEmail.tx.create({ email: input.email, userId: input.userId, createdAt }),
  ]);
}

/**
 * Removes the record and address claim of a sign-up that never proved its address, and only
 * such a one: a record that belongs to a company is never touched from here.
 */
export async function removeUnconfirmedUser(userId: string, email: string): Promise<void> {
  try {
    await transact([
      User.tx.delete({ userId }, (w) => w.missing('tenantId')),
      UserEmail.tx.delete({ email }, (w) => w.or(w.missing('userId'), w.eq('userId', userId))),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}
