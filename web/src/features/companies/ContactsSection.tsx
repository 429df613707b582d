import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, HStack, Table } from '@chakra-ui/react';
import { CrmRoutes, LABELS } from '@polyloop/shared';
import type { Contact } from '@polyloop/shared/crm/company';
import { api, useApi } from '../../lib/api';
import { archiveAction, RecordFormDialog, RecordsSection } from '../crm-shared/RecordsSection';
import { useCompanyContext } from './company-context';
import { ContactRowFields } from './RowFields';
import { contactPayload, contactRowOf, ContactRowSchema, emptyContact, type ContactRow } from './wizard/rows';

const phone = (p?: string) =>
  p ? p.replace(/^(\d{3})(\d{3})(\d{4})/, '($1) $2-$3').replace(';ext=', ' ext. ') : '';
const nameOf = (c: Contact) => `${c.firstName} ${c.lastName}`.trim();

function ContactDialog({
  contact,
  onClose,
  onSaved,
}: {
  contact: Contact | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { companyId } = useCompanyContext();
  const form = useForm<ContactRow>({
    resolver: zodResolver(ContactRowSchema),
    mode: 'onChange',
    defaultValues: contact === 'new' ? emptyContact() : contactRowOf(contact),
  });
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
              body: contactPayload(row),
            })
      }
      onError={(e) => {
        const fields = (e as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
        for (const [k, m] of Object.entries(fields))
          form.setError(k as keyof ContactRow, { type: 'server', message: m[0] });
      }}
      failure="The contact was not saved."
      onClose={onClose}
      onSaved={onSaved}
    >
      <ContactRowFields
        control={form.control as never}
        register={form.register as never}
        prefix=""
        errors={form.formState.errors}
      />
    </RecordFormDialog>
  );
}

/** A company's contacts: add, edit, archive and restore. */
export function ContactsSection() {
  const { companyId } = useCompanyContext();
  const [archived, setArchived] = useState(false);
  const list = useApi(CrmRoutes.listCompanyContacts, {
    params: { id: companyId },
    query: { archived: archived ? 'true' : 'false' },
  });
  return (
    <RecordsSection<Contact>
      title="Contacts"
      noun="contact"
      plural="contacts"
      list={list}
      archived={[archived, setArchived]}
      action={archiveAction(
        'contact',
        (c) =>
          api(c.archived ? CrmRoutes.restoreCompanyContact : CrmRoutes.archiveCompanyContact, {
            params: { id: companyId, contactId: c.id },
          }),
        (c) => (
          <>
            {nameOf(c)}
            {c.archived ? ' will be active again.' : ' will be archived.'}
          </>
        ),
      )}
      dialog={(contact, done) => (
        <ContactDialog contact={contact} onClose={done.close} onSaved={done.saved} />
      )}
    >
      {(contacts, { edit, confirm }) =>
        contacts.length > 0 && (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Contacts">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Type</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                    Relationship
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {contacts.map((c) => {
                  const name = nameOf(c);
                  return (
                    <Table.Row key={c.id}>
                      <Table.Cell>
                        {name} {c.archived && <Badge size="sm">Archived</Badge>}
                      </Table.Cell>
                      <Table.Cell>{c.email ?? '—'}</Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                        {phone(c.officePhone) || phone(c.mobilePhone) || '—'}
                      </Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                        {c.type ? LABELS.contactType[c.type] : '—'}
                      </Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                        {c.relationshipTemperature
                          ? LABELS.relationshipTemperature[c.relationshipTemperature]
                          : '—'}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <HStack justify="end" gap="1">
                          {!c.archived && (
                            <Button
                              size="xs"
                              variant="outline"
                              onClick={() => edit(c)}
                              aria-label={`Edit ${name}`}
                            >
                              Edit
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="ghost"
                            onClick={() => confirm(c)}
                            aria-label={`${c.archived ? 'Restore' : 'Archive'} ${name}`}
                          >
                            {c.archived ? 'Restore' : 'Archive'}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )
      }
    </RecordsSection>
  );
}
