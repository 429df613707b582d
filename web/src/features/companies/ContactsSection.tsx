import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Checkbox, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { LABELS } from '@polyloop/shared';
import type { Contact } from '@polyloop/shared/crm/company';
import { api, useApi } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { notify } from '../../components/ui/toaster';
import { messageOf } from '../crm-shared/http';
import { Crm } from '../crm-shared/routes';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';
import { ContactRowFields } from './RowFields';
import {
  contactPayload,
  contactRowOf,
  ContactRowSchema,
  emptyContact,
  type ContactRow,
} from './wizard/wizard';

const phone = (p?: string) =>
  p ? p.replace(/^(\d{3})(\d{3})(\d{4})/, '($1) $2-$3').replace(';ext=', ' ext. ') : '';

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
  const submit = form.handleSubmit(
    async (row) => {
      try {
        if (contact === 'new')
          await api(Crm.createCompanyContact, { params: { id: companyId }, body: contactPayload(row) });
        else
          await api(Crm.updateCompanyContact, {
            params: { id: companyId, contactId: contact.id },
            body: contactPayload(row),
          });
        notify('success', 'Contact saved');
        onSaved();
      } catch (e) {
        const fields = (e as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
        for (const [k, m] of Object.entries(fields))
          form.setError(k as keyof ContactRow, { type: 'server', message: m[0] });
        notify('error', messageOf(e), { description: 'The contact was not saved.' });
      }
    },
    () => onInvalidSubmit(),
  );
  return (
    <FormDialog
      open
      title={contact === 'new' ? 'Add contact' : 'Edit contact'}
      submitLabel="Save contact"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <ContactRowFields
        control={form.control as never}
        register={form.register as never}
        prefix=""
        errors={form.formState.errors}
      />
    </FormDialog>
  );
}

/** A company's contacts: add, edit, archive and restore. */
export function ContactsSection() {
  const { companyId } = useCompanyContext();
  const [archived, setArchived] = useState(false);
  const list = useApi(Crm.listCompanyContacts, {
    params: { id: companyId },
    query: { archived: archived ? 'true' : 'false' },
  });
  const [editing, setEditing] = useState<Contact | 'new'>();
  const [toggling, setToggling] = useState<Contact>();
  const contacts = list.data?.data ?? [];
  const toggle = async () => {
    const c = toggling!;
    try {
      await api(c.archived ? Crm.restoreCompanyContact : Crm.archiveCompanyContact, {
        params: { id: companyId, contactId: c.id },
      });
      notify('success', c.archived ? 'Contact restored' : 'Contact archived');
      await list.mutate();
    } catch (e) {
      notify('error', messageOf(e));
    }
    setToggling(undefined);
  };
  return (
    <Section
      title="Contacts"
      action={
        <HStack gap="3">
          <Checkbox.Root size="sm" checked={archived} onCheckedChange={(d) => setArchived(!!d.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Show archived contacts</Checkbox.Label>
          </Checkbox.Root>
          <Button size="sm" onClick={() => setEditing('new')}>
            <LuPlus aria-hidden /> Add contact
          </Button>
        </HStack>
      }
    >
      {list.isLoading && <Skeleton height="16" />}
      {list.error && <Text color="fg.error">The contacts could not be loaded.</Text>}
      {!list.isLoading && !list.error && !contacts.length && (
        <Text color="fg.muted">{archived ? 'No archived contacts.' : 'No contacts yet.'}</Text>
      )}
      {contacts.length > 0 && (
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
                const name = `${c.firstName} ${c.lastName}`.trim();
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
                            onClick={() => setEditing(c)}
                            aria-label={`Edit ${name}`}
                          >
                            Edit
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="ghost"
                          onClick={() => setToggling(c)}
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
      )}
      {editing && (
        <ContactDialog
          contact={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.mutate();
          }}
        />
      )}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.archived ? 'Restore contact?' : 'Archive contact?'}
        confirmLabel={toggling?.archived ? 'Restore' : 'Archive'}
        destructive={!toggling?.archived}
        onClose={() => setToggling(undefined)}
        onConfirm={toggle}
      >
        {`${toggling?.firstName ?? ''} ${toggling?.lastName ?? ''}`.trim()}
        {toggling?.archived ? ' will be active again.' : ' will be archived.'}
      </ConfirmDialog>
    </Section>
  );
}
