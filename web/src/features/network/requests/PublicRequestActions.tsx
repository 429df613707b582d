import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuPencil, LuX } from 'react-icons/lu';
import * as z from 'zod';
import { NetworkRoutes } from '@polyloop/shared';
import { MARKET_MESSAGES, PublicRequestPatch, type PublicRequest } from '@polyloop/shared/network/market';
import { editable } from '@polyloop/shared/network/reverse-auction';
import { api } from '../../../lib/api';
import { schemaResolver } from '../../../lib/form';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { MaterialWeightPrice } from '../../../components/MaterialWeightPrice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { fieldOfPayload, MAX_OFFER_PRICE, TARGET_PRICE } from './form-values';
import {
  publicRequestEditOf,
  toPublicRequestPatch,
  type PublicRequestEditValues,
} from './public-request-form';
import { RespondButton } from './RespondButton';
import { usePermissionGate } from '../common/use-trade-gate';
import { SubmitDialog } from '../common/SubmitDialog';
import { EndDateField, IncotermField } from '../common/trade-fields';
import { EnforceTargetPriceField, RequestTextFields } from './request-fields';

const EditSchema = z.intersection(
  z.object({
    endDate: z
      .string()
      .min(1, MARKET_MESSAGES.endRequired)
      .refine((v) => Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now(), MARKET_MESSAGES.endPast),
  }),
  PublicRequestPatch,
);

/** What can be done with a public request from its page: its company edits (not a live reverse auction) or cancels it, a linked company responds. */
export function PublicRequestActions({ request }: { request: PublicRequest }) {
  const open = request.status === 'ACTIVE' || request.status === 'SCHEDULED';
  if (!request.own)
    return request.status === 'ACTIVE' && request.linked ? <RespondButton requestId={request.id} /> : null;
  return open ? <OwnRequestActions request={request} /> : null;
}

function OwnRequestActions({ request }: { request: PublicRequest }) {
  const gate = usePermissionGate('PUBLIC_REQUEST_WRITE');
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useSubmit({
    success: 'Public request cancelled',
    fallback: 'Request was not cancelled',
    touches: VIEWS.publicRequest,
  });
  const guarded = (open: () => void) => () => (gate.allowed ? open() : gate.explain());
  return (
    <>
      {/* A live reverse auction is not edited, only cancelled (part 2 §4): the server refuses it too. */}
      {editable(request) && (
        <Button variant="outline" onClick={guarded(() => setEditing(true))}>
          <LuPencil aria-hidden /> Edit request
        </Button>
      )}
      <Button variant="outline" colorPalette="red" onClick={guarded(() => setCancelling(true))}>
        <LuX aria-hidden /> Cancel request
      </Button>
      {editing && <EditPublicRequestDialog request={request} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={cancelling}
        title={`Cancel ${request.title}?`}
        confirmLabel="Cancel request"
        destructive
        onClose={() => setCancelling(false)}
        onConfirm={async () => {
          await cancel.run(() =>
            api(NetworkRoutes.updatePublicRequest, {
              params: { id: request.id },
              body: { status: 'CANCELLED' },
            }),
          );
          setCancelling(false);
        }}
      >
        The request leaves the market and takes no more offers. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

function EditPublicRequestDialog({ request, onClose }: { request: PublicRequest; onClose: () => void }) {
  const initial = useMemo(() => publicRequestEditOf(request), [request]);
  const form = useForm<PublicRequestEditValues>({
    resolver: schemaResolver(EditSchema, toPublicRequestPatch, fieldOfPayload),
    defaultValues: initial,
  });
  const { control } = form;
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.updatePublicRequest}
      params={{ id: request.id }}
      body={(v) => toPublicRequestPatch(v, initial)}
      options={{
        success: 'Public request saved',
        fallback: MARKET_MESSAGES.updateFailed,
        touches: VIEWS.publicRequest,
        fieldOf: (key) => fieldOfPayload(key.split('.')),
      }}
      title="Edit public request"
      submitLabel="Save request"
      onClose={onClose}
      size="lg"
    >
      <Stack gap="4">
        <RequestTextFields control={control} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <EndDateField control={control} name="endDate" />
          <IncotermField
            control={control}
            name="preferredShippingTerms"
            label="Preferred terms"
            required={false}
            placeholder="Keep as it is"
          />
          <MaterialWeightPrice control={control} price={[TARGET_PRICE, MAX_OFFER_PRICE]} />
        </SimpleGrid>
        <EnforceTargetPriceField control={control} />
      </Stack>
    </SubmitDialog>
  );
}
