import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../../support/auth.js';
import { e2eCloud } from '../support/cloud.js';
import { setChecked } from '../support/controls.js';

export const PASSWORD = 'Recycle-2026-ok';

/** An address nobody else uses, so specs can run in any order against one cloud. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.polyloop.example`;
}

/** The 6-digit code of the newest e-mail to `to` in the local outbox, waiting for it to arrive. */
export async function codeFromOutbox(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/_local/outbox?format=json&to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as {
          messages: { text?: string; html?: string; sentAt: string }[];
        };
        const fresh = messages.filter((m) => new Date(m.sentAt).getTime() >= after);
        code = fresh.map((m) => /\b(\d{6})\b/.exec(m.text ?? m.html ?? '')?.[1]).find(Boolean);
        return code;
      },
      { message: `an e-mail with a code to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Calls the API with the person's id token, as the web app does. */
export async function apiAs(request: APIRequestContext, who: { email: string; password: string }) {
  const tokens = await signIn(e2eCloud().config, who.email, who.password);
  const headers = { Authorization: `Bearer ${tokens.idToken}` };
  return {
    get: (path: string) => request.get(path, { headers }),
    post: (path: string, data?: unknown) => request.post(path, { headers, data }),
    put: (path: string, data?: unknown) => request.put(path, { headers, data }),
  };
}

export const policyDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Our policies have changed' });

/**
 * Signs in from the sign-in page and waits for the app: the top bar, or the policy dialog that
 * blocks it (a person who has not accepted the policies in force yet, e.g. an invitee).
 */
export async function signInToApp(
  page: Page,
  who: { email: string; password: string },
  { acceptPolicies = true } = {},
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-company\/dashboard$/);
  await waitForApp(page);
  if (acceptPolicies) await acceptPoliciesIfAsked(page);
}

/**
 * The layout is up: its top bar, or the policy dialog that blocks it, shows. Both may show at
 * once (the top bar stays behind the dialog), so either is enough.
 */
export async function waitForApp(page: Page) {
  await expect(page.getByRole('button', { name: 'User menu' }).or(policyDialog(page)).first()).toBeVisible();
  await policyCheckDone(page);
}

/**
 * The policy check answers shortly after the layout: waits until it has (so its dialog cannot
 * appear after the spec has moved on) and says what it found, `asking` or `clear`.
 */
async function policyCheckDone(page: Page) {
  const check = page.locator('[data-policy-check]');
  await expect(check).not.toHaveAttribute('data-policy-check', 'checking');
  return check.getAttribute('data-policy-check');
}

/** If the policy re-acceptance dialog shows, opens each policy and accepts it. */
export async function acceptPoliciesIfAsked(page: Page) {
  const dialog = policyDialog(page);
  if ((await policyCheckDone(page)) !== 'asking') return;
  await expect(dialog).toBeVisible();
  for (const link of await dialog.getByRole('link').all()) {
    const popup = page.waitForEvent('popup');
    await link.click();
    await (await popup).close();
  }
  for (const box of await dialog.getByRole('checkbox').all()) await setChecked(box);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs up through the pages: sign-up, the e-mailed code, verify; ends signed in. */
export async function signUp(
  page: Page,
  person: { email: string; firstName: string; lastName: string; password?: string },
) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password ?? PASSWORD);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/verify\?email=/);
  const code = await codeFromOutbox(page.request, person.email, sentAfter);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Walks the eight onboarding steps as a person would and lands on the dashboard. */
export async function onboard(
  page: Page,
  company: { name: string; shortCode: string; invite?: string; phone?: string },
) {
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(page).toHaveTitle('Onboarding | Polyloop');
  const next = () => page.getByRole('button', { name: /^(Next|Get started)$/ }).click();

  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await next();

  await page.getByLabel('Company name').fill(company.name);
  await page.getByLabel('Company Short Code').fill('a!');
  await expect(page.getByText('Company Short Code may not contain special characters')).toBeVisible();
  await page.getByLabel('Company Short Code').fill(company.shortCode);
  await page.getByLabel('Website').fill('not a website');
  await expect(page.getByText('Please insert a valid website')).toBeVisible();
  await page.getByLabel('Website').fill('www.example.com');
  await next();

  await page.getByRole('button', { name: 'PET' }).click();
  await page.getByRole('button', { name: 'Other' }).click();
  await expect(page.getByRole('button', { name: 'PET' })).toHaveAttribute('aria-pressed', 'true');
  await next();

  await next(); // nothing chosen yet: the step refuses
  await expect(page.getByText('Please fill in all required fields for primary location')).toBeVisible();
  const address = page.getByRole('combobox', { name: 'Address' });
  await address.fill('1200 W Fulton Market, Chicago IL');
  const option = page.getByRole('option', { name: /1200 W Fulton Market/ }).first();
  await expect(option).toBeVisible();
  await address.press('ArrowDown');
  await address.press('ArrowUp');
  await option.click();
  await expect(page.getByLabel('City')).toHaveValue('Chicago');
  await expect(page.getByLabel('State/Province')).toHaveValue('IL');
  await next();

  await expect(page.getByLabel('Email')).not.toHaveValue('');
  if (company.phone) await page.getByLabel('Phone').fill(company.phone);
  await next();

  if (company.invite) {
    await page.getByRole('button', { name: 'Add colleague' }).click();
    await page.getByRole('group', { name: 'Invitation 1' }).getByLabel('Email').fill(company.invite);
  }
  await next();

  await next();
  await expect(page.getByText('Please pick at least one intent.')).toBeVisible();
  await setChecked(page.getByRole('checkbox', { name: /Search the network/ }));
  await next();

  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByText(company.name)).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(
    page.getByText('Terms and Conditions and Privacy Policy must be accepted to proceed.').first(),
  ).toBeVisible();
  await setChecked(page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByText('You successfully onboarded your company!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-company\/dashboard$/);
}

/**
 * A fresh company made through the API (sign-up, e-mailed code, onboarding), for specs whose
 * subject is not onboarding itself. Answers its administrator's credentials.
 */
export async function companyViaApi(request: APIRequestContext, name: string, shortCode: string) {
  const admin = { email: uniqueEmail('admin'), password: PASSWORD, firstName: 'Ada', lastName: 'Admin' };
  const after = Date.now() - 1000;
  const signUpRes = await request.post('/api/auth/sign-up', { data: admin });
  expect(signUpRes.status(), await signUpRes.text()).toBe(201);
  const code = await codeFromOutbox(request, admin.email, after);
  const verify = await request.post('/api/auth/verify', { data: { email: admin.email, code } });
  expect(verify.status(), await verify.text()).toBe(200);
  const api = await apiAs(request, admin);
  const onboardRes = await api.post('/api/admin/onboard', {
    company: { name, shortCode },
    materials: ['PET'],
    primaryLocation: {
      address: '1200 W Fulton Market',
      city: 'Chicago',
      stateProvince: 'IL',
      postalCode: '60607',
      country: 'US',
      latitude: 41.8868,
      longitude: -87.6571,
    },
    primaryContact: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
    invitations: [],
    intents: ['NETWORK_SEARCH'],
    termsAccepted: true,
    publicProfile: true,
  });
  expect(onboardRes.status(), await onboardRes.text()).toBe(201);
  return { ...admin, company: name };
}
