import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes, NotificationRoutes } from '@polyloop/shared';
import { FILE_MESSAGES } from '@polyloop/shared/crm/files';
import { signIn } from '../support/auth.js';
import { multipart, type SignedInClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { openSocket } from '../support/socket.js';
import { contact, day, lbs, link, newHave, newNeed, perLb, type Party } from '../support/network.js';
import { useParties } from './network-support.js';

/**
 * What two companies share on a private request (its conversation and its documents), the
 * documents of public offers and requests, and a have's offers' documents in one list.
 */

const cloud = inject('cloud');
const wsUrl = `ws://localhost:${cloud.ports.app}/ws`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const pdf = (name: string) => multipart([[name, PDF, 'application/pdf']]);

const [buyer, seller, outsider] = useParties(cloud, [
  ['Thread buyer', { approved: true }],
  ['Thread seller', { approved: true }],
  ['Thread outsider', { approved: true }],
]);

beforeAll(async () => {
  await link(buyer, seller);
});

/** A private request of the buyer's to the seller, with the buyer's member as its representative. */
async function request(title = 'Natural PP regrind for Denver') {
  const need = await newNeed(buyer, 20_000);
  const [sent] = (
    await buyer.member.ok(NetworkRoutes.createNetworkRequests, {
      body: {
        needId: need.id,
        title,
        locationId: buyer.locationId,
        receivingCompanyIds: [seller.id],
        representatives: [buyer.company.member.userId],
      },
    })
  ).body;
  return sent!;
}

/** The notification of `type` whose message says `message` (quoting `excerpt`, when given), once the person has it. */
const toldOf = (who: SignedInClient, type: string, message: string, excerpt?: string) =>
  eventually(async () =>
    (await who.ok(NotificationRoutes.listNotifications)).body.find(
      (n) =>
        n.type === type && n.message.includes(message) && (excerpt === undefined || n.excerpt === excerpt),
    ),
  );

describe('a private request’s conversation', () => {
  it('is written by both companies, live on the request’s channel, and each company’s people are told of the other’s comments', async () => {
    const { id, title } = await request();
    const channel = `network.${id}`;
    const theirs = await openSocket(
      wsUrl,
      (await signIn(cloud.config, buyer.company.admin.email, TEST_PASSWORD)).idToken,
    );
    theirs.send({ action: 'subscribe', channel });
    await theirs.next((m) => m.type === 'subscribed' && m.channel === channel);

    const question = (
      await seller.member.ok(NetworkRoutes.createNetworkRequestComment, {
        params: { id },
        body: { body: 'Is the regrind washed?' },
      })
    ).body;
    expect(await theirs.next((m) => m.type === 'event' && m.event === 'comment-created')).toMatchObject({
      channel,
      payload: { id: question.id, requestId: id },
    });
    theirs.socket.close();

    await buyer.admin.ok(NetworkRoutes.createNetworkRequestComment, {
      params: { id },
      body: { body: 'Yes, washed and dried below 0.5% moisture.' },
    });
    const read = await buyer.member.ok(NetworkRoutes.listNetworkRequestComments, { params: { id } });
    expect(read.body.map((c) => c.body)).toEqual([
      'Yes, washed and dried below 0.5% moisture.',
      'Is the regrind washed?',
    ]);
    expect(read.total).toBe(2);
    expect(
      (await seller.admin.ok(NetworkRoutes.listNetworkRequestComments, { params: { id } })).body.map(
        (c) => c.authorId,
      ),
    ).toEqual([buyer.company.admin.userId, seller.company.member.userId]);

    // The buyer's representative hears of the seller's question; the seller's people (its link's
    // representatives) of the buyer's answer; nobody of their own comment.
    const asked = await toldOf(
      buyer.member,
      'REQUEST_COMMENTS',
      `commented on the request ${title}`,
      'Is the regrind washed?',
    );
    expect(asked.subject).toEqual({ kind: 'networkRequest', id, label: title });
    await toldOf(
      seller.member,
      'REQUEST_COMMENTS',
      `commented on the request ${title}`,
      'Yes, washed and dried below 0.5% moisture.',
    );
    expect(
      (await seller.member.ok(NotificationRoutes.listNotifications)).body
        .filter((n) => n.type === 'REQUEST_COMMENTS' && n.subject.id === id)
        .map((n) => n.excerpt),
    ).toEqual(['Yes, washed and dried below 0.5% moisture.']);
  });

  it('mentions colleagues only: a colleague is told, someone of the other company reads as plain text', async () => {
    const { id, title } = await request('PP copolymer, two loads');
    const comment = (
      await buyer.admin.ok(NetworkRoutes.createNetworkRequestComment, {
        params: { id },
        body: {
          body: `@[Mia](${buyer.company.member.userId}) and @[Sam](${seller.company.member.userId}) please check the MFI`,
        },
      })
    ).body;
    expect(comment.mentions).toEqual([buyer.company.member.userId]);
    expect(comment.body).toBe(`@[Mia](${buyer.company.member.userId}) and @Sam please check the MFI`);
    const mention = await toldOf(buyer.member, 'REQUEST_COMMENTS', `mentioned you on the request ${title}`);
    expect(mention.excerpt).toBe('@Mia and @Sam please check the MFI');
  });

  it('lets only a comment’s author edit or delete it', async () => {
    const { id } = await request('HDPE caps, monthly');
    const mine = (
      await seller.member.ok(NetworkRoutes.createNetworkRequestComment, {
        params: { id },
        body: { body: 'We can ship 20,000 lbs a month.' },
      })
    ).body;
    const at = { id, commentId: mine.id };
    for (const other of [buyer.admin, seller.admin]) {
      const edit = await other.refused(NetworkRoutes.updateNetworkRequestComment, {
        params: at,
        body: { body: 'Changed by someone else' },
      });
      expect([edit.status, edit.body.message]).toEqual([403, 'You can only change your own comments.']);
      expect((await other.refused(NetworkRoutes.deleteNetworkRequestComment, { params: at })).status).toBe(
        403,
      );
    }
    const edited = (
      await seller.member.ok(NetworkRoutes.updateNetworkRequestComment, {
        params: at,
        body: { body: 'We can ship 25,000 lbs a month.' },
      })
    ).body;
    expect(edited.editedDate).not.toBeNull();
    expect(
      (await buyer.member.ok(NetworkRoutes.listNetworkRequestComments, { params: { id } })).body.map(
        (c) => c.body,
      ),
    ).toEqual(['We can ship 25,000 lbs a month.']);
    expect(
      (
        await seller.member.invalid(NetworkRoutes.updateNetworkRequestComment, {
          params: at,
          body: { body: '' },
        })
      ).status,
    ).toBe(400);

    await seller.member.ok(NetworkRoutes.deleteNetworkRequestComment, { params: at });
    const left = await buyer.member.ok(NetworkRoutes.listNetworkRequestComments, { params: { id } });
    expect([left.body, left.total]).toEqual([[], 0]);
  });
});

describe('a private request’s documents', () => {
  it('are added and read by both companies; each deletes only what its own people added', async () => {
    const { id } = await request('PET flake, washed');
    const drawing = (
      await buyer.member.ok(NetworkRoutes.uploadNetworkRequestFiles, {
        params: { id },
        form: pdf('Spec.pdf'),
      })
    ).body[0]!;
    const sheet = (
      await seller.member.ok(NetworkRoutes.uploadNetworkRequestFiles, {
        params: { id },
        form: pdf('Sheet.pdf'),
      })
    ).body[0]!;
    for (const side of [buyer.admin, seller.admin])
      expect(
        (await side.ok(NetworkRoutes.listNetworkRequestFiles, { params: { id } })).body.map((f) => f.name),
      ).toEqual(['Sheet.pdf', 'Spec.pdf']);
    expect(
      (
        await seller.member.ok(NetworkRoutes.downloadNetworkRequestFile, {
          params: { id, fileId: drawing.id },
        })
      ).body.url,
    ).toContain('Spec.pdf');

    const taken = await seller.admin.refused(NetworkRoutes.deleteNetworkRequestFile, {
      params: { id, fileId: drawing.id },
    });
    expect([taken.status, taken.body.message]).toEqual([
      403,
      'Only the company that added a document can remove it.',
    ]);
    await seller.admin.ok(NetworkRoutes.deleteNetworkRequestFile, { params: { id, fileId: sheet.id } });
    expect(
      (await buyer.member.ok(NetworkRoutes.listNetworkRequestFiles, { params: { id } })).body.map(
        (f) => f.name,
      ),
    ).toEqual(['Spec.pdf']);
  });

  it('refuses a file that breaks the rules', async () => {
    const { id } = await request('PS sheet scrap');
    const refused = await buyer.member.refused(NetworkRoutes.uploadNetworkRequestFiles, {
      params: { id },
      form: multipart([['run.exe', Buffer.from('MZ'), 'application/octet-stream']]),
    });
    expect([refused.status, refused.body.message]).toEqual([400, FILE_MESSAGES.type]);
  });
});

describe('what a third company finds of a private request', () => {
  it('is none of its conversation or its documents (404), and it can add to neither', async () => {
    const { id } = await request('LDPE film, natural');
    const comment = (
      await buyer.member.ok(NetworkRoutes.createNetworkRequestComment, {
        params: { id },
        body: { body: 'Only for the two of us' },
      })
    ).body;
    const file = (
      await buyer.member.ok(NetworkRoutes.uploadNetworkRequestFiles, {
        params: { id },
        form: pdf('Private.pdf'),
      })
    ).body[0]!;
    const tries = await Promise.all([
      outsider.admin.refused(NetworkRoutes.listNetworkRequestComments, { params: { id } }),
      outsider.admin.refused(NetworkRoutes.createNetworkRequestComment, {
        params: { id },
        body: { body: 'Hello' },
      }),
      outsider.admin.refused(NetworkRoutes.updateNetworkRequestComment, {
        params: { id, commentId: comment.id },
        body: { body: 'Mine now' },
      }),
      outsider.admin.refused(NetworkRoutes.deleteNetworkRequestComment, {
        params: { id, commentId: comment.id },
      }),
      outsider.admin.refused(NetworkRoutes.listNetworkRequestFiles, { params: { id } }),
      outsider.admin.refused(NetworkRoutes.uploadNetworkRequestFiles, {
        params: { id },
        form: pdf('Spy.pdf'),
      }),
      outsider.admin.refused(NetworkRoutes.downloadNetworkRequestFile, { params: { id, fileId: file.id } }),
      outsider.admin.refused(NetworkRoutes.deleteNetworkRequestFile, { params: { id, fileId: file.id } }),
    ]);
    expect(tries.map((t) => t.status)).toEqual(tries.map(() => 404));
    expect(
      (await buyer.member.ok(NetworkRoutes.listNetworkRequestComments, { params: { id } })).body.map(
        (c) => c.body,
      ),
    ).toEqual(['Only for the two of us']);
    expect(
      (await seller.member.ok(NetworkRoutes.listNetworkRequestFiles, { params: { id } })).body.map(
        (f) => f.name,
      ),
    ).toEqual(['Private.pdf']);
  });
});

describe('the documents of public listings', () => {
  beforeAll(async () => {
    await Promise.all([
      buyer.admin.ok(NetworkRoutes.acceptGroundRules),
      seller.admin.ok(NetworkRoutes.acceptGroundRules),
    ]);
  });

  it('are added to a public offer by its company, as it is published, and read by every company; no other company adds or deletes', async () => {
    const have = await newHave(seller, 9_000);
    const listing = (
      await seller.admin.ok(NetworkRoutes.createPublicOffer, {
        body: {
          haveId: have.id,
          terms: 'FOB_ORIGIN',
          contactInformation: contact(seller),
          representatives: [seller.company.admin.userId],
        },
      })
    ).body;
    const id = listing.id;
    const file = (
      await seller.admin.ok(NetworkRoutes.uploadPublicOfferFiles, {
        params: { id },
        form: pdf('Datasheet.pdf'),
      })
    ).body[0]!;
    // The outsider is not even linked with the seller: the market is everyone's.
    expect(
      (await outsider.admin.ok(NetworkRoutes.listPublicOfferFiles, { params: { id } })).body.map(
        (f) => f.name,
      ),
    ).toEqual(['Datasheet.pdf']);
    expect(
      (await outsider.member.ok(NetworkRoutes.downloadPublicOfferFile, { params: { id, fileId: file.id } }))
        .body.url,
    ).toContain('Datasheet.pdf');
    const adding = await outsider.admin.refused(NetworkRoutes.uploadPublicOfferFiles, {
      params: { id },
      form: pdf('Spy.pdf'),
    });
    expect([adding.status, adding.body.message]).toEqual([
      403,
      'Only the company that published it can add documents.',
    ]);
    expect(
      (await outsider.admin.refused(NetworkRoutes.deletePublicOfferFile, { params: { id, fileId: file.id } }))
        .status,
    ).toBe(403);
    // A public request's id is no public offer.
    const asked = (
      await buyer.admin.ok(NetworkRoutes.createPublicRequest, {
        body: {
          needId: (await newNeed(buyer, 3_000)).id,
          title: 'Clear PET flake',
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
          contactInformation: contact(buyer),
          representatives: [buyer.company.admin.userId],
        },
      })
    ).body;
    expect(
      (await outsider.admin.refused(NetworkRoutes.listPublicOfferFiles, { params: { id: asked.id } })).status,
    ).toBe(404);

    await seller.admin.ok(NetworkRoutes.deletePublicOfferFile, { params: { id, fileId: file.id } });
    expect((await outsider.admin.ok(NetworkRoutes.listPublicOfferFiles, { params: { id } })).body).toEqual(
      [],
    );
  });

  it('are added to a public request by its company and read by every company', async () => {
    const listing = (
      await buyer.admin.ok(NetworkRoutes.createPublicRequest, {
        body: {
          needId: (await newNeed(buyer, 4_000)).id,
          title: 'Black ABS regrind',
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
          contactInformation: contact(buyer),
          representatives: [buyer.company.admin.userId],
        },
      })
    ).body;
    const id = listing.id;
    await buyer.admin.ok(NetworkRoutes.uploadPublicRequestFiles, { params: { id }, form: pdf('Wanted.pdf') });
    expect(
      (await outsider.member.ok(NetworkRoutes.listPublicRequestFiles, { params: { id } })).body.map(
        (f) => f.name,
      ),
    ).toEqual(['Wanted.pdf']);
    expect(
      (
        await seller.admin.refused(NetworkRoutes.uploadPublicRequestFiles, {
          params: { id },
          form: pdf('Spy.pdf'),
        })
      ).status,
    ).toBe(403);
  });
});

describe('the documents of a have’s offers', () => {
  it('lists, for the have’s company, what either company added to any offer of the have; another company gets none', async () => {
    const have = await newHave(seller, 12_000);
    const offerOf = async (p: Party) =>
      (
        await seller.member.ok(NetworkRoutes.createNetworkOffers, {
          body: {
            haveId: have.id,
            recipients: [{ companyId: p.id, destinationLocationId: p.publicLocationId }],
            price: perLb(0.41),
            weight: lbs(2_000),
            terms: 'FOB_ORIGIN',
            expirationDate: day(10),
            contactInformation: contact(seller),
            representatives: [seller.company.member.userId],
          },
        })
      ).body[0]!;
    const offer = await offerOf(buyer);
    await seller.member.ok(NetworkRoutes.uploadOfferFiles, {
      params: { id: offer.id },
      form: pdf('COA.pdf'),
    });
    await buyer.member.ok(NetworkRoutes.uploadOfferFiles, {
      params: { id: offer.id },
      form: pdf('PO draft.pdf'),
    });

    const files = (
      await seller.admin.ok(NetworkRoutes.listHaveOfferFiles, { query: { 'haveId.equals': have.id } })
    ).body;
    expect(files.map((f) => [f.name, f.recordId])).toEqual([
      ['PO draft.pdf', offer.id],
      ['COA.pdf', offer.id],
    ]);
    for (const other of [buyer.admin, outsider.admin])
      expect(
        (await other.ok(NetworkRoutes.listHaveOfferFiles, { query: { 'haveId.equals': have.id } })).body,
      ).toEqual([]);
  });
});
