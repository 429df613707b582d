import { loadConfig } from '../config.js';
import { SANDBOX_IDP } from '../federation/sandbox-client.js';
import { demoCompanyNamed, demoMember, type DemoCompanyRecord } from './demo-companies.js';

/** The demo company whose people can sign in by single sign-on, and the domain its provider serves. */
export const SSO_DEMO = { company: 'Great Lakes Polymers', domain: 'greatlakespolymers.example' } as const;

/**
 * Great Lakes Polymers signs in with its own identity provider (the local cloud's sandbox one),
 * registered by its administrator as a company would register Microsoft Entra or Okta: its people
 * can sign in with "Continue with single sign-on" as well as with their passwords.
 */
export async function seedSso(companies: DemoCompanyRecord[]): Promise<void> {
  const company = demoCompanyNamed(companies, SSO_DEMO.company);
  const Sso = await import('@polyloop/functions/domain/sso/sso.service');
  const admin = await demoMember(company.tenantId, { userId: company.adminId, email: company.adminEmail });
  await Sso.putProvider(admin, {
    type: 'OIDC',
    issuer: `http://localhost:${loadConfig().ports.idp}`,
    clientId: SANDBOX_IDP.clientId,
    clientSecret: SANDBOX_IDP.clientSecret,
    domains: [SSO_DEMO.domain],
  });
}
