import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { docs } from '../search/documents/document.fixture.js';
import { contact } from './contact.search.js';

describe('search documents of contacts', () => {
  it('open a contact on its company profile, and leave out archived ones', async () => {
    const person = {
      tenantId: 't1',
      contactId: 'k1',
      companyId: 'c1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@acme.example',
      status: 'ACTIVE',
    };
    expect(await docs(contact, person)).toMatchObject([
      { title: 'Ann Lee', subtitle: 'ann@acme.example', url: '/companies/c1/profile' },
    ]);
    expect(await docs(contact, { ...person, status: 'ARCHIVED' })).toEqual([]);
  });
});
