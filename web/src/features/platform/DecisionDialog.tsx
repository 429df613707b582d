import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DataList, Stack, Text } from '@chakra-ui/react';
import {
  ACCESS_KIND_LABELS,
  ACCESS_KIND_PERMISSION,
  AccessDecision,
  AdminRoutes,
  type AccessRequestView,
} from '@polyloop/shared';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/form-fields';
import { api, ApiError, useRevalidate } from '../../lib/api';
import { blankToUndefined, schemaResolver } from '../../lib/form';
import { formatDateTime } from '../../lib/format';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';

export type Decision = 'APPROVED' | 'DECLINED';
/** A request and what the administrator chose to do with it; null while no dialog is open. */
export type Deciding = { request: AccessRequestView; decision: Decision } | null;

interface Form {
  note: string;
}
const shape = (v: Form) => ({ note: blankToUndefined(v.note) });

/** What a decision does, in the administrator's words. */
function consequence({ request, decision }: NonNullable<Deciding>): string {
  const what = ACCESS_KIND_LABELS[request.kind].toLowerCase();
  if (decision === 'DECLINED')
    return `${request.companyName} keeps its current permission for ${what} and may ask again.`;
  return ACCESS_KIND_PERMISSION[request.kind]
    ? `${request.companyName}'s people can publish ${what} at once.`
    : `The request is marked approved; ${what} need no permission.`;
}

/**
 * Confirms an approval or a refusal, with an optional note the company reads in its
 * notification. The decision names the request it was made on, so a company that has asked again
 * meanwhile is not decided for by mistake; a request someone else decided first says so.
 */
export function DecisionDialog({ deciding, onClose }: { deciding: Deciding; onClose: () => void }) {
  const revalidate = useRevalidate();
  const form = useForm<Form>({
    resolver: schemaResolver(AccessDecision, shape),
    mode: 'onChange',
    defaultValues: { note: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (deciding) reset({ note: '' });
  }, [deciding, reset]);
  const approving = deciding?.decision === 'APPROVED';
  const submit = useFormSubmit(
    form,
    async (values) => {
      const { request, decision } = deciding!;
      const route =
        decision === 'APPROVED' ? AdminRoutes.approveAccessRequest : AdminRoutes.declineAccessRequest;
      return (
        await api(route, {
          params: { tenantId: request.tenantId, kind: request.kind },
          body: { requestId: request.id, ...shape(values) },
        })
      ).data;
    },
    {
      success: (r) =>
        `${r.companyName}: ${ACCESS_KIND_LABELS[r.kind].toLowerCase()} ${r.status === 'APPROVED' ? 'approved' : 'declined'}.`,
      touches: VIEWS.accessRequest,
      onSuccess: onClose,
      onError: (e) => {
        // Decided by someone else, or asked again: the list shows what is true now.
        if (e instanceof ApiError && e.status === 409) {
          void revalidate(VIEWS.accessRequest);
          onClose();
        }
      },
    },
  );
  const request = deciding?.request;
  return (
    <FormDialog
      open={!!deciding}
      title={approving ? 'Approve this request?' : 'Decline this request?'}
      submitLabel={approving ? 'Approve' : 'Decline'}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      {request && deciding && (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            <Item label="Company" value={request.companyName} />
            <Item label="Asks for" value={ACCESS_KIND_LABELS[request.kind]} />
            <Item
              label="Requested by"
              value={request.requestedBy ? `${request.requestedBy.name} (${request.requestedBy.email})` : '—'}
            />
            <Item label="Requested on" value={formatDateTime(request.createdDate)} />
            {request.message && <Item label="Message" value={request.message} />}
          </DataList.Root>
          <Text>{consequence(deciding)}</Text>
          <TextField
            control={form.control}
            name="note"
            label="Note to the company"
            rows={3}
            helper="Optional. Shown in the notification and e-mail the company receives."
          />
        </Stack>
      )}
    </FormDialog>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue whiteSpace="pre-wrap">{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
