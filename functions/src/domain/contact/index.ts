/**
 * What the contact aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { Contact, ContactEmail, RecordStatus, listContactsOfCompany } from './contact.entity.js';
export type { ContactItem } from './contact.entity.js';
export { createTx as createContactTx, emailKey, newContact, sortName } from './contact.records.js';
