import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  CrmRoutes,
  IdentityRoutes,
  MESSAGES,
  USER_MESSAGES,
  type OnboardingInput,
} from '@polyloop/shared';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createNewcomer, DENVER_OFFICE, mailsTo, useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

/** A person who signed up and verified, with no company yet. */
async function newcomer(): Promise<{ email: string; call: SignedInClient }> {
  const { email } = await createNewcomer({ label: 'founder', firstName: 'Fay', lastName: 'Founder' });
  return { email, call: await signedInClient(cloud, email) };
}

type Form = z.input<typeof OnboardingInput>;
const location: Form['primaryLocation'] = DENVER_OFFICE;
const form = (overrides: Partial<Form> = {}): Form => ({
  company: {
    name: `Onboarded ${randomUUID().slice(0, 6)}`,
    shortCode: 'ONB',
    website: 'www.onboarded.example',
  },
  materials: ['PET', 'PP'],
  primaryLocation: location,
  primaryContact: { firstName: 'Fay', lastName: 'Founder', email: 'fay@onboarded.example' },
  invitations: [],
  intents: ['NETWORK_SEARCH'],
  termsAccepted: true,
  publicProfile: true,
  ...overrides,
});
const onboard = (call: SignedInClient, overrides: Partial<Form> = {}) =>
  call(IdentityRoutes.onboard, { body: form(overrides) });

describe('onboarding', () => {
  it('creates the company: the submitter becomes its administrator at once, on the free plan', async () => {
    const { call } = await newcomer();
    const res = await call.ok(IdentityRoutes.onboard, { body: form() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MESSAGES.success);
    expect(res.body.trialEndDate).toBeNull();

    const settings = await call.ok(IdentityRoutes.getSettings);
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      tenantId: res.body.tenantId,
      shortCode: 'ONB',
      website: 'www.onboarded.example',
      publishing: { publicOfferPermission: 'APPROVAL_REQUIRED' },
    });
    expect(settings.body.onboardedAt).toBeTruthy();

    const billing = await call.ok(IdentityRoutes.getBilling);
    expect(billing.body).toMatchObject({
      subscriptionTier: 'PLATFORM',
      subscriptionStatus: 'FREE',
      seatsUsed: 1,
      maxUsers: null,
      trialEndDate: null,
    });

    // The public profile starts disabled, with the primary contact and location.
    const profile = await eventually(async () => {
      const r = await call(AdminRoutes.getPublicCompany);
      return r.ok ? r.body : undefined;
    });
    expect(profile).toMatchObject({ enabled: false, contactCount: 1, locationCount: 1 });
  });

  it('puts the choices into effect: the primary contact and location are records, a material per type chosen, and a checklist from the goals', async () => {
    const { call } = await newcomer();
    await call.ok(IdentityRoutes.onboard, { body: form({ intents: ['NETWORK_SEARCH', 'CORE_SUITE'] }) });

    // Written with the company, not on first sight of the dashboard: the header's counts agree with the lists'.
    const mine = await call.ok(CrmRoutes.getMyCompany);
    expect(mine.body).toMatchObject({ contactCount: 1, locationCount: 1 });
    const materials = await call.ok(CrmRoutes.listMaterials, { query: { size: 20 } });
    expect(materials.body.map((m) => [m.name, m.type, m.identifier]).sort()).toEqual([
      ['PET', 'PET', 'ONB-M-0001'],
      ['PP', 'PP', 'ONB-M-0002'],
    ]);
    const dashboard = await eventually(async () => {
      const d = (await call.ok(CrmRoutes.myCompanyDashboard, { query: {} })).body;
      return d.counts.contacts === 1 && d.counts.locations === 1 && d.counts.materials === 2 ? d : undefined;
    });
    expect(dashboard.gettingStarted).toEqual([
      { step: 'HAVE', done: false },
      { step: 'PROFILE', done: false },
      { step: 'LINK', done: false },
      { step: 'LISTING', done: false },
      { step: 'ORDER', done: false },
    ]);
    // The next material continues the sequence the starter materials began.
    const next = await call.ok(CrmRoutes.createMaterial, { body: { name: 'Clear PET flake', type: 'PET' } });
    expect(next.body.identifier).toBe('ONB-M-0003');
  });

  it('starts the 60-day trial when the core suite is an intent', async () => {
    const { call } = await newcomer();
    const res = await call.ok(IdentityRoutes.onboard, { body: form({ intents: ['CORE_SUITE'] }) });
    expect(res.status).toBe(201);
    const days = (new Date(res.body.trialEndDate!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    const billing = await call.ok(IdentityRoutes.getBilling);
    expect(billing.body).toMatchObject({
      subscriptionStatus: 'TRIALING',
      trialEndDate: res.body.trialEndDate,
    });
  });

  it('refuses a second submission, also when two arrive at once', async () => {
    const { call } = await newcomer();
    const [a, b] = await Promise.all([onboard(call), onboard(call)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await call.refused(IdentityRoutes.onboard, { body: form() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyOnboarded);
  });

  it("answers each of the spec's validation messages as a field error", async () => {
    const { call } = await newcomer();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ company: { name: 'X', shortCode: 'A!' } }, 'body.company.shortCode', MESSAGES.shortCodeSpecial],
      [{ company: { name: 'X', shortCode: 'ABCDE' } }, 'body.company.shortCode', MESSAGES.shortCodeLength],
      [
        { company: { name: 'X', shortCode: 'AB', website: 'not a site' } },
        'body.company.website',
        MESSAGES.website,
      ],
      [
        { primaryLocation: { ...location, latitude: undefined, longitude: undefined } },
        'body.primaryLocation.latitude',
        MESSAGES.primaryLocationMissing,
      ],
      [{ primaryLocation: { ...location, city: '' } }, 'body.primaryLocation.city', 'City is required'],
      [{ intents: [] }, 'body.intents', MESSAGES.intent],
      [{ termsAccepted: false }, 'body.termsAccepted', MESSAGES.terms],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call.invalid(IdentityRoutes.onboard, { body: { ...form(), ...overrides } });
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors?.[field], field).toContain(message);
    }
  });

  it('invites colleagues by e-mail with a code, and counts their seats', async () => {
    const { call } = await newcomer();
    const invitee = `colleague.${randomUUID().slice(0, 8)}@test.polyloop.example`;
    const res = await onboard(call, {
      invitations: [{ email: invitee, firstName: 'Cole', lastName: 'League', admin: true }],
    });
    expect(res.status).toBe(201);
    const mail = await eventually(async () => (await mailsTo(cloud.baseUrl, invitee))[0]);
    expect(mail.subject).toMatch(/^Fay Founder invited you to Onboarded .+ on Polyloop$/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain(`/accept-invite?email=${encodeURIComponent(invitee)}`);
    expect((await call.ok(IdentityRoutes.getBilling)).body.seatsUsed).toBe(2);
    const users = await call.ok(AdminRoutes.listUsers);
    expect(users.body.data.map((u) => u.email)).toContain(invitee);
  });

  it("holds invitations to the plan's seat limit and to unknown addresses", async () => {
    const { call } = await newcomer();
    const five = Array.from({ length: 5 }, (_, i) => ({
      email: `many${i}.${randomUUID().slice(0, 6)}@test.polyloop.example`,
    }));
    const tooMany = await call.refused(IdentityRoutes.onboard, { body: form({ invitations: five }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('5 users');

    const taken = await newcomer();
    const exists = await call.refused(IdentityRoutes.onboard, {
      body: form({ invitations: [{ email: taken.email }] }),
    });
    expect(exists.status).toBe(409);
    expect(exists.body.message).toBe(USER_MESSAGES.exists);
    // Nothing was half-made: the same person can still onboard.
    expect((await onboard(call)).status).toBe(201);
  });
});
