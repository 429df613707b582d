import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuSend } from 'react-icons/lu';
import type { Need } from '@polyloop/shared/supply/listing';
import { SendRequestDialog } from './SendRequestDialog';
import { usePermissionGate } from '../common/use-trade-gate';

/** "Send request" on an active need's page: the private request wizard, or why the person cannot send one. */
export function NeedNetworkActions({ need }: { need: Need }) {
  const gate = usePermissionGate('REQUEST_WRITE');
  const [sending, setSending] = useState(false);
  if (need.archived || need.status !== 'ACTIVE') return null;
  return (
    <>
      <Button variant="outline" onClick={() => (gate.allowed ? setSending(true) : gate.explain())}>
        <LuSend aria-hidden /> Send request
      </Button>
      {sending && <SendRequestDialog need={need} onClose={() => setSending(false)} />}
    </>
  );
}
