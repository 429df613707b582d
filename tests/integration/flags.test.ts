import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, PlatformRoutes } from '@polyloop/shared';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { anonymousClient, signedInClient } from '../support/client.js';
import { createCompany, useCloudEnv } from '../support/companies.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));
const name = 'global_search_event_clicked_enabled';

describe('feature flags', () => {
  it('are set by a platform administrator and read by everyone', async () => {
    const ops = await signedInClient(cloud, platformAdministrator.email, DEMO_PASSWORD);
    const on = await ops.ok(AdminRoutes.setFlag, { params: { name }, body: { enabled: true } });
    expect(on.status).toBe(200);
    expect(on.body[name]).toBe(true);
    expect((await anonymousClient(cloud).ok(PlatformRoutes.getFlags)).body[name]).toBe(true);
    const off = await ops.ok(AdminRoutes.setFlag, { params: { name }, body: { enabled: false } });
    expect(off.body[name]).toBe(false);
  });

  it('refuses company administrators and unknown flags', async () => {
    const company = await createCompany('Flags');
    const admin = await signedInClient(cloud, company.admin.email);
    expect(
      (
        await admin(AdminRoutes.setFlag, {
          params: { name: 'maintenance_mode_enabled' },
          body: { enabled: true },
        })
      ).status,
    ).toBe(403);
    const ops = await signedInClient(cloud, platformAdministrator.email, DEMO_PASSWORD);
    expect(
      (await ops.invalid(AdminRoutes.setFlag, { params: { name: 'no_such_flag' }, body: { enabled: true } }))
        .status,
    ).toBe(400);
  });
});
