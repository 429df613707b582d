import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes } from '@polyloop/shared';
import { TouchpointInput, type Touchpoint } from '@polyloop/shared/crm/activity';
import { DateField, TextField } from '../../components/form-fields';
import {
  deleteAction,
  EditDeleteButtons,
  RecordFormDialog,
  RecordsSection,
  useRecordForm,
} from '../../components/list/RecordsSection';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { clearingBlanks, schemaResolver } from '../../lib/form';
import { VIEWS } from '../../lib/views';
import { CommentsPanel } from '../crm-shared/CommentsPanel';
import { useCompanyContext } from './company-context';

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

const valuesOf = (t: Touchpoint): TouchValues => ({
  date: dayOf(t.date),
  notes: t.notes,
  nextTouch: dayOf(t.nextTouch),
});

function TouchpointDialog({ touchpoint, onClose }: { touchpoint: Touchpoint | 'new'; onClose: () => void }) {
  const { companyId } = useCompanyContext();
  const form = useRecordForm<TouchValues, Touchpoint>(
    schemaResolver(TouchpointInput, toPayload),
    touchpoint,
    () => ({ date: dayOf(new Date().toISOString()), notes: '', nextTouch: '' }),
    valuesOf,
  );
  return (
    <RecordFormDialog
      noun="touchpoint"
      isNew={touchpoint === 'new'}
      form={form}
      save={(v) =>
        touchpoint === 'new'
          ? api(CrmRoutes.createTouchpoint, { params: { id: companyId }, body: toPayload(v) })
          : api(CrmRoutes.updateTouchpoint, {
              params: { id: companyId, touchpointId: touchpoint.id },
              body: clearingBlanks(toPayload(v), toPayload(valuesOf(touchpoint))),
            })
      }
      options={{ touches: VIEWS.touchpoint }}
      onClose={onClose}
    >
      <Stack gap="3">
        <SimpleGrid columns={2} gap="3">
          <DateField control={form.control} name="date" label="Date" required />
          <DateField control={form.control} name="nextTouch" label="Next touch" />
        </SimpleGrid>
        <TextField control={form.control} name="notes" label="Notes" required rows={4} />
      </Stack>
    </RecordFormDialog>
  );
}

function Touchpoints() {
  const { companyId } = useCompanyContext();
  const list = useList(CrmRoutes.listTouchpoints, { params: { id: companyId }, query: () => ({ size: 50 }) });
  return (
    <RecordsSection
      noun="touchpoint"
      plural="touchpoints"
      list={list}
      errorText="Failed to load Touchpoint History"
      action={deleteAction<Touchpoint>('touchpoint', {
        run: (t) => api(CrmRoutes.deleteTouchpoint, { params: { id: companyId, touchpointId: t.id } }),
        body: () => 'This touchpoint will be removed.',
        touches: VIEWS.touchpoint,
      })}
      dialog={(touchpoint, close) => <TouchpointDialog touchpoint={touchpoint} onClose={close} />}
    >
      {(touchpoints, { edit, confirm }) => (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Touchpoints">
          {[...touchpoints]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((t) => (
              <Box as="li" key={t.id} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap">
                  <Text fontSize="sm" fontWeight="medium">
                    {formatDate(t.date)}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {` · ${t.createdByName}${t.nextTouch ? ` · next touch ${formatDate(t.nextTouch)}` : ''}`}
                    </Text>
                  </Text>
                  <EditDeleteButtons
                    text
                    name={`touchpoint of ${formatDate(t.date)}`}
                    onEdit={() => edit(t)}
                    onDelete={() => confirm(t)}
                  />
                </HStack>
                <Text whiteSpace="pre-wrap" mt="1">
                  {t.notes}
                </Text>
              </Box>
            ))}
        </Stack>
      )}
    </RecordsSection>
  );
}

/** Touchpoints and comments with @mentions. */
export default function ActivityTab() {
  const { companyId: id } = useCompanyContext();
  const comments = useList(CrmRoutes.listCompanyComments, { params: { id }, query: () => ({ size: 50 }) });
  return (
    <Stack gap="5">
      <Touchpoints />
      <Section title="Comments">
        <CommentsPanel
          title="Comments"
          calls={{
            list: comments,
            create: (body) => api(CrmRoutes.createCompanyComment, { params: { id }, body: { body } }),
            update: (commentId, body) =>
              api(CrmRoutes.updateCompanyComment, { params: { id, commentId }, body: { body } }),
            remove: (commentId) => api(CrmRoutes.deleteCompanyComment, { params: { id, commentId } }),
          }}
        />
      </Section>
    </Stack>
  );
}
