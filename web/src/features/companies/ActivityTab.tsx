import { CrmRoutes } from '@polyloop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, HStack, Input, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { TouchpointInput, type Touchpoint } from '@polyloop/shared/crm/activity';
import { api, useApi } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { CommentsPanel } from '../crm-shared/CommentsPanel';
import { formatDate } from '../crm-shared/hooks';
import { messageOf } from '../crm-shared/http';
import { payloadResolver } from '../crm-shared/resolver';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';

interface TouchValues {
  date: string;
  notes: string;
  nextTouch: string;
}
/** `yyyy-mm-dd` from a date input as an ISO timestamp at local noon (no day shift across zones). */
const isoOf = (day: string) => (day ? new Date(`${day}T12:00:00`).toISOString() : '');
const dayOf = (iso?: string) => (iso ? new Date(iso).toLocaleDateString('en-CA') : '');
const toPayload = (v: TouchValues) => ({
  date: isoOf(v.date),
  notes: v.notes,
  nextTouch: v.nextTouch ? isoOf(v.nextTouch) : undefined,
});

function TouchpointDialog({
  touchpoint,
  onClose,
  onSaved,
}: {
  touchpoint: Touchpoint | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { companyId } = useCompanyContext();
  const form = useForm<TouchValues>({
    resolver: payloadResolver(TouchpointInput, toPayload),
    mode: 'onChange',
    defaultValues:
      touchpoint === 'new'
        ? { date: dayOf(new Date().toISOString()), notes: '', nextTouch: '' }
        : { date: dayOf(touchpoint.date), notes: touchpoint.notes, nextTouch: dayOf(touchpoint.nextTouch) },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit(
    async (v) => {
      try {
        if (touchpoint === 'new')
          await api(CrmRoutes.createTouchpoint, { params: { id: companyId }, body: toPayload(v) });
        else
          await api(CrmRoutes.updateTouchpoint, {
            params: { id: companyId, touchpointId: touchpoint.id },
            body: toPayload(v),
          });
        notify('success', 'Touchpoint saved');
        onSaved();
      } catch (err) {
        notify('error', messageOf(err));
      }
    },
    () => onInvalidSubmit(),
  );
  return (
    <FormDialog
      open
      title={touchpoint === 'new' ? 'Add touchpoint' : 'Edit touchpoint'}
      submitLabel="Save touchpoint"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <SimpleGrid columns={2} gap="3">
          <FormField label="Date" required error={e.date?.message}>
            <Input type="date" {...form.register('date')} />
          </FormField>
          <FormField label="Next touch" error={e.nextTouch?.message}>
            <Input type="date" {...form.register('nextTouch')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Notes" required error={e.notes?.message}>
          <Textarea rows={4} {...form.register('notes')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

function Touchpoints() {
  const { companyId } = useCompanyContext();
  const list = useApi(CrmRoutes.listTouchpoints, { params: { id: companyId }, query: { size: 50 } });
  const [editing, setEditing] = useState<Touchpoint | 'new'>();
  const [deleting, setDeleting] = useState<Touchpoint>();
  const items = [...(list.data?.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Section
      title="Touchpoints"
      action={
        <Button size="sm" onClick={() => setEditing('new')}>
          <LuPlus aria-hidden /> Add touchpoint
        </Button>
      }
    >
      {list.isLoading && <Skeleton height="16" />}
      {list.error && <Text color="fg.error">Failed to load Touchpoint History</Text>}
      {!list.isLoading && !list.error && !items.length && <Text color="fg.muted">No touchpoints yet.</Text>}
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Touchpoints">
        {items.map((t) => (
          <Box as="li" key={t.id} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap">
              <Text fontSize="sm" fontWeight="medium">
                {formatDate(t.date)}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {` · ${t.createdByName}${t.nextTouch ? ` · next touch ${formatDate(t.nextTouch)}` : ''}`}
                </Text>
              </Text>
              <HStack gap="1">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setEditing(t)}
                  aria-label={`Edit touchpoint of ${formatDate(t.date)}`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setDeleting(t)}
                  aria-label={`Delete touchpoint of ${formatDate(t.date)}`}
                >
                  Delete
                </Button>
              </HStack>
            </HStack>
            <Text whiteSpace="pre-wrap" mt="1">
              {t.notes}
            </Text>
          </Box>
        ))}
      </Stack>
      {editing && (
        <TouchpointDialog
          touchpoint={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.mutate();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete touchpoint?"
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          try {
            await api(CrmRoutes.deleteTouchpoint, { params: { id: companyId, touchpointId: deleting!.id } });
            notify('success', 'Touchpoint deleted');
            await list.mutate();
          } catch (err) {
            notify('error', messageOf(err));
          }
          setDeleting(undefined);
        }}
      >
        This touchpoint will be removed.
      </ConfirmDialog>
    </Section>
  );
}

/** Touchpoints and comments with @mentions. */
export default function ActivityTab() {
  const { companyId } = useCompanyContext();
  return (
    <Stack gap="5">
      <Touchpoints />
      <Section title="Comments">
        <CommentsPanel
          title="Comments"
          routes={{
            list: CrmRoutes.listCompanyComments,
            create: CrmRoutes.createCompanyComment,
            update: CrmRoutes.updateCompanyComment,
            remove: CrmRoutes.deleteCompanyComment,
            params: { id: companyId },
            itemParams: (commentId) => ({ id: companyId, commentId }),
          }}
        />
      </Section>
    </Stack>
  );
}
