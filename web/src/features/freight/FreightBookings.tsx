import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FreightRoutes, userChannel } from '@polyloop/shared';
import type { FreightBookingView } from '@polyloop/shared/freight/freight';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, Pager, type Column } from '../../components/DataTable';
import { Section } from '../../components/Section';
import { api, useApi, useRevalidate } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { formatPlace } from '../../lib/format';
import { useChannel } from '../../lib/realtime';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { BOOKING_STATUS, formatCost, formatMoment } from './freight-format';
import { FreightLoad } from './FreightLoad';
import { SandboxBadge } from './PartnerIdentity';

const PAGE_SIZE = 10;

/** What the partner answered, or when it should. */
function answerOf(b: FreightBookingView): string {
  const { booking } = b;
  switch (booking.status) {
    case 'REQUESTED':
      return `Answer due ${formatMoment(booking.answerDueDate)}`;
    case 'ACCEPTED':
      return booking.reference
        ? `Reference ${booking.reference}`
        : `Accepted ${formatMoment(booking.answeredDate)}`;
    case 'REJECTED':
      return booking.message ?? `Declined ${formatMoment(booking.answeredDate)}`;
    case 'EXPIRED':
      return 'The quote expired before the partner answered.';
    case 'CANCELLED':
      return `Cancelled ${formatMoment(booking.answeredDate)}`;
  }
}

const StatusBadge = ({ b }: { b: FreightBookingView }) => (
  <Badge colorPalette={BOOKING_STATUS[b.booking.status].color}>
    {BOOKING_STATUS[b.booking.status].label}
  </Badge>
);

const columns: Column<FreightBookingView>[] = [
  {
    key: 'partner',
    header: 'Partner',
    cell: (b) => (
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{b.freightPartner.name}</Text>
        {b.freightPartner.sandbox && <SandboxBadge />}
      </HStack>
    ),
  },
  {
    key: 'route',
    header: 'Route',
    cell: (b) => (
      <Stack gap="0.5">
        <Text>{`${formatPlace(b.pickupLocation)} → ${formatPlace(b.destinationLocation)}`}</Text>
        <FreightLoad load={b} lead="Order" fontSize="sm" color="fg.muted" />
      </Stack>
    ),
  },
  { key: 'pickup', header: 'Pickup', hideBelow: 'lg', cell: (b) => formatMoment(b.pickupDate) },
  { key: 'cost', header: 'Cost', align: 'end', cell: (b) => formatCost(b.cost) },
  { key: 'status', header: 'Status', cell: (b) => <StatusBadge b={b} /> },
  { key: 'answer', header: 'Answer', hideBelow: 'md', cell: (b) => answerOf(b) },
];

/** The booking a notification leads to (`/freight?booking=`), spelled out above the list. */
function Opened({ booking }: { booking: FreightBookingView }) {
  const status = booking.booking.status;
  return (
    <Alert.Root status={status === 'ACCEPTED' ? 'success' : status === 'REQUESTED' ? 'info' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${booking.freightPartner.name}: ${BOOKING_STATUS[status].label.toLowerCase()}`}</Alert.Title>
        <Alert.Description>{`${formatPlace(booking.pickupLocation)} → ${formatPlace(booking.destinationLocation)} · ${formatCost(booking.cost)} · ${answerOf(booking)}`}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The user's freight bookings, latest first, with the partner's answer; one still waiting can be
 * withdrawn. The partner's answer arrives as a FREIGHT_BOOKING notification, which refreshes it.
 */
export function FreightBookings({ highlight }: { highlight?: string | null }) {
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<FreightBookingView | null>(null);
  const result = useApi(FreightRoutes.listFreightBookings, { query: { page, size: PAGE_SIZE } });
  const revalidate = useRevalidate();
  const session = useSession();
  const cancel = useSubmit({
    touches: VIEWS.freightBooking,
    success: 'Booking cancelled. The partner has been told.',
  });
  const section = useRef<HTMLDivElement>(null);

  useChannel(session ? userChannel(session.user.sub) : null, (event) => {
    if (
      event.event === 'notification' &&
      (event.payload as { type?: unknown } | null)?.type === 'FREIGHT_BOOKING'
    )
      void revalidate(VIEWS.freightBooking);
  });

  useEffect(() => {
    if (highlight) section.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [highlight]);

  const rows = result.data?.data;
  const opened = highlight ? rows?.find((b) => b.id === highlight) : undefined;
  return (
    <Box ref={section} scrollMarginTop="20">
      <Section title="Your bookings">
        <Stack gap="3">
          {opened && <Opened booking={opened} />}
          {result.error ? (
            <Text color="fg.error">Your bookings could not be loaded.</Text>
          ) : (
            <DataTable
              label="Your bookings"
              columns={columns}
              rows={rows}
              loading={!rows}
              busy={result.isValidating}
              empty="No bookings yet. Book a quote and it shows here with the partner’s answer."
              actions={(b) =>
                b.booking.status === 'REQUESTED' && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Cancel booking with ${b.freightPartner.name}`}
                    onClick={() => setCancelling(b)}
                  >
                    Cancel booking
                  </Button>
                )
              }
            />
          )}
          <Pager page={page} size={PAGE_SIZE} total={result.data?.totalCount} onChange={setPage} />
        </Stack>
      </Section>
      <ConfirmDialog
        open={!!cancelling}
        title={`Cancel the booking with ${cancelling?.freightPartner.name ?? ''}?`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        destructive
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          const id = cancelling?.id;
          if (id) await cancel.run(() => api(FreightRoutes.cancelFreightBooking, { params: { id } }));
          setCancelling(null);
        }}
      >
        The partner has not answered yet. It will be told the booking is withdrawn, and the quote can be
        booked again while it is valid.
      </ConfirmDialog>
    </Box>
  );
}
