import { Button, Stack, Text } from '@chakra-ui/react';
import { ACCESS_KIND_LABELS, ACCESS_STATUS_LABELS, type AccessRequestView } from '@polyloop/shared';
import { formatDateTime } from '../../lib/format';
import type { Deciding } from './DecisionDialog';

/** A company's page in the platform administration. */
export const companyPath = (tenantId: string) => `/platform/companies/${encodeURIComponent(tenantId)}`;

/** "Dana Kowalski", with the address under it: who asked. */
export function Person({ person }: { person: AccessRequestView['requestedBy'] }) {
  if (!person) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="0">
      <Text>{person.name}</Text>
      <Text fontSize="xs" color="fg.muted">
        {person.email}
      </Text>
    </Stack>
  );
}

/** The decision on a decided request: when, by whom, and the note the company read. */
export function DecisionSummary({ request }: { request: AccessRequestView }) {
  return (
    <Stack gap="0">
      <Text>
        {ACCESS_STATUS_LABELS[request.status]} {formatDateTime(request.decidedDate)}
      </Text>
      {request.decidedBy && (
        <Text fontSize="xs" color="fg.muted">
          by {request.decidedBy.name}
        </Text>
      )}
      {request.note && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap">
          “{request.note}”
        </Text>
      )}
    </Stack>
  );
}

/** Approve and Decline, each naming the company it decides for (what a screen reader hears on the button). */
export function DecisionButtons({
  request,
  onDecide,
}: {
  request: AccessRequestView;
  onDecide: (deciding: Deciding) => void;
}) {
  const what = `${ACCESS_KIND_LABELS[request.kind].toLowerCase()} for ${request.companyName}`;
  return (
    <>
      <Button
        size="xs"
        onClick={() => onDecide({ request, decision: 'APPROVED' })}
        aria-label={`Approve ${what}`}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => onDecide({ request, decision: 'DECLINED' })}
        aria-label={`Decline ${what}`}
      >
        Decline
      </Button>
    </>
  );
}
