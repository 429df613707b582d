import { Link as RouterLink } from 'react-router';
import { Button } from '@chakra-ui/react';
import { LuReply } from 'react-icons/lu';
import { usePermissionGate } from '../common/use-trade-gate';

/** "Respond to Request": the offer wizard answering this request, or why the person cannot (part 2 §1). */
export function RespondButton({ requestId }: { requestId: string }) {
  const gate = usePermissionGate('OFFER_WRITE');
  const content = (
    <>
      <LuReply aria-hidden /> Respond to Request
    </>
  );
  return gate.allowed ? (
    <Button asChild>
      <RouterLink to={`/network/offers/new/${requestId}`}>{content}</RouterLink>
    </Button>
  ) : (
    <Button onClick={gate.explain}>{content}</Button>
  );
}
