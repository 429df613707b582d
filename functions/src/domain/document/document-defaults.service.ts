import { noDocumentDefaults, type DocumentDefaults } from '@polyloop/shared/identity/document-defaults';
import type { Member } from '../../lib/actor.js';
import { audit } from '../history/index.js';
import { DocumentDefaultsEntity } from './document-defaults.entity.js';

/** The company's document defaults; nothing set reads as all empty. */
export async function get(actor: Member): Promise<DocumentDefaults> {
  const item = await DocumentDefaultsEntity.get({ tenantId: actor.tenantId });
  if (!item) return noDocumentDefaults();
  const { letterhead, documents } = item;
  return { letterhead, documents };
}

/** Replaces them whole (the page sends every field): the next document written prints them. */
export async function put(actor: Member, input: DocumentDefaults): Promise<DocumentDefaults> {
  const { updatedDate, updatedBy } = await audit(actor);
  await DocumentDefaultsEntity.put({ tenantId: actor.tenantId, ...input, updatedDate, updatedBy });
  return { letterhead: input.letterhead, documents: input.documents };
}
