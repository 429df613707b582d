import '../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { entityOf, type ItemChange } from '../data/changes.js';
import type { HistoryItem } from '../domain/history/history.entity.js';
import { projections } from './projections.js';

/** The history entries the stream's projections write for one change. */
const entriesFor = (change: ItemChange) =>
  projections
    .filter((p) => p.name.endsWith('.history') && p.entity === entityOf(change))
    .flatMap((p) => p.derive(change) as HistoryItem[]);

const contact = {
  __entity: 'contact',
  pk: 'x',
  sk: 'y',
  tenantId: 't1',
  companyId: 'c1',
  contactId: 'k1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'j@x.example',
  archived: false,
  updatedBy: 'u1',
  updatedByName: 'Ann Admin',
  updatedDate: '2026-02-01T10:00:00.000Z',
};

describe('history from the table stream', () => {
  it('records an insert as ADDED in the company feed, named like "Contact Jane Doe"', () => {
    const [entry] = entriesFor({ id: 'e1', kind: 'INSERT', at: '2026-01-01T00:00:00.000Z', after: contact });
    expect(entry).toMatchObject({
      tenantId: 't1',
      rootId: 'c1',
      historyId: 'e1',
      recordType: 'contact',
      recordId: 'k1',
      subject: 'Contact Jane Doe',
      action: 'ADDED',
      actorId: 'u1',
      actorName: 'Ann Admin',
      at: contact.updatedDate,
    });
  });

  it('records visible field changes with old and new values, ignoring keys, stamps and counters', () => {
    const after = {
      ...contact,
      email: 'jane@x.example',
      sk: 'z',
      updatedDate: '2026-02-02T00:00:00.000Z',
      contactCount: 3,
      __v: 2,
    };
    expect(
      entriesFor({ id: 'e2', kind: 'MODIFY', at: '2026-01-01T00:00:00.000Z', before: contact, after })[0]!
        .changes,
    ).toEqual([{ field: 'email', oldValue: 'j@x.example', newValue: 'jane@x.example' }]);
    expect(
      entriesFor({
        id: 'e3',
        kind: 'MODIFY',
        at: '2026-01-01T00:00:00.000Z',
        before: contact,
        after: { ...contact, deletedBy: 'u2', deletedByName: 'Bo', deletedDate: 'd' },
      }),
    ).toEqual([]);
  });

  it('says ARCHIVED and RESTORED when the flag or a company status flips', () => {
    expect(
      entriesFor({
        id: 'e4',
        kind: 'MODIFY',
        at: '2026-01-01T00:00:00.000Z',
        before: contact,
        after: { ...contact, archived: true },
      })[0]!.action,
    ).toBe('ARCHIVED');
    const company = {
      __entity: 'company',
      tenantId: 't1',
      companyId: 'c1',
      name: 'Acme',
      status: 'ARCHIVED',
    };
    expect(
      entriesFor({
        id: 'e5',
        kind: 'MODIFY',
        at: '2026-01-01T00:00:00.000Z',
        before: company,
        after: { ...company, status: 'ACTIVE' },
      })[0]!,
    ).toMatchObject({ action: 'RESTORED', subject: 'Company Acme' });
  });

  it('names who deleted from the stamp written before the delete, and puts associations in both feeds', () => {
    const removed = entriesFor({
      id: 'e6',
      kind: 'REMOVE',
      at: '2026-01-01T00:00:00.000Z',
      before: {
        ...contact,
        deletedBy: 'u2',
        deletedByName: 'Bo Boss',
        deletedDate: '2026-03-01T00:00:00.000Z',
      },
    })[0]!;
    expect(removed).toMatchObject({
      action: 'REMOVED',
      actorId: 'u2',
      actorName: 'Bo Boss',
      at: '2026-03-01T00:00:00.000Z',
    });
    const link = {
      __entity: 'company-material',
      tenantId: 't1',
      companyId: 'c1',
      materialId: 'm1',
      companyName: 'Acme',
      materialName: 'HDPE regrind',
      materialType: 'PE',
      updatedBy: 'u1',
      updatedByName: 'Ann',
      updatedDate: 'd',
    };
    expect(
      entriesFor({ id: 'e7', kind: 'INSERT', at: '2026-01-01T00:00:00.000Z', after: link }).map((e) => [
        e.rootId,
        e.subject,
      ]),
    ).toEqual([
      ['c1', 'Material HDPE regrind'],
      ['m1', 'Company Acme'],
    ]);
  });

  it('ignores entities outside the CRM', () => {
    expect(
      entriesFor({
        id: 'e8',
        kind: 'INSERT',
        at: '2026-01-01T00:00:00.000Z',
        after: { __entity: 'user', tenantId: 't1' },
      }),
    ).toEqual([]);
  });
});
