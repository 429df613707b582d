import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Message } from '@polyloop/shared/network/common';
import { AppDialog } from '../../../components/AppDialog';
import { SelectField, TextField } from '../../../components/form-fields';
import { schemaResolver } from '../../../lib/form';
import { onInvalidSubmit } from '../../../lib/use-submit';

interface ReasonValues {
  reason: string;
  message: string;
}

/**
 * An irreversible move that needs a reason (decline or cancel an offer, reject a link, uninvite a
 * bidder): the dialog is its confirmation. The reason is required, a message optional.
 * `onConfirm` answers true once done, and the dialog closes.
 */
export function ReasonDialog<R extends string>(props: {
  open: boolean;
  title: string;
  /** The reasons and their labels (e.g. OFFER_DECLINE_REASON_LABELS). */
  reasons: Readonly<Record<R, string>>;
  confirmLabel: string;
  /** What the move means, above the fields. */
  children?: ReactNode;
  reasonRequiredMessage?: string;
  onConfirm: (choice: { reason: R; message?: string }) => Promise<boolean | undefined | void>;
  onClose: () => void;
}) {
  const codes = Object.keys(props.reasons) as R[];
  const schema = z.object({
    reason: z.enum(codes as [R, ...R[]], { message: props.reasonRequiredMessage ?? 'Choose a reason' }),
    message: Message.optional(),
  });
  const form = useForm<ReasonValues>({
    resolver: schemaResolver(schema, (v) => ({
      reason: v.reason || undefined,
      message: v.message.trim() || undefined,
    })),
    defaultValues: { reason: '', message: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset({ reason: '', message: '' });
  }, [props.open, reset]);
  const submit = form.handleSubmit(
    async (v) => {
      const done = await props.onConfirm({ reason: v.reason as R, message: v.message.trim() || undefined });
      if (done) props.onClose();
    },
    () => onInvalidSubmit(),
  );
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      role="alertdialog"
      title={props.title}
      onSubmit={(e) => void submit(e)}
      contentProps={{ maxW: '37.5rem' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Keep it</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="red" loading={form.formState.isSubmitting}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {props.children && <Text>{props.children}</Text>}
        <SelectField
          control={form.control}
          name="reason"
          label="Reason"
          options={codes}
          labels={props.reasons}
          placeholder="Choose a reason"
          required
        />
        <TextField control={form.control} name="message" label="Message (optional)" rows={3} />
      </Stack>
    </AppDialog>
  );
}
