import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { useFormSubmit, type FormSubmitOptions } from '../../../lib/use-submit';

/**
 * A dialog whose form makes one change to a network record: sent through `useFormSubmit` (the
 * toasts, the server's field errors on their fields, the views it touches), then closed, unless
 * `options.onSuccess` says what follows instead.
 */
export function SubmitDialog<T extends FieldValues, R>({
  form,
  save,
  options,
  open = true,
  onClose,
  ...dialog
}: {
  form: UseFormReturn<T>;
  save: (values: T) => Promise<R>;
  options: FormSubmitOptions<T, R>;
  /** Open unless said otherwise: most are mounted when opened. */
  open?: boolean;
  title: string;
  submitLabel: string;
  size?: 'md' | 'lg';
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = useFormSubmit(form, save, { onSuccess: onClose, ...options });
  return (
    <FormDialog
      {...dialog}
      open={open}
      submitting={form.formState.isSubmitting}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    />
  );
}
