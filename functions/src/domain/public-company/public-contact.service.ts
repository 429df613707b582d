import type {
  PublicContact as PublicContactView,
  PublicContactInput,
  PublicContactPatch,
} from '@polyloop/shared';
import { unset } from '../../data/patch.js';
import type * as z from 'zod';
import { transact, type TxItem } from '../../data/entity.js';
import { orNotFound } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { listPublicContacts, PublicContact, type PublicContactItem } from './public-contact.entity.js';
import { countTx, removeCounted, timeId } from './public-company.service.js';
import { requireProfile } from './public-company.entity.js';

export const LAST_CONTACT =
  'An enabled public profile needs at least one contact. Add another one or disable the profile first.';

type Input = z.infer<typeof PublicContactInput>;

/** A public contact as the company's own settings and the companies that may see it read it. */
export const view = (c: PublicContactItem): PublicContactView => ({
  id: c.contactId,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone ?? null,
  title: c.title ?? null,
});

/** A new contact as a piece of a transaction (onboarding's primary contact, or `add`). */
export function newContactTx(
  tenantId: string,
  input: Input,
  now = new Date().toISOString(),
): { contactId: string; tx: TxItem } {
  const contactId = timeId();
  return {
    contactId,
    tx: PublicContact.tx.create({
      tenantId,
      contactId,
      ...input,
      email: input.email.toLowerCase(),
      createdAt: now,
    }),
  };
}

/** A profile has a handful of contacts: one Query. */
export async function list(tenantId: string): Promise<PublicContactView[]> {
  await requireProfile(tenantId);
  return (await listPublicContacts(tenantId)).map(view);
}

export async function add(tenantId: string, input: Input): Promise<PublicContactView> {
  await requireProfile(tenantId);
  const { contactId, tx } = newContactTx(tenantId, input);
  await transact([tx, countTx(tenantId, 'contactCount', 1)]);
  return view((await PublicContact.get({ tenantId, contactId }, { consistent: true }))!);
}

async function find(tenantId: string, contactId: string): Promise<PublicContactItem> {
  const contact = await PublicContact.get({ tenantId, contactId });
  if (!contact) throw new NotFound();
  return contact;
}

export async function update(
  tenantId: string,
  contactId: string,
  body: z.infer<typeof PublicContactPatch>,
): Promise<PublicContactView> {
  const current = await find(tenantId, contactId);
  if (Object.values(body).every((v) => v === undefined)) return view(current);
  // A field sent as null is given as undefined, which the update REMOVEs.
  const patch = unset(body);
  const changes = patch.email ? { ...patch, email: patch.email.toLowerCase() } : patch;
  return view(await orNotFound(() => PublicContact.update({ tenantId, contactId }, changes)));
}

/** The count on the profile drops in the same transaction, under the condition that an enabled profile keeps one. */
export async function remove(tenantId: string, contactId: string): Promise<void> {
  await find(tenantId, contactId);
  await removeCounted(
    tenantId,
    'contactCount',
    { entity: PublicContact.name, tx: PublicContact.tx.delete({ tenantId, contactId }, (w) => w.exists()) },
    new Conflict(LAST_CONTACT, 'LAST_CONTACT'),
  );
}
