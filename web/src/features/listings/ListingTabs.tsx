import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { SupplyRoutes } from '@polyloop/shared';
import { api } from '../../lib/api';
import { useList } from '../../components/list/use-list';
import { CommentsPanel, type CommentCalls } from '../crm-shared/CommentsPanel';
import { HistoryFeed } from '../../components/HistoryFeed';
import { Section } from '../../components/Section';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { ListingForm } from './ListingForm';
import { listingFormOf, toListingPatch } from './listing-form';
import { PhotosSection } from './PhotosSection';
import { useListingContext } from './ListingLayout';
import { KINDS } from './kinds';

export function ListingDetailsTab() {
  const { kind, record } = useListingContext();
  const k = KINDS[kind];
  const initial = useMemo(() => listingFormOf(record), [record]);
  return (
    <Stack gap="5">
      {'photos' in record && <PhotosSection have={record} />}
      <ListingForm
        kind={kind}
        initial={initial}
        submitLabel={`Save ${k.noun}`}
        companyLocked={record.orderCount > 0}
        save={async (values) =>
          (await api(k.update, { params: { id: record.id }, body: toListingPatch(kind, values) as never }))
            .data
        }
        options={{
          success: `${k.noun === 'have' ? 'Have' : 'Need'} saved`,
          description: `The ${k.noun} was not saved.`,
          touches: k.touches,
        }}
      />
      <Section title="Comments">
        <ListingComments kind={kind} id={record.id} />
      </Section>
    </Stack>
  );
}

/** The record's comments: @mentions tell colleagues, and its representatives hear of new ones. */
function ListingComments({ kind, id }: { kind: 'have' | 'need'; id: string }) {
  const have = kind === 'have';
  const list = useList(have ? SupplyRoutes.listHaveComments : SupplyRoutes.listNeedComments, {
    params: { id },
    query: () => ({ size: 50 }),
  });
  const calls: CommentCalls = have
    ? {
        list,
        create: (body) => api(SupplyRoutes.createHaveComment, { params: { id }, body: { body } }),
        update: (commentId, body) =>
          api(SupplyRoutes.updateHaveComment, { params: { id, commentId }, body: { body } }),
        remove: (commentId) => api(SupplyRoutes.deleteHaveComment, { params: { id, commentId } }),
      }
    : {
        list,
        create: (body) => api(SupplyRoutes.createNeedComment, { params: { id }, body: { body } }),
        update: (commentId, body) =>
          api(SupplyRoutes.updateNeedComment, { params: { id, commentId }, body: { body } }),
        remove: (commentId) => api(SupplyRoutes.deleteNeedComment, { params: { id, commentId } }),
      };
  return <CommentsPanel title={`Comments on this ${kind}`} calls={calls} />;
}

export function ListingHistoryTab() {
  const { kind, record } = useListingContext();
  return (
    <Section title="History">
      <HistoryFeed route={KINDS[kind].history} id={record.id} />
    </Section>
  );
}

export function ListingDocumentsTab() {
  const { kind, record } = useListingContext();
  return (
    <Section title="Documents">
      <DocumentsPanel of={kind} id={record.id} />
    </Section>
  );
}
