import { describe, expect, it } from 'vitest';
import { OnboardingInput } from '@polyloop/shared';
import {
  emptyOnboarding,
  loadDraft,
  mapServerErrors,
  saveDraft,
  stepOfField,
  toSubmission,
} from './onboarding-steps';

describe('onboarding steps', () => {
  it('knows which step owns a field, however the path is written', () => {
    expect(stepOfField('company.shortCode')).toBe('company');
    expect(stepOfField('body.primaryLocation.city')).toBe('locations');
    expect(stepOfField(['invitations', 0, 'email'])).toBe('users');
    expect(stepOfField('invitations[1].email')).toBe('users');
    expect(stepOfField('termsAccepted')).toBe('review');
    expect(stepOfField('somethingElse')).toBeUndefined();
  });

  it('maps server field errors onto form paths and jumps to the earliest step with one', () => {
    const mapped = mapServerErrors({
      intents: ['Please pick at least one intent.'],
      'body.primaryContact.email': ['Please enter a valid email address'],
      'invitations.0.email': [
        'This user already exists. Check if they are archived, or reach out to support for help.',
      ],
    });
    expect(mapped.firstStep).toBe('contacts');
    expect(mapped.errors).toContainEqual({
      path: 'primaryContact.email',
      message: 'Please enter a valid email address',
    });
    expect(mapped.errors).toContainEqual({
      path: 'invitations.0.email',
      message: expect.stringContaining('already exists'),
    });
  });

  it('has no step to jump to when the server names no field', () => {
    expect(mapServerErrors({}).firstStep).toBeUndefined();
  });

  it('leaves blank optional fields out so a complete form passes the shared schema', () => {
    const values = emptyOnboarding({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    values.company = { name: 'Acme Plastics', shortCode: 'acm', website: '' };
    values.primaryLocation = {
      ...values.primaryLocation,
      address: '1200 W Fulton Market',
      city: 'Chicago',
      stateProvince: 'IL',
      postalCode: '60607',
      country: 'US',
      latitude: 41.88,
      longitude: -87.66,
    };
    values.intents = ['NETWORK_SEARCH'];
    values.termsAccepted = true;
    const parsed = OnboardingInput.safeParse(toSubmission(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.company.shortCode).toBe('ACM');
    expect(parsed.data?.company.website).toBeUndefined();
  });

  it('refuses a location that was typed rather than chosen from the dropdown', () => {
    const values = emptyOnboarding();
    const issues = OnboardingInput.safeParse(toSubmission(values)).error?.issues ?? [];
    const latitude = issues.find((i) => i.path.join('.') === 'primaryLocation.latitude');
    expect(latitude?.message).toBe(
      'Missing primary location data. Please select a location or address from the dropdown.',
    );
  });

  it('keeps a draft per user across a reload', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    saveDraft(storage, 'user-1', 'materials', emptyOnboarding());
    expect(loadDraft(storage, 'user-1')?.step).toBe('materials');
    expect(loadDraft(storage, 'user-2')).toBeNull();
  });
});
