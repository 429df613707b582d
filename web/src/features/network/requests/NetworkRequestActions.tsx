import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuRotateCcw, LuX } from 'react-icons/lu';
import * as z from 'zod';
import { NetworkRoutes } from '@polyloop/shared';
import { IsoDate } from '@polyloop/shared/network/common';
import { NetworkRequestPatch, REQUEST_MESSAGES, type NetworkRequest } from '@polyloop/shared/network/request';
import { api } from '../../../lib/api';
import { schemaResolver } from '../../../lib/form';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { MaterialWeightPrice } from '../../../components/MaterialWeightPrice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { dayFromToday, fieldOfPayload, TARGET_PRICE } from './form-values';
import {
  networkRequestEditOf,
  toNetworkRequestPatch,
  type NetworkRequestEditValues,
} from './network-request-form';
import { RespondButton } from './RespondButton';
import { usePermissionGate } from '../common/use-trade-gate';
import { SubmitDialog } from '../common/SubmitDialog';
import { RequestTextFields } from './request-fields';
import { ExpirationDateField } from '../common/trade-fields';

type Confirming = 'cancel' | 'cancelGroup' | null;

/**
 * What can be done with a private request (part 2 §4): the requester edits, cancels (this one or
 * all sent together) and sends a closed one again; the company asked responds with an offer.
 */
export function NetworkRequestActions({ request }: { request: NetworkRequest }) {
  if (request.side === 'RECEIVING')
    return request.status === 'ACTIVE' ? <RespondButton requestId={request.id} /> : null;
  return <RequesterActions request={request} />;
}

function RequesterActions({ request }: { request: NetworkRequest }) {
  const gate = usePermissionGate('REQUEST_WRITE');
  const [editing, setEditing] = useState(false);
  const [resending, setResending] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const cancel = useSubmit({
    success: 'Request cancelled',
    fallback: REQUEST_MESSAGES.cancelFailed,
    touches: VIEWS.networkRequest,
  });
  const guarded = (open: () => void) => () => (gate.allowed ? open() : gate.explain());
  const params = { id: request.id };
  const active = request.status === 'ACTIVE';
  return (
    <>
      {active ? (
        <>
          <Button variant="outline" onClick={guarded(() => setEditing(true))}>
            <LuPencil aria-hidden /> Edit request
          </Button>
          <Button variant="outline" colorPalette="red" onClick={guarded(() => setConfirming('cancel'))}>
            <LuX aria-hidden /> Cancel request
          </Button>
          {request.groupId && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={guarded(() => setConfirming('cancelGroup'))}
            >
              Cancel all sent together
            </Button>
          )}
        </>
      ) : (
        <Button variant="outline" onClick={guarded(() => setResending(true))}>
          <LuRotateCcw aria-hidden /> Send again
        </Button>
      )}
      {editing && <EditNetworkRequestDialog request={request} onClose={() => setEditing(false)} />}
      {resending && <ResendDialog request={request} onClose={() => setResending(false)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === 'cancelGroup'
            ? 'Cancel every request sent together?'
            : `Cancel the request to ${request.receivingCompany.name}?`
        }
        confirmLabel={confirming === 'cancelGroup' ? 'Cancel all' : 'Cancel request'}
        destructive
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          await cancel.run(() =>
            confirming === 'cancelGroup'
              ? api(NetworkRoutes.cancelNetworkRequestGroup, { params })
              : api(NetworkRoutes.cancelNetworkRequest, { params }),
          );
          setConfirming(null);
        }}
      >
        {confirming === 'cancelGroup'
          ? `Every active request sent together with this one is cancelled, and the companies asked can no longer respond. You can send each again later.`
          : `${request.receivingCompany.name} can no longer respond to it. You can send it again later.`}
      </ConfirmDialog>
    </>
  );
}

function EditNetworkRequestDialog({ request, onClose }: { request: NetworkRequest; onClose: () => void }) {
  const initial = useMemo(() => networkRequestEditOf(request), [request]);
  const form = useForm<NetworkRequestEditValues>({
    resolver: schemaResolver(NetworkRequestPatch, toNetworkRequestPatch, fieldOfPayload),
    defaultValues: initial,
  });
  const { control } = form;
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.updateNetworkRequest}
      params={{ id: request.id }}
      body={(v) => toNetworkRequestPatch(v)}
      options={{
        success: 'Request saved',
        fallback: REQUEST_MESSAGES.updateFailed,
        touches: VIEWS.networkRequest,
        fieldOf: (key) => fieldOfPayload(key.split('.')),
      }}
      title="Edit request"
      submitLabel="Save request"
      onClose={onClose}
    >
      <Stack gap="4">
        <Text
          color="fg.muted"
          fontSize="sm"
        >{`${request.receivingCompany.name} sees the change at once.`}</Text>
        <RequestTextFields control={control} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ExpirationDateField control={control} name="expirationDate" required />
          <span />
          <MaterialWeightPrice control={control} price={TARGET_PRICE} />
        </SimpleGrid>
      </Stack>
    </SubmitDialog>
  );
}

const ResendSchema = z.object({
  expirationDate: IsoDate.refine((d) => d >= dayFromToday(0), REQUEST_MESSAGES.expirationPast),
});

function ResendDialog({ request, onClose }: { request: NetworkRequest; onClose: () => void }) {
  const form = useForm<{ expirationDate: string }>({
    resolver: schemaResolver(ResendSchema),
    defaultValues: { expirationDate: dayFromToday(30) },
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.reactivateNetworkRequest}
      params={{ id: request.id }}
      body={(v) => v}
      options={{
        success: 'Request sent again',
        fallback: REQUEST_MESSAGES.resendFailed,
        touches: VIEWS.networkRequest,
      }}
      title="Send the request again"
      submitLabel="Send again"
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>{`${request.receivingCompany.name} is asked again and can respond until the new expiration date.`}</Text>
        <ExpirationDateField control={form.control} name="expirationDate" required />
      </Stack>
    </SubmitDialog>
  );
}
