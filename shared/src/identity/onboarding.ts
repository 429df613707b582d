import * as z from 'zod';
import { Phone, WEBSITE_MESSAGE, Website } from '../primitives.js';
import { AddressInput } from './address.js';
import { Email, PersonName } from './account.js';
import { FunctionalRole } from '../permissions.js';
import { MaterialType } from '../enums.js';
import { choices } from '../bounds.js';

export const ONBOARDING_STEPS = [
  'welcome',
  'company',
  'materials',
  'locations',
  'contacts',
  'users',
  'intent',
  'review',
] as const;

export const Intent = z.enum(['NETWORK_SEARCH', 'FREIGHT_QUOTES', 'DIGITAL_LINE_CARD', 'CORE_SUITE']);
export type Intent = z.infer<typeof Intent>;
export const INTENT_LABELS: Record<Intent, { label: string; note?: string }> = {
  NETWORK_SEARCH: { label: 'Search the network for buyers and sellers' },
  FREIGHT_QUOTES: { label: 'Get freight quotes' },
  DIGITAL_LINE_CARD: { label: 'Digital line card', note: 'Coming soon' },
  CORE_SUITE: { label: 'Manage orders, inventory and finance', note: '60-day free trial' },
};

export const MESSAGES = {
  shortCodeSpecial: 'Company Short Code may not contain special characters',
  shortCodeLength: 'Company Short Code must be 2 to 4 characters',
  website: WEBSITE_MESSAGE,
  primaryLocationMissing:
    'Missing primary location data. Please select a location or address from the dropdown.',
  primaryLocationIncomplete: 'Please fill in all required fields for primary location',
  intent: 'Please pick at least one intent.',
  terms: 'Terms and Conditions and Privacy Policy must be accepted to proceed.',
  success: 'You successfully onboarded your company!',
  failure: 'We are having issues onboarding your company. Please try again later.',
  alreadyOnboarded: 'Your company is already onboarded.',
} as const;

export const ShortCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]*$/, MESSAGES.shortCodeSpecial)
  .min(2, MESSAGES.shortCodeLength)
  .max(4, MESSAGES.shortCodeLength)
  .transform((s) => s.toUpperCase());

export const CompanyName = z
  .string()
  .trim()
  .min(1, 'Company name is required')
  .max(60, 'Company name must be at most 60 characters');

export const PrimaryContactInput = z.object({
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  email: Email,
  phone: Phone.optional(),
});

export const InvitationInput = z.object({
  email: Email,
  firstName: PersonName('First name').optional(),
  lastName: PersonName('Last name').optional(),
  admin: z.boolean().default(false),
  functionalRoles: choices(FunctionalRole).default([]),
});

export const OnboardingInput = z.object({
  company: z.object({ name: CompanyName, shortCode: ShortCode, website: Website.optional() }),
  materials: choices(MaterialType).default([]),
  primaryLocation: AddressInput.extend({ name: z.string().trim().max(60).optional() }),
  primaryContact: PrimaryContactInput,
  invitations: z.array(InvitationInput).max(20).default([]),
  intents: z.array(Intent, { error: MESSAGES.intent }).min(1, MESSAGES.intent).max(Intent.options.length),
  termsAccepted: z.literal(true, { error: MESSAGES.terms }),
  publicProfile: z.boolean().default(true),
});
export type OnboardingInput = z.infer<typeof OnboardingInput>;

export const OnboardingResult = z.object({
  tenantId: z.string(),
  message: z.string(),
  trialEndDate: z.string().nullable(),
});

export { Phone, Website } from '../primitives.js';

/**
 * The getting-started checklist on the dashboard: the first steps the goals chosen at onboarding
 * lead to, each done once the company has made the record it asks for.
 */
export const GettingStartedStep = z.enum(['HAVE', 'PROFILE', 'LINK', 'LISTING', 'ORDER']);
export type GettingStartedStep = z.infer<typeof GettingStartedStep>;
export const GETTING_STARTED: Record<
  GettingStartedStep,
  { title: string; detail: string; action: string; to: string }
> = {
  HAVE: {
    title: 'Add your first have',
    detail: 'Record material you have for sale: type, weight, price and where it is.',
    action: 'Add a have',
    to: '/haves/new',
  },
  PROFILE: {
    title: 'Show your company on the network',
    detail:
      'Say which services you offer and turn your public profile on: companies find you in the directory, and you can link with them.',
    action: 'Set up your profile',
    to: '/admin/public-profile/profile',
  },
  LINK: {
    title: 'Link with a company',
    detail:
      'Start from your AI leads: companies that fit what you buy and sell. Linked companies can trade with you privately.',
    action: 'See your leads',
    to: '/network/companies',
  },
  LISTING: {
    title: 'Publish your first listing',
    detail: 'Put a have on the Materials Market so buyers can make you offers.',
    action: 'Publish a listing',
    to: '/network/offers/new/public',
  },
  ORDER: {
    title: 'Create your first order',
    detail: 'Keep a sale or purchase with its lines, dates and shipments.',
    action: 'Create an order',
    to: '/orders/new',
  },
};

/**
 * The steps the goals lead to, in the order a newcomer takes them: a have is where every goal
 * starts, and a company is on the network (its profile on) before it can link.
 */
export function gettingStartedSteps(intents: readonly string[]): GettingStartedStep[] {
  const steps: GettingStartedStep[] = ['HAVE'];
  if (intents.includes('NETWORK_SEARCH') || intents.includes('DIGITAL_LINE_CARD'))
    steps.push('PROFILE', 'LINK', 'LISTING');
  if (intents.includes('CORE_SUITE')) steps.push('ORDER');
  return steps;
}
