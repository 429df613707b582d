import { useForm } from 'react-hook-form';
import { SimpleGrid } from '@chakra-ui/react';
import { AdminRoutes, PublicContactInput, type PublicContact } from '@polyloop/shared';
import type { Column } from '../../../components/DataTable';
import { TextField } from '../../../components/form-fields';
import {
  deleteAction,
  EditDeleteButtons,
  RecordFormDialog,
  RecordsSection,
} from '../../../components/list/RecordsSection';
import { useList } from '../../../components/list/use-list';
import { api } from '../../../lib/api';
import { blankToUndefined, clearingBlanks, schemaResolver } from '../../../lib/form';
import { VIEWS } from '../../../lib/views';
import { formatPhone } from '@polyloop/shared/primitives';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
}
const shape = (v: Form) => ({ ...v, phone: blankToUndefined(v.phone), title: blankToUndefined(v.title) });
const empty: Form = { firstName: '', lastName: '', email: '', phone: '', title: '' };
const nameOf = (c: PublicContact) => `${c.firstName} ${c.lastName}`;

function ContactDialog({ contact, onClose }: { contact: PublicContact | 'new'; onClose: () => void }) {
  const form = useForm<Form>({
    resolver: schemaResolver(PublicContactInput, shape),
    mode: 'onChange',
    defaultValues:
      contact === 'new' ? empty : { ...contact, phone: contact.phone ?? '', title: contact.title ?? '' },
  });
  return (
    <RecordFormDialog
      noun="contact"
      isNew={contact === 'new'}
      form={form}
      save={(values) => {
        const body = PublicContactInput.parse(shape(values));
        return contact === 'new'
          ? api(AdminRoutes.createPublicContact, { body })
          : api(AdminRoutes.updatePublicContact, {
              params: { id: contact.id },
              // A phone or title the user emptied goes as null, which clears it.
              body: clearingBlanks(body, { phone: contact.phone, title: contact.title }),
            });
      }}
      options={{ fallback: 'Failed to save contact.', touches: VIEWS.publicProfile }}
      onClose={onClose}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField control={form.control} name="firstName" label="First name" required />
        <TextField control={form.control} name="lastName" label="Last name" required />
        <TextField control={form.control} name="email" label="Email" required type="email" />
        <TextField control={form.control} name="phone" label="Phone" helper="10 digits" type="tel" />
        <TextField control={form.control} name="title" label="Title" />
      </SimpleGrid>
    </RecordFormDialog>
  );
}

const columns: Column<PublicContact>[] = [
  { key: 'name', header: 'Name', cell: nameOf },
  { key: 'email', header: 'E-mail', cell: (c) => c.email },
  { key: 'phone', header: 'Phone', cell: (c) => (c.phone ? formatPhone(c.phone) : '—') },
  { key: 'title', header: 'Title', cell: (c) => c.title ?? '—' },
];

/** The public profile's contacts: add, edit and delete (not the last one of an enabled profile). */
export function ContactsSection() {
  const list = useList(AdminRoutes.listPublicContacts, {});
  return (
    <RecordsSection
      noun="contact"
      plural="contacts"
      list={list}
      action={deleteAction<PublicContact>('contact', {
        run: (c) => api(AdminRoutes.deletePublicContact, { params: { id: c.id } }),
        body: (c) => `${nameOf(c)} will be removed from your public profile.`,
        touches: VIEWS.publicProfile,
      })}
      dialog={(contact, close) => <ContactDialog contact={contact} onClose={close} />}
      columns={columns}
      rowActions={(c, { edit, confirm }) => (
        <EditDeleteButtons name={nameOf(c)} onEdit={() => edit(c)} onDelete={() => confirm(c)} />
      )}
    />
  );
}
