import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import type { Member } from '../../lib/actor.js';
import type { Cell } from '../export/index.js';
import { tableFile, type Download } from '../export/index.js';
import { createdBetween } from './company.list.js';
import type { CompanyItem } from './company.entity.js';
import { listTagsOfTenant } from '../tag/index.js';

const HEADER = [
  'Name',
  'Legal name',
  'Website',
  'Services',
  'Materials',
  'Tags',
  'City',
  'State/Province',
  'Country',
  'Contacts',
  'Created',
];

const row =
  (tagNames: Map<string, string>) =>
  (c: CompanyItem): Cell[] => [
    c.name,
    c.legalName,
    c.website,
    c.services.join(', '),
    c.materials.join(', '),
    c.tagIds.flatMap((id) => tagNames.get(id) ?? []).join(', '),
    c.headquarters?.city,
    c.headquarters?.stateProvince,
    c.headquarters?.country,
    c.contactCount,
    c.createdDate.slice(0, 10),
  ];

/** Companies created in the date range (inclusive) as CSV or XLSX. */
export async function exportCompanies(actor: Member, query: z.infer<typeof ExportQuery>): Promise<Download> {
  const [tags, companies] = await Promise.all([
    listTagsOfTenant(actor.tenantId),
    createdBetween(actor.tenantId, query.from, query.to),
  ]);
  const tagNames = new Map(tags.map((t) => [t.tagId, t.name]));
  return tableFile('companies', 'Companies', query, HEADER, companies.map(row(tagNames)));
}
