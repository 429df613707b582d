import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AdminRoutes } from '@polyloop/shared';
import {
  DOCUMENT_DEFAULT_LIMITS,
  DOCUMENT_TYPE_LABELS,
  DocumentDefaults,
  DocumentType,
  type DocumentDefaultsInput,
} from '@polyloop/shared/identity/document-defaults';
import { SaveChangesButton, TextField } from '../../components/form-fields';
import { api, useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { FullPageSpinner } from '../system/FullPageSpinner';

type Fields = { terms: string; footer: string };
interface Form {
  letterhead: { name: string; address: string; contact: string };
  documents: Record<DocumentType, Fields>;
}

const TYPES = DocumentType.options;
const shape = (v: Form): DocumentDefaultsInput => v;
const formOf = (d: DocumentDefaults): Form => ({
  letterhead: {
    name: d.letterhead.name ?? '',
    address: d.letterhead.address ?? '',
    contact: d.letterhead.contact ?? '',
  },
  documents: Object.fromEntries(
    TYPES.map((t) => [t, { terms: d.documents[t].terms ?? '', footer: d.documents[t].footer ?? '' }]),
  ) as Form['documents'],
});

/**
 * Administration › Documents: what every generated PDF prints (purchase orders, shipping papers,
 * datasheets, invoices and bills). Empty fields fall back to the company's own records.
 */
export default function DocumentsPage() {
  const { data, error, mutate } = useApi(AdminRoutes.getDocumentDefaults);
  const form = useForm<Form>({ resolver: schemaResolver(DocumentDefaults, shape), mode: 'onChange' });
  const { control, reset, formState } = form;
  const defaults = data?.data;
  useEffect(() => {
    if (defaults) reset(formOf(defaults));
  }, [defaults, reset]);
  const onSubmit = useFormSubmit(
    form,
    async (values) => {
      const saved = await api(AdminRoutes.putDocumentDefaults, {
        body: DocumentDefaults.parse(shape(values)),
      });
      await mutate(saved, { revalidate: false });
      return saved;
    },
    { success: 'Document defaults saved.' },
  );

  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The document defaults could not be loaded.</Alert.Title>
      </Alert.Root>
    );
  if (!defaults) return <FullPageSpinner />;
  return (
    <Card.Root maxW="4xl">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Document defaults">
          <Stack gap="6">
            <Stack gap="3">
              <Heading as="h2" size="md">
                Letterhead
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                Printed at the top of every document. Leave a field empty to use your company’s name, its
                remit-to (or first) location and its first contact.
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  control={control}
                  name="letterhead.name"
                  label="Name"
                  maxLength={DOCUMENT_DEFAULT_LIMITS.letterhead}
                />
                <TextField
                  control={control}
                  name="letterhead.address"
                  label="Address line"
                  maxLength={DOCUMENT_DEFAULT_LIMITS.letterhead}
                />
                <TextField
                  control={control}
                  name="letterhead.contact"
                  label="Contact line"
                  helper="For example: Accounts · billing@example.com · 713-555-0100"
                  maxLength={DOCUMENT_DEFAULT_LIMITS.letterhead}
                />
              </SimpleGrid>
            </Stack>
            {TYPES.map((type) => (
              <Stack key={type} gap="3" as="section" aria-label={DOCUMENT_TYPE_LABELS[type]}>
                <Heading as="h2" size="md">
                  {DOCUMENT_TYPE_LABELS[type]}
                </Heading>
                <TextField
                  control={control}
                  name={`documents.${type}.terms`}
                  label="Terms"
                  rows={3}
                  helper="Closes the document. Empty: the document terms of Organization."
                  maxLength={DOCUMENT_DEFAULT_LIMITS.terms}
                />
                <TextField
                  control={control}
                  name={`documents.${type}.footer`}
                  label="Footer"
                  helper="One line at the foot of every page. Empty: your company’s name."
                  maxLength={DOCUMENT_DEFAULT_LIMITS.footer}
                />
              </Stack>
            ))}
            <SaveChangesButton formState={formState}>Save</SaveChangesButton>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
