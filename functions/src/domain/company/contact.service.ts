import type { Contact as ContactView, ContactInput } from '@polyloop/shared/crm/company';
import { CRM_MESSAGES } from '@polyloop/shared/crm/company';
import type { TxItem } from '../../data/entity.js';
import { unset, type Clearing } from '../../data/patch.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import { audit } from '../history/index.js';
import { Company } from './company.entity.js';
import { commit, retrying, stale } from '../../lib/commit.js';
import { load as loadCompany } from './company.service.js';
import {
  Contact,
  ContactEmail,
  listContactsOfCompany,
  type ContactItem,
  createContactTx,
  emailKey,
  newContact,
  sortName,
} from '../contact/index.js';
import { childReads, ofCompany, statusChanges } from './company-children.js';

/**
 * A company's contacts. They are written with the company: each change moves its contact count in
 * the same transaction, and the own company is made with its primary contact (own-company.ts).
 */

export function view(c: ContactItem): ContactView {
  return {
    id: c.contactId,
    companyId: c.companyId,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    mobilePhone: c.mobilePhone,
    officePhone: c.officePhone,
    title: c.title,
    type: c.type,
    relationshipTemperature: c.relationshipTemperature,
    notes: c.notes,
    archived: c.status === 'ARCHIVED',
    createdDate: c.createdDate,
    updatedDate: c.updatedDate,
  };
}

const explain = (entity: string) => {
  if (entity === ContactEmail.name)
    return new Conflict(CRM_MESSAGES.contactEmailTaken, 'CONTACT_EMAIL_TAKEN');
  if (entity === Contact.name) return stale(entity);
  if (entity === Company.name) return new NotFound();
  return undefined;
};

async function find(
  tenantId: string,
  companyId: string | undefined,
  contactId: string,
): Promise<ContactItem> {
  return ofCompany(await Contact.get({ tenantId, contactId }), companyId);
}

/** One contact; and a company's contacts by name, active or archived: the partition is read whole (1 Query per MB) and sliced. */
export const { get, list } = childReads(find, listContactsOfCompany, view);

export async function create(actor: Member, companyId: string, input: ContactInput): Promise<ContactView> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  await loadCompany(tenantId, companyId);
  const c = newContact(tenantId, companyId, input, stamp);
  // The company's contactCount moves in the same transaction, so the detail page never disagrees with the list.
  await commit(
    [...createContactTx(c), Company.tx.update({ tenantId, companyId }, {}, { add: { contactCount: 1 } })],
    explain,
  );
  return view(c);
}

async function change(
  actor: Member,
  companyId: string,
  contactId: string,
  body: Clearing<ContactInput> & { status?: ContactItem['status'] },
): Promise<ContactView> {
  const { tenantId } = actor;
  // A field sent as null drops out of the merge and is REMOVEd by the update.
  const patch = unset(body);
  const stamp = await audit(actor);
  return retrying(async () => {
    const before = await find(tenantId, companyId, contactId);
    if (patch.status !== undefined && patch.status === before.status) return view(before);
    const after = Contact.schema.parse({ ...before, ...patch, ...stamp });
    after.sortName = sortName(after);
    const items: TxItem[] = [
      Contact.tx.update(
        { tenantId, contactId },
        { ...patch, status: after.status, sortName: after.sortName, ...stamp },
        { current: before, condition: { updatedDate: before.updatedDate } },
      ),
    ];
    if (after.email !== before.email) {
      if (before.email) items.push(ContactEmail.tx.delete(emailKey(before, before.email)));
      if (after.email) items.push(ContactEmail.tx.create({ ...emailKey(after, after.email), contactId }));
    }
    if (after.status !== before.status)
      items.push(
        Company.tx.update(
          { tenantId, companyId },
          {},
          { add: { contactCount: after.status === 'ACTIVE' ? 1 : -1 } },
        ),
      );
    await commit(items, explain);
    return view(after);
  });
}

export const { update, archive, restore } = statusChanges<Clearing<ContactInput>, ContactView>(change);
