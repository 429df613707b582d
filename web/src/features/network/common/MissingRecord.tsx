import { RecordFallback } from '../../../components/RecordPage';
import type { ApiError } from '../../../lib/api';
import { MessagePage } from '../../system/MessagePage';

/**
 * What a network record's page shows until it has its record: an address that cannot name one
 * says nothing is here at once; otherwise the read's own fallback (loading, not found, failed).
 */
export function MissingRecord({
  valid,
  error,
  noun,
  missing,
  back,
}: {
  /** Whether the address holds a well-formed network id. */
  valid: boolean;
  error: ApiError | undefined;
  noun: string;
  missing: string;
  back: { label: string; to: string };
}) {
  if (!valid) return <MessagePage title="Oops, nothing here" message={missing} action={back} />;
  return <RecordFallback error={error} noun={noun} missing={missing} back={back} />;
}
