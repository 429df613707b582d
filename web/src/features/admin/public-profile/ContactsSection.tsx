import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { AdminRoutes, PublicContactInput, type PublicContact } from '@polyloop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { api, ApiError, useApi } from '../../../lib/api';
import { blankToUndefined, onInvalidSubmit, shapedResolver } from '../../../lib/form';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
}
const shape = (v: Form) => ({ ...v, phone: blankToUndefined(v.phone), title: blankToUndefined(v.title) });
const empty: Form = { firstName: '', lastName: '', email: '', phone: '', title: '' };

function ContactDialog({ contact, onClose, onSaved }: { contact: PublicContact | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { register, handleSubmit, reset, formState } = useForm<Form>({ resolver: shapedResolver(PublicContactInput, shape), mode: 'onChange', defaultValues: empty });
  useEffect(() => {
    if (contact === 'new') reset(empty);
    else if (contact) reset({ firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone ?? '', title: contact.title ?? '' });
  }, [contact, reset]);
  const onSubmit = handleSubmit(async (values) => {
    const body = PublicContactInput.parse(shape(values));
    try {
      if (contact === 'new') await api(AdminRoutes.createPublicContact, { body });
      else if (contact) await api(AdminRoutes.updatePublicContact, { params: { id: contact.id }, body });
      notify('success', 'Contact saved.');
      onSaved();
      onClose();
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Failed to save contact.');
    }
  }, () => onInvalidSubmit());
  const e = formState.errors;
  return (
    <FormDialog open={contact !== null} title={contact === 'new' ? 'Add contact' : 'Edit contact'} submitLabel="Save contact" submitting={formState.isSubmitting} onSubmit={onSubmit} onClose={onClose}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="First name" required error={e.firstName?.message}>
          <Input {...register('firstName')} />
        </FormField>
        <FormField label="Last name" required error={e.lastName?.message}>
          <Input {...register('lastName')} />
        </FormField>
        <FormField label="Email" required error={e.email?.message}>
          <Input type="email" {...register('email')} />
        </FormField>
        <FormField label="Phone" error={e.phone?.message} helper="10 digits">
          <Input type="tel" {...register('phone')} />
        </FormField>
        <FormField label="Title" error={e.title?.message}>
          <Input {...register('title')} />
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}

export function ContactsSection({ scope, onChange }: { scope?: string; onChange: () => void }) {
  const { data, error, mutate } = useApi(AdminRoutes.listPublicContacts, {}, { scope });
  const [editing, setEditing] = useState<PublicContact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PublicContact | null>(null);
  const contacts = data?.data ?? [];
  const changed = () => {
    void mutate();
    onChange();
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await api(AdminRoutes.deletePublicContact, { params: { id: deleting.id } });
      notify('success', 'Contact deleted.');
      changed();
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Failed to delete contact.');
    } finally {
      setDeleting(null);
    }
  };
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Contacts
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          <LuPlus aria-hidden /> Add contact
        </Button>
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The contacts could not be loaded.</Alert.Title>
        </Alert.Root>
      ) : !data ? (
        <Text color="fg.muted">Loading contacts…</Text>
      ) : contacts.length === 0 ? (
        <Text color="fg.muted">No contacts yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Contacts">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                <Table.ColumnHeader>Phone</Table.ColumnHeader>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {contacts.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>
                    {c.firstName} {c.lastName}
                  </Table.Cell>
                  <Table.Cell>{c.email}</Table.Cell>
                  <Table.Cell>{c.phone ?? '—'}</Table.Cell>
                  <Table.Cell>{c.title ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <IconButton size="sm" variant="ghost" aria-label={`Edit ${c.firstName} ${c.lastName}`} onClick={() => setEditing(c)}>
                      <LuPencil />
                    </IconButton>
                    <IconButton size="sm" variant="ghost" aria-label={`Delete ${c.firstName} ${c.lastName}`} onClick={() => setDeleting(c)}>
                      <LuTrash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ContactDialog contact={editing} onClose={() => setEditing(null)} onSaved={changed} />
      <ConfirmDialog open={!!deleting} title="Delete contact?" confirmLabel="Delete" destructive onConfirm={remove} onClose={() => setDeleting(null)}>
        {deleting && `${deleting.firstName} ${deleting.lastName} will be removed from your public profile.`}
      </ConfirmDialog>
    </Stack>
  );
}
