import { Badge, Button } from '@chakra-ui/react';
import { CrmRoutes, LABELS } from '@polyloop/shared';
import type { Contact } from '@polyloop/shared/crm/company';
import type { Column } from '../../components/DataTable';
import { CheckFilter } from '../../components/list/ListFilters';
import {
  archiveAction,
  RecordFormDialog,
  RecordsSection,
  useRecordForm,
} from '../../components/list/RecordsSection';
import { useList } from '../../components/list/use-list';
import { flagOf } from '../../components/list/list-state';
import { api } from '../../lib/api';
import { clearingBlanks, schemaResolver } from '../../lib/form';
import { VIEWS } from '../../lib/views';
import { useCompanyContext } from './company-context';
import { ContactRowFields } from './RowFields';
import { contactPayload, contactRowOf, ContactRowSchema, emptyContact, type ContactRow } from './wizard/rows';
import { formatPhone } from '@polyloop/shared/primitives';

const phone = (p?: string) => (p ? formatPhone(p) : '');
const nameOf = (c: Contact) => `${c.firstName} ${c.lastName}`.trim();

function ContactDialog({ contact, onClose }: { contact: Contact | 'new'; onClose: () => void }) {
  const { companyId } = useCompanyContext();
  const form = useRecordForm<ContactRow, Contact>(
    schemaResolver(ContactRowSchema),
    contact,
    emptyContact,
    contactRowOf,
  );
  return (
    <RecordFormDialog
      noun="contact"
      isNew={contact === 'new'}
      form={form}
      save={(row) =>
        contact === 'new'
          ? api(CrmRoutes.createCompanyContact, { params: { id: companyId }, body: contactPayload(row) })
          : api(CrmRoutes.updateCompanyContact, {
              params: { id: companyId, contactId: contact.id },
              body: clearingBlanks(contactPayload(row), contactPayload(contactRowOf(contact))),
            })
      }
      options={{ touches: VIEWS.contact, description: 'The contact was not saved.' }}
      onClose={onClose}
    >
      <ContactRowFields control={form.control} row={null} />
    </RecordFormDialog>
  );
}

/** A company's contacts: add, edit, archive and restore. */
export function ContactsSection() {
  const { companyId } = useCompanyContext();
  const list = useList(CrmRoutes.listCompanyContacts, {
    prefix: 'contacts',
    filters: { archived: '' },
    params: { id: companyId },
    query: ({ filters }) => ({ archived: flagOf(filters.archived) }),
  });
  const columns: Column<Contact>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (c) => (
        <>
          {nameOf(c)} {c.archived && <Badge size="sm">Archived</Badge>}
        </>
      ),
    },
    { key: 'email', header: 'Email', cell: (c) => c.email ?? '—' },
    {
      key: 'phone',
      header: 'Phone',
      hideBelow: 'md',
      cell: (c) => phone(c.officePhone) || phone(c.mobilePhone) || '—',
    },
    {
      key: 'type',
      header: 'Type',
      hideBelow: 'md',
      cell: (c) => (c.type ? LABELS.contactType[c.type] : '—'),
    },
    {
      key: 'relationship',
      header: 'Relationship',
      hideBelow: 'md',
      cell: (c) =>
        c.relationshipTemperature ? LABELS.relationshipTemperature[c.relationshipTemperature] : '—',
    },
  ];
  return (
    <RecordsSection
      noun="contact"
      plural="contacts"
      list={list}
      filters={<CheckFilter list={list} name="archived" label="Show archived contacts" size="sm" />}
      emptyFiltered="No archived contacts."
      action={archiveAction<Contact>('contact', {
        run: (c) =>
          api(c.archived ? CrmRoutes.restoreCompanyContact : CrmRoutes.archiveCompanyContact, {
            params: { id: companyId, contactId: c.id },
          }),
        body: (c) => `${nameOf(c)}${c.archived ? ' will be active again.' : ' will be archived.'}`,
        touches: VIEWS.contact,
      })}
      dialog={(contact, close) => <ContactDialog contact={contact} onClose={close} />}
      columns={columns}
      rowActions={(c, { edit, confirm }) => (
        <>
          {!c.archived && (
            <Button size="xs" variant="outline" onClick={() => edit(c)} aria-label={`Edit ${nameOf(c)}`}>
              Edit
            </Button>
          )}
          <Button
            size="xs"
            variant="ghost"
            onClick={() => confirm(c)}
            aria-label={`${c.archived ? 'Restore' : 'Archive'} ${nameOf(c)}`}
          >
            {c.archived ? 'Restore' : 'Archive'}
          </Button>
        </>
      )}
    />
  );
}
