import type { DemoCompanyRecord } from './demo-companies.js';

/**
 * The platform's side of the demo market: companies publish what a platform administrator has
 * approved for them (set through the platform administration's own service), and a request some
 * company's administrator made is waiting, so the platform administration has one to decide.
 */
export async function seedAccess(companies: DemoCompanyRecord[]): Promise<void> {
  const { DEFAULT_PUBLISHING } = await import('@polyloop/shared/permissions');
  const Decisions = await import('@polyloop/functions/domain/access-request/access-decision.service');
  const { requestAccess } = await import('@polyloop/functions/domain/access-request/access-request.service');
  const { loadActor } = await import('@polyloop/functions/domain/access/access.service');
  for (const company of companies) {
    if (company.publishing)
      await Decisions.setPublishing(company.tenantId, { ...DEFAULT_PUBLISHING, ...company.publishing });
    if (company.pendingAccess) {
      const admin = await loadActor({
        sub: company.adminId,
        email: company.adminEmail,
        'custom:tenantId': company.tenantId,
      });
      await requestAccess(admin, company.pendingAccess.kind, company.pendingAccess.message);
    }
  }
}
