import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { api } from '../../lib/api';
import { HistoryFeed } from '../../components/HistoryFeed';
import { Section } from '../../components/Section';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { ListingForm } from './ListingForm';
import { listingFormOf } from './listing-form';
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
        save={async (input) =>
          (await api(k.update, { params: { id: record.id }, body: input as never })).data
        }
        options={{
          success: `${k.noun === 'have' ? 'Have' : 'Need'} saved`,
          description: `The ${k.noun} was not saved.`,
          touches: k.touches,
        }}
      />
    </Stack>
  );
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

/** Tabs whose records come with later areas (orders, network offers, processing) say so plainly. */
export function ListingLaterTab({ what }: { what: string }) {
  const { kind } = useListingContext();
  return (
    <Section title={what.charAt(0).toUpperCase() + what.slice(1)}>
      <Text color="fg.muted">{`No ${what} for this ${KINDS[kind].noun} yet. ${what.charAt(0).toUpperCase() + what.slice(1)} attached to it will appear here.`}</Text>
    </Section>
  );
}
