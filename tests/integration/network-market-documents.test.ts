import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes } from '@polyloop/shared';
import { FILE_MESSAGES } from '@polyloop/shared/crm/files';
import { multipart } from '../support/client.js';
import { contact, newHave, perLb, type Party } from '../support/network.js';
import { PDF } from './isolation-routes.js';
import { useParties } from './network-support.js';

/**
 * A public offer is posted with its files (spec part 2 §7): the listing and its documents are
 * written together, and a file refused refuses the offer, so no listing goes live without the
 * documents it was published with.
 */

const cloud = inject('cloud');
const [seller, reader] = useParties(cloud, [['Document lister', { approved: true }], 'Document reader']);

/** The EICAR antivirus test string, assembled here so this file itself is not flagged. */
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

const offerOf = (p: Party, haveId: string) => ({
  haveId,
  askingPrice: perLb(0.51),
  terms: 'FOB_ORIGIN' as const,
  contactInformation: contact(p),
  representatives: [p.company.member.userId],
});
const myOffers = async () =>
  (await seller.member.ok(NetworkRoutes.listMyPublicOffers, { query: { size: 100 } })).body.length;

beforeAll(async () => {
  await seller.member.ok(NetworkRoutes.acceptGroundRules);
});

describe('a public offer published with its documents', () => {
  it('goes live with them in one call, and every company reads and downloads them', async () => {
    const have = await newHave(seller, 12_000);
    const published = await seller.member.ok(NetworkRoutes.createPublicOffer, {
      form: multipart(
        [
          ['Spec sheet.pdf', PDF, 'application/pdf'],
          ['Bale photo.pdf', PDF, 'application/pdf'],
        ],
        { data: offerOf(seller, have.id) },
      ),
    });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ kind: 'PUBLIC_OFFER', haveId: have.id, status: 'ACTIVE' });

    const files = (
      await reader.member.ok(NetworkRoutes.listPublicOfferFiles, { params: { id: published.body.id } })
    ).body;
    expect(files.map((f) => f.name).sort()).toEqual(['Bale photo.pdf', 'Spec sheet.pdf']);
    const link = (
      await reader.member.ok(NetworkRoutes.downloadPublicOfferFile, {
        params: { id: published.body.id, fileId: files[0]!.id },
      })
    ).body;
    expect(Buffer.from(await (await fetch(link.url)).arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('is still published without files, as a form or as JSON alone', async () => {
    const [one, two] = await Promise.all([newHave(seller, 5_000), newHave(seller, 6_000)]);
    const form = await seller.member.ok(NetworkRoutes.createPublicOffer, {
      form: multipart([], { data: offerOf(seller, one.id) }),
    });
    const json = await seller.member.ok(NetworkRoutes.createPublicOffer, { body: offerOf(seller, two.id) });
    for (const listing of [form.body, json.body])
      expect(
        (await seller.member.ok(NetworkRoutes.listPublicOfferFiles, { params: { id: listing.id } })).body,
      ).toEqual([]);
  });

  it('is not published when one of its files is refused: by the file rules, or by the scanner', async () => {
    const have = await newHave(seller, 8_000);
    const before = await myOffers();
    const refused = [
      [
        ['Spec sheet.pdf', PDF, 'application/pdf'],
        ['setup.exe', Buffer.from('MZ\x90\x00'), 'application/octet-stream'],
      ],
      [
        ['Spec sheet.pdf', PDF, 'application/pdf'],
        ['Notes.txt', Buffer.from(EICAR), 'text/plain'],
      ],
    ] as const;
    const answers = [];
    for (const files of refused)
      answers.push(
        await seller.member.refused(NetworkRoutes.createPublicOffer, {
          form: multipart(
            files.map(([name, data, type]) => [name, data, type]),
            { data: offerOf(seller, have.id) },
          ),
        }),
      );
    expect(answers.map((a) => [a.status, a.body.message, Object.keys(a.body.fieldErrors ?? {})])).toEqual([
      [400, FILE_MESSAGES.type, ['files']],
      [422, FILE_MESSAGES.virus, ['files']],
    ]);
    expect(await myOffers()).toBe(before);
    // Nothing of the refused offers holds the have: it is published at the next try.
    await seller.member.ok(NetworkRoutes.createPublicOffer, {
      form: multipart([['Spec sheet.pdf', PDF, 'application/pdf']], { data: offerOf(seller, have.id) }),
    });
    expect(await myOffers()).toBe(before + 1);
  });

  it('names the offer’s fields as the JSON body does when the data part is wrong or missing', async () => {
    const have = await newHave(seller, 4_000);
    const files: Parameters<typeof multipart>[0] = [['Spec sheet.pdf', PDF, 'application/pdf']];
    const missing = await seller.member.refused(NetworkRoutes.createPublicOffer, { form: multipart(files) });
    const wrong = await seller.member.refused(NetworkRoutes.createPublicOffer, {
      form: multipart(files, { data: { ...offerOf(seller, have.id), terms: 'NOT_A_TERM' } }),
    });
    const form = multipart(files);
    form.append('data', '{ not json');
    const garbled = await seller.member.refused(NetworkRoutes.createPublicOffer, { form });
    expect(missing.status).toBe(400);
    expect(Object.keys(wrong.body.fieldErrors ?? {})).toEqual(['body.terms']);
    expect(garbled.body.message).toBe('The data part is not valid JSON.');
    expect(
      (await seller.member.ok(NetworkRoutes.listMyPublicOffers, { query: { size: 100 } })).body.some(
        (o) => o.haveId === have.id,
      ),
    ).toBe(false);
  });
});
