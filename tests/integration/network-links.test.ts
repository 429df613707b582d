import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, NetworkRoutes, NotificationRoutes } from '@polyloop/shared';
import { LINK_MESSAGES } from '@polyloop/shared/network/link';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type CompanyOptions, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');

interface Party {
  company: TestCompany;
  admin: SignedInClient;
  member: SignedInClient;
  /** Its public company id: how other companies name it. */
  id: string;
}

async function party(label: string, options: CompanyOptions = { services: ['GRINDING'] }): Promise<Party> {
  const company = await createCompany(label, options);
  const [admin, member] = await Promise.all([
    signedInClient(cloud, company.admin.email),
    signedInClient(cloud, company.member.email),
  ]);
  const id = (await admin.ok(AdminRoutes.getPublicCompany)).body.id;
  return { company, admin, member, id };
}

const statusWith = async (from: Party, to: Party) =>
  (await from.admin.ok(NetworkRoutes.getDirectoryCompany, { params: { id: to.id } })).body.link?.status ??
  null;
const names = (page: { name: string }[]) => page.map((c) => c.name);

let seller: Party;
let buyer: Party;
let broker: Party;
let free: Party;
let hidden: Party;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  [seller, buyer, broker, free, hidden] = await Promise.all([
    party('Seller', { services: ['GRINDING', 'BALING'], materials: ['PE', 'PP'] }),
    party('Buyer', { services: ['EXTRUSION'], plan: 'INTELLIGENCE', materials: ['PET'] }),
    party('Broker', { services: ['BROKER_TRADER'] }),
    party('Free', { services: ['WASHING'], plan: 'PLATFORM' }),
    party('Hidden', { services: [] }),
  ]);
});

describe('the directory', () => {
  it('lists every enabled profile by name, searchable and filtered by service and distance, never a hidden one', async () => {
    const all = (
      await seller.admin.ok(NetworkRoutes.listDirectory, {
        query: { size: 100, q: seller.company.name.split(' ').at(-1)! },
      })
    ).body;
    expect(names(all)).toEqual([seller.company.name]);
    expect(all[0]).toMatchObject({
      own: true,
      link: null,
      services: ['GRINDING', 'BALING'],
      place: { city: 'Denver', stateProvince: 'CO' },
    });

    const everyone = (
      await buyer.admin.ok(NetworkRoutes.listDirectory, { query: { size: 100, q: 'Plastics' } })
    ).body;
    const shown = names(everyone);
    expect(shown).toEqual(
      expect.arrayContaining([
        seller.company.name,
        buyer.company.name,
        broker.company.name,
        free.company.name,
      ]),
    );
    expect(shown).not.toContain(hidden.company.name);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));

    const extruders = names(
      (await buyer.admin.ok(NetworkRoutes.listDirectory, { query: { size: 100, service: 'BROKER_TRADER' } }))
        .body,
    );
    expect(extruders).toContain(broker.company.name);
    expect(extruders).not.toContain(seller.company.name);

    // Every test company is in Denver: 50 miles from Boulder finds them, 50 miles from Chicago does not.
    const near = names(
      (
        await buyer.admin.ok(NetworkRoutes.listDirectory, {
          query: { size: 100, latitude: 40.015, longitude: -105.2705, radius: 50 },
        })
      ).body,
    );
    expect(near).toContain(seller.company.name);
    const far = names(
      (
        await buyer.admin.ok(NetworkRoutes.listDirectory, {
          query: { size: 100, latitude: 41.8781, longitude: -87.6298, radius: 50 },
        })
      ).body,
    );
    expect(far).not.toContain(seller.company.name);
  });

  it('filters by the material types a profile trades, which start as the ones chosen at onboarding', async () => {
    expect((await seller.admin.ok(AdminRoutes.getPublicCompany)).body.materials).toEqual(['PE', 'PP']);
    const polyethylene = names(
      (await buyer.admin.ok(NetworkRoutes.listDirectory, { query: { size: 100, materialType: 'PE' } })).body,
    );
    expect(polyethylene).toContain(seller.company.name);
    expect(polyethylene).not.toContain(buyer.company.name);
    expect(polyethylene).not.toContain(broker.company.name);

    // The admin changes them; switching the profile off and on again keeps them, and its services.
    await broker.admin.ok(AdminRoutes.updatePublicCompany, { body: { materials: ['PE', 'PVC'] } });
    await broker.admin.ok(AdminRoutes.updatePublicCompany, { body: { enabled: false } });
    const again = (await broker.admin.ok(AdminRoutes.updatePublicCompany, { body: { enabled: true } })).body;
    expect(again).toMatchObject({ enabled: true, services: ['BROKER_TRADER'], materials: ['PE', 'PVC'] });
    const vinyl = (
      await seller.admin.ok(NetworkRoutes.listDirectory, {
        query: { size: 100, materialType: 'PVC', service: 'BROKER_TRADER' },
      })
    ).body;
    expect(vinyl.map((c) => [c.name, c.materials])).toContainEqual([broker.company.name, ['PE', 'PVC']]);
    expect(vinyl.every((c) => c.materials.includes('PVC') && c.services.includes('BROKER_TRADER'))).toBe(
      true,
    );

    expect(
      (await buyer.admin.invalid(NetworkRoutes.listDirectory, { query: { materialType: 'GLASS' } })).status,
    ).toBe(400);
  });

  it('shows a hidden profile to nobody, and refuses a location filter without a radius', async () => {
    expect(
      (await buyer.admin.refused(NetworkRoutes.getDirectoryCompany, { params: { id: hidden.id } })).status,
    ).toBe(404);
    expect(
      (await buyer.admin.refused(NetworkRoutes.sendLink, { params: { id: hidden.id }, body: {} })).status,
    ).toBe(404);
    expect(
      (
        await buyer.admin.invalid(NetworkRoutes.listDirectory, {
          query: { latitude: '40', longitude: '-105' },
        })
      ).status,
    ).toBe(400);
  });

  it('keeps contacts locked for a free plan until the companies are linked', async () => {
    const before = (await free.admin.ok(NetworkRoutes.getDirectoryCompany, { params: { id: seller.id } }))
      .body;
    expect(before.contacts).toBeNull();
    expect(before.locations.map((l) => l.city)).toEqual(['Denver']);
    // A paying company sees them at once (part 1 §6: until linking or upgrading).
    expect(
      (await buyer.admin.ok(NetworkRoutes.getDirectoryCompany, { params: { id: seller.id } })).body.contacts
        ?.length,
    ).toBeGreaterThan(0);

    await free.admin.ok(NetworkRoutes.sendLink, { params: { id: seller.id }, body: {} });
    await seller.admin.ok(NetworkRoutes.acceptLink, { params: { id: free.id }, body: {} });
    const after = (await free.admin.ok(NetworkRoutes.getDirectoryCompany, { params: { id: seller.id } }))
      .body;
    expect(after.contacts?.[0]?.email).toBe(seller.company.admin.email);
  });
});

describe('links between companies', () => {
  it('sends a request both companies see from their side, and tells the other company', async () => {
    const sent = (
      await seller.member.ok(NetworkRoutes.sendLink, {
        params: { id: buyer.id },
        body: { message: 'We grind HDPE near you.' },
      })
    ).body;
    expect(sent).toMatchObject({
      status: 'PENDING_TO',
      message: 'We grind HDPE near you.',
      representatives: [seller.company.member.userId],
    });
    expect(await statusWith(buyer, seller)).toBe('PENDING_FROM');

    const requests = (
      await buyer.admin.ok(NetworkRoutes.listDirectory, {
        query: { view: 'linkRequests', linkStatus: 'PENDING_FROM' },
      })
    ).body;
    expect(names(requests)).toEqual([seller.company.name]);
    expect((await buyer.admin.ok(NetworkRoutes.linkCounts)).body).toMatchObject({ received: 1, sent: 0 });
    expect((await seller.admin.ok(NetworkRoutes.linkCounts)).body).toMatchObject({ received: 0, sent: 1 });

    const told = await eventually(async () =>
      (await buyer.admin.ok(NotificationRoutes.listNotifications)).body.find(
        (n) => n.type === 'LINK_REQUEST',
      ),
    );
    expect(told).toMatchObject({
      message: `${seller.company.name} wants to link with your company`,
      subject: { kind: 'link', id: seller.id },
    });

    const again = await seller.admin.refused(NetworkRoutes.sendLink, { params: { id: buyer.id }, body: {} });
    expect(again).toMatchObject({ status: 409, body: { message: LINK_MESSAGES.alreadyPending } });
  });

  it('links both companies at once on acceptance, counts the link on both profiles and tells the asker', async () => {
    const linked = (
      await buyer.admin.ok(NetworkRoutes.acceptLink, {
        params: { id: seller.id },
        body: { representatives: [buyer.company.member.userId] },
      })
    ).body;
    expect(linked).toMatchObject({ status: 'LINKED', representatives: [buyer.company.member.userId] });
    expect(await statusWith(seller, buyer)).toBe('LINKED');
    const profile = (await buyer.admin.ok(NetworkRoutes.getDirectoryCompany, { params: { id: buyer.id } }))
      .body;
    expect(profile.linkCount).toBe(1);
    expect(
      names((await seller.admin.ok(NetworkRoutes.listDirectory, { query: { view: 'companyLinks' } })).body),
    ).toContain(buyer.company.name);
    // Personal links are the ones I look after.
    expect(
      names((await buyer.member.ok(NetworkRoutes.listDirectory, { query: { view: 'personalLinks' } })).body),
    ).toEqual([seller.company.name]);
    expect(
      (await buyer.admin.ok(NetworkRoutes.listDirectory, { query: { view: 'personalLinks' } })).body,
    ).toEqual([]);

    const told = await eventually(async () =>
      (await seller.member.ok(NotificationRoutes.listNotifications)).body.find(
        (n) => n.type === 'LINK_REQUEST',
      ),
    );
    expect(told.message).toBe(`${buyer.company.name} accepted your link request`);
    expect(
      (await buyer.admin.refused(NetworkRoutes.acceptLink, { params: { id: seller.id }, body: {} })).body
        .message,
    ).toBe(LINK_MESSAGES.notPending);
  });

  it('changes who looks after a link, only with users of the company', async () => {
    const edited = (
      await seller.admin.ok(NetworkRoutes.updateLink, {
        params: { id: buyer.id },
        body: { representatives: [seller.company.admin.userId, seller.company.member.userId] },
      })
    ).body;
    expect(edited.representatives).toEqual([seller.company.admin.userId, seller.company.member.userId]);
    expect(
      (
        await seller.admin.refused(NetworkRoutes.updateLink, {
          params: { id: buyer.id },
          body: { representatives: [buyer.company.admin.userId] },
        })
      ).status,
    ).toBe(400);
    const none = await seller.admin.invalid(NetworkRoutes.updateLink, {
      params: { id: buyer.id },
      body: { representatives: [] },
    });
    expect(none.body.fieldErrors?.['body.representatives']).toEqual([LINK_MESSAGES.representativesRequired]);
  });

  it('declines with a reason both sides keep; the declined company cannot ask again, the decliner can', async () => {
    await broker.admin.ok(NetworkRoutes.sendLink, { params: { id: seller.id }, body: {} });
    const declined = (
      await seller.admin.ok(NetworkRoutes.rejectLink, {
        params: { id: broker.id },
        body: { reason: 'SPAM', message: 'Not for us' },
      })
    ).body;
    expect(declined).toMatchObject({ status: 'REJECTED_TO', rejectionReason: 'SPAM' });
    const theirs = (await broker.admin.ok(NetworkRoutes.getDirectoryCompany, { params: { id: seller.id } }))
      .body.link;
    expect(theirs).toMatchObject({
      status: 'REJECTED_FROM',
      rejectionReason: 'SPAM',
      rejectionMessage: 'Not for us',
    });
    expect(
      (await broker.admin.refused(NetworkRoutes.sendLink, { params: { id: seller.id }, body: {} })).body
        .message,
    ).toBe(LINK_MESSAGES.declinedByThem);

    const changedMind = (
      await seller.admin.ok(NetworkRoutes.sendLink, { params: { id: broker.id }, body: {} })
    ).body;
    expect(changedMind).toMatchObject({ status: 'PENDING_TO', rejectionReason: null });
    expect(await statusWith(broker, seller)).toBe('PENDING_FROM');
  });

  it('withdraws a request from both sides', async () => {
    await seller.admin.ok(NetworkRoutes.cancelLink, { params: { id: broker.id } });
    expect(await statusWith(seller, broker)).toBeNull();
    expect(await statusWith(broker, seller)).toBeNull();
    expect(
      (await seller.admin.refused(NetworkRoutes.cancelLink, { params: { id: broker.id } })).body.message,
    ).toBe(LINK_MESSAGES.notSent);
  });

  it('links at once when both companies ask each other', async () => {
    await broker.admin.ok(NetworkRoutes.sendLink, { params: { id: buyer.id }, body: {} });
    const answered = (await buyer.admin.ok(NetworkRoutes.sendLink, { params: { id: broker.id }, body: {} }))
      .body;
    expect(answered.status).toBe('LINKED');
    expect(await statusWith(broker, buyer)).toBe('LINKED');
  });

  it('lets exactly one of two colleagues answer a request at once', async () => {
    await free.admin.ok(NetworkRoutes.sendLink, { params: { id: broker.id }, body: {} });
    const answers = await Promise.all([
      broker.admin(NetworkRoutes.acceptLink, { params: { id: free.id }, body: {} }),
      broker.member(NetworkRoutes.rejectLink, {
        params: { id: free.id },
        body: { reason: 'NOT_INTERESTED' },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const mine = await statusWith(broker, free);
    const theirs = await statusWith(free, broker);
    expect([mine, theirs]).toEqual(
      mine === 'LINKED' ? ['LINKED', 'LINKED'] : ['REJECTED_TO', 'REJECTED_FROM'],
    );
  });

  it('needs an enabled profile to ask, and no company links with itself', async () => {
    expect(
      (await hidden.admin.refused(NetworkRoutes.sendLink, { params: { id: seller.id }, body: {} })).body
        .message,
    ).toBe(LINK_MESSAGES.profileDisabled);
    expect(
      (await seller.admin.refused(NetworkRoutes.sendLink, { params: { id: seller.id }, body: {} })).body
        .message,
    ).toBe(LINK_MESSAGES.self);
  });
});
