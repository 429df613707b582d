import { useEffect, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { RouteDefinition, RouteOutput } from '@polyloop/shared';
import { FormDialog } from '../../../components/FormDialog';
import type { ApiInput } from '../../../lib/api';
import { useFormSubmit, type FormSubmitOptions } from '../../../lib/use-submit';
import { saveTo } from './save-to';

/**
 * A dialog whose form makes one change to a network record: `route` called on the record `params`
 * names with the body the form's values make, through `useFormSubmit` (the toasts, the server's
 * field errors on their fields, the views it touches), then closed, unless `options.onSuccess`
 * says what follows instead.
 */
export function SubmitDialog<T extends FieldValues, R extends RouteDefinition>({
  form,
  route,
  params,
  body,
  options,
  open = true,
  initial,
  onClose,
  ...dialog
}: {
  form: UseFormReturn<T>;
  route: R;
  params: NoInfer<ApiInput<R>['params']>;
  body: (values: T) => NoInfer<ApiInput<R>['body']>;
  options: FormSubmitOptions<T, NoInfer<RouteOutput<R>>>;
  /** Open unless said otherwise: most are mounted when opened. */
  open?: boolean;
  /** For a dialog kept mounted: the values each opening starts from. */
  initial?: () => T;
  title: string;
  submitLabel: string;
  size?: 'md' | 'lg';
  onClose: () => void;
  children: ReactNode;
}) {
  const { reset } = form;
  useEffect(() => {
    if (open && initial) reset(initial());
  }, [open, reset]);
  const submit = useFormSubmit(form, saveTo(route, params, body), { onSuccess: onClose, ...options });
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
