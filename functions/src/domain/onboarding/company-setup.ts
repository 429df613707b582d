import { latestPolicies, recordAcceptance } from '../policy/index.js';
import { OnboardingInput, type Intent } from '@polyloop/shared/identity/onboarding';
import type { Authority, SubscriptionTier } from '@polyloop/shared/permissions';
import type { MaterialType, Service } from '@polyloop/shared/enums';
import type * as z from 'zod';
import { Billing } from '../billing/index.js';
import { updatePublicProfile } from '../public-company/index.js';
import { User, UserEmail, createIdentity, createUser, normalizeEmail } from '../user/index.js';
import { onboard } from './onboarding.service.js';

/**
 * Companies made the way a person makes them (sign-in identity, then onboarding, then invited
 * colleagues), but with known passwords and without e-mails: for the demo seed and the tests, so
 * their companies have billing, admin counts and profiles exactly like real ones.
 */

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export interface CompanySetup {
  admin: Person;
  members?: Array<Person & { admin?: boolean }>;
  company: { name: string; shortCode: string; website?: string };
  location: z.input<typeof OnboardingInput>['primaryLocation'];
  intents?: Intent[];
  /** The material types chosen at onboarding; the public profile starts with them. */
  materials?: MaterialType[];
  publicProfile?: { services: Service[]; about?: string; enabled: boolean } | false;
  /** A paid plan, as a billing webhook would set it. */
  plan?: SubscriptionTier;
}

/** A signed-up person with no company yet: the state onboarding starts from. */
export async function signedUpPerson(
  person: Person,
  authorities: Authority[] = ['ROLE_USER'],
): Promise<string> {
  const email = normalizeEmail(person.email);
  const userId = await createIdentity({ email, authorities, password: person.password });
  const now = new Date().toISOString();
  await User.create({
    userId,
    email,
    firstName: person.firstName,
    lastName: person.lastName,
    sortName: `${person.firstName} ${person.lastName}`.toLowerCase(),
    authorities,
    functionalRoles: [],
    archived: false,
    createdAt: now,
  });
  await UserEmail.put({ email, userId, createdAt: now });
  return userId;
}

export async function setUpCompany(setup: CompanySetup) {
  const adminId = await signedUpPerson(setup.admin);
  const input = OnboardingInput.parse({
    company: setup.company,
    primaryLocation: setup.location,
    primaryContact: {
      firstName: setup.admin.firstName,
      lastName: setup.admin.lastName,
      email: setup.admin.email,
    },
    intents: setup.intents ?? ['NETWORK_SEARCH'],
    materials: setup.materials ?? [],
    termsAccepted: true,
    publicProfile: setup.publicProfile !== false && setup.publicProfile !== undefined,
  });
  const { tenantId } = await onboard({ userId: adminId, email: setup.admin.email, authorities: [] }, input);
  if (setup.plan && setup.plan !== 'PLATFORM') {
    await Billing.update(
      { tenantId },
      {
        subscriptionTier: setup.plan,
        subscriptionStatus: 'ACTIVE',
        billingFrequency: 'MONTHLY',
        paymentMethodConfigured: true,
        unlimitedSeats: setup.plan === 'ENTERPRISE',
        updatedAt: new Date().toISOString(),
      },
    );
  }
  if (setup.publicProfile) {
    await updatePublicProfile(tenantId, {
      services: setup.publicProfile.services,
      about: setup.publicProfile.about,
      enabled: setup.publicProfile.enabled,
    });
  }
  const members = [];
  for (const member of setup.members ?? []) {
    const authorities: Authority[] = member.admin ? ['ROLE_USER_ADMIN', 'ROLE_USER'] : ['ROLE_USER'];
    const user = await createUser({
      tenantId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      authorities,
      password: member.password,
    });
    // People set up with the company are existing users: they have accepted the policies in force.
    await recordAcceptance(user.userId, await latestPolicies());
    members.push({ email: user.email, userId: user.userId });
  }
  return { tenantId, admin: { email: normalizeEmail(setup.admin.email), userId: adminId }, members };
}
