import { useEffect } from 'react';
import { Controller, useForm, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import {
  LINK_MESSAGE_MAX,
  LINK_MESSAGES,
  LINK_REJECT_REASON_LABELS,
  LinkAcceptInput,
  LinkRejectInput,
  LinkRejectReason,
  LinkRepresentativesInput,
  LinkRequestInput,
  type DirectoryCompany,
} from '@polyloop/shared/network/link';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/form-fields';
import { FormField } from '../../components/ui/form-field';
import { OptionsSelect } from '../../components/ui/options-select';
import { api } from '../../lib/api';
import { useAccount } from '../../lib/account';
import { blankToUndefined, schemaResolver } from '../../lib/form';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import type { LinkAction } from './directory';
import { SubmitDialog } from './common/SubmitDialog';
import { UserChoicesField } from './common/trade-fields';

/** The company a dialog acts on: its public id, its name and my link with it. */
export type LinkTarget = Pick<DirectoryCompany, 'id' | 'name' | 'link'>;
/** Which link dialog is open, on which company; null when none is. */
export type OpenLinkDialog = { action: LinkAction; company: LinkTarget } | null;

interface DialogProps {
  company: LinkTarget;
  onClose: () => void;
}

/** The company's users who look after the link; I am the first choice. */
function RepresentativesField<T extends FieldValues & { representatives: string[] }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <UserChoicesField
      control={control}
      name={'representatives' as FieldPath<T>}
      legend="Representatives"
      required
      maxH="48"
      columns={{ base: 1, sm: 2 }}
    />
  );
}

/** Me, as the representatives a new or accepted link starts with. */
function useMe(): string[] {
  const { account } = useAccount();
  return account ? [account.id] : [];
}

interface SendForm {
  message: string;
  representatives: string[];
}
const sendShape = (v: SendForm) => ({
  message: blankToUndefined(v.message),
  representatives: v.representatives,
});

function SendLinkDialog({ company, onClose }: DialogProps) {
  const me = useMe();
  const form = useForm<SendForm>({
    resolver: schemaResolver(LinkRequestInput, sendShape),
    defaultValues: { message: '', representatives: me },
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.sendLink}
      params={{ id: company.id }}
      body={(v) => LinkRequestInput.parse(sendShape(v))}
      options={{
        success: (link) => (link.status === 'LINKED' ? LINK_MESSAGES.accepted : LINK_MESSAGES.sent),
        fallback: LINK_MESSAGES.sendFailed,
        touches: VIEWS.link,
      }}
      title={`Link with ${company.name}`}
      submitLabel="Send request"
      onClose={onClose}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          Once {company.name} accepts, you can trade with each other and see each other’s contacts.
        </Text>
        <TextField
          control={form.control}
          name="message"
          label="Message"
          rows={3}
          helper={`Optional, at most ${LINK_MESSAGE_MAX} characters`}
        />
        <RepresentativesField control={form.control} />
      </Stack>
    </SubmitDialog>
  );
}

function AcceptLinkDialog({ company, onClose }: DialogProps) {
  const me = useMe();
  const form = useForm<{ representatives: string[] }>({
    resolver: schemaResolver(LinkAcceptInput),
    defaultValues: { representatives: me },
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.acceptLink}
      params={{ id: company.id }}
      body={(v) => LinkAcceptInput.parse(v)}
      options={{ success: LINK_MESSAGES.accepted, fallback: LINK_MESSAGES.acceptFailed, touches: VIEWS.link }}
      title={`Accept ${company.name}’s link request`}
      submitLabel="Accept"
      onClose={onClose}
    >
      <Stack gap="4">
        {company.link?.message && (
          <Text borderStartWidth="3px" borderColor="border.emphasized" ps="3" whiteSpace="pre-wrap">
            {company.link.message}
          </Text>
        )}
        <RepresentativesField control={form.control} />
      </Stack>
    </SubmitDialog>
  );
}

interface RejectForm {
  reason: string;
  message: string;
}
const rejectShape = (v: RejectForm) => ({
  reason: v.reason || undefined,
  message: blankToUndefined(v.message),
});

function RejectLinkDialog({ company, onClose }: DialogProps) {
  const form = useForm<RejectForm>({
    resolver: schemaResolver(LinkRejectInput, rejectShape),
    defaultValues: { reason: '', message: '' },
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.rejectLink}
      params={{ id: company.id }}
      body={(v) => LinkRejectInput.parse(rejectShape(v))}
      options={{ success: LINK_MESSAGES.rejected, fallback: LINK_MESSAGES.rejectFailed, touches: VIEWS.link }}
      title={`Decline ${company.name}’s link request`}
      submitLabel="Decline"
      onClose={onClose}
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <FormField label="Reason" required error={fieldState.error?.message}>
              <OptionsSelect
                options={LinkRejectReason.options}
                labels={LINK_REJECT_REASON_LABELS}
                placeholder="Select"
                {...field}
              />
            </FormField>
          )}
        />
        <TextField
          control={form.control}
          name="message"
          label="Message"
          rows={3}
          helper={`Optional: ${company.name} sees it`}
        />
      </Stack>
    </SubmitDialog>
  );
}

function CancelLinkDialog({ company, onClose }: DialogProps) {
  const act = useSubmit({
    success: LINK_MESSAGES.cancelled,
    fallback: LINK_MESSAGES.cancelFailed,
    touches: VIEWS.link,
  });
  return (
    <ConfirmDialog
      open
      title="Cancel link request?"
      confirmLabel="Cancel request"
      destructive
      onClose={onClose}
      onConfirm={async () => {
        if (await act.run(() => api(NetworkRoutes.cancelLink, { params: { id: company.id } }))) onClose();
      }}
    >
      Your request to link with {company.name} will be withdrawn. You can send another one later.
    </ConfirmDialog>
  );
}

function RepresentativesDialog({ company, onClose }: DialogProps) {
  const form = useForm<{ representatives: string[] }>({
    resolver: schemaResolver(LinkRepresentativesInput),
    defaultValues: { representatives: company.link?.representatives ?? [] },
  });
  const { reset } = form;
  const current = company.link?.representatives;
  useEffect(() => {
    if (current) reset({ representatives: current });
  }, [current, reset]);
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.updateLink}
      params={{ id: company.id }}
      body={(v) => LinkRepresentativesInput.parse(v)}
      options={{ success: LINK_MESSAGES.edited, fallback: LINK_MESSAGES.editFailed, touches: VIEWS.link }}
      title={`Representatives for ${company.name}`}
      submitLabel="Save"
      onClose={onClose}
    >
      <Stack gap="4">
        <Text color="fg.muted">Who at your company looks after this link.</Text>
        <RepresentativesField control={form.control} />
      </Stack>
    </SubmitDialog>
  );
}

const DIALOGS: Record<LinkAction, (props: DialogProps) => React.ReactNode> = {
  send: SendLinkDialog,
  accept: AcceptLinkDialog,
  reject: RejectLinkDialog,
  cancel: CancelLinkDialog,
  representatives: RepresentativesDialog,
};

/** The open link dialog, if any; each is mounted when opened, so its form starts fresh. */
export function LinkDialogs({ open, onClose }: { open: OpenLinkDialog; onClose: () => void }) {
  if (!open) return null;
  const Dialog = DIALOGS[open.action];
  return <Dialog key={`${open.action}:${open.company.id}`} company={open.company} onClose={onClose} />;
}
