import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { SupplyRoutes } from '@polyloop/shared';
import { api } from '../../lib/api';
import { CommentsPanel } from '../crm-shared/CommentsPanel';
import { useRecordComments, type CommentRoutes } from '../crm-shared/use-record-comments';
import { HistorySection } from '../../components/HistoryFeed';
import { Section } from '../../components/Section';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { ListingForm } from './ListingForm';
import { listingFormOf, toListingPatch } from './listing-form';
import { PhotosSection } from './PhotosSection';
import { useListingContext } from './ListingLayout';
import { KINDS } from './kinds';
import { HaveOfferDocuments } from '../network/offers/HaveOfferDocuments';

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
          (
            await api(k.update, {
              params: { id: record.id },
              body: toListingPatch(kind, values, initial) as never,
            })
          ).data
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

const HAVE_COMMENTS: CommentRoutes = {
  list: SupplyRoutes.listHaveComments,
  create: SupplyRoutes.createHaveComment,
  update: SupplyRoutes.updateHaveComment,
  remove: SupplyRoutes.deleteHaveComment,
};
const NEED_COMMENTS: CommentRoutes = {
  list: SupplyRoutes.listNeedComments,
  create: SupplyRoutes.createNeedComment,
  update: SupplyRoutes.updateNeedComment,
  remove: SupplyRoutes.deleteNeedComment,
};

/** The record's comments: @mentions tell colleagues, and its representatives hear of new ones. */
function ListingComments({ kind, id }: { kind: 'have' | 'need'; id: string }) {
  const calls = useRecordComments(kind === 'have' ? HAVE_COMMENTS : NEED_COMMENTS, id);
  return <CommentsPanel title={`Comments on this ${kind}`} calls={calls} />;
}

export function ListingHistoryTab() {
  const { kind, record } = useListingContext();
  return <HistorySection route={KINDS[kind].history} id={record.id} />;
}

/** The have's or need's documents; a have's also lists those shared on its network offers. */
export function ListingDocumentsTab() {
  const { kind, record } = useListingContext();
  return (
    <Stack gap="5">
      <Section title="Documents">
        <DocumentsPanel of={kind} id={record.id} />
      </Section>
      {kind === 'have' && (
        <Section title="Documents on its offers">
          <HaveOfferDocuments haveId={record.id} />
        </Section>
      )}
    </Stack>
  );
}
