import type * as z from 'zod';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../lib/form';
import { useFormSubmit, type FormSubmitOptions } from '../lib/use-submit';
import { FormDialog } from './FormDialog';
import { TextField } from './form-fields';

type NameValues = { name: string };

/** A dialog asking for one name (a saved view, a group); the name is saved without surrounding spaces. */
export function NameDialog<R>(props: {
  title: string;
  submitLabel: string;
  /** The field's label ("Group name"). */
  label: string;
  helper?: string;
  /** The name it starts with, when renaming. */
  initial?: string;
  /** The schema the name must meet. */
  schema: z.ZodType;
  save: (name: string) => Promise<R>;
  options: Omit<FormSubmitOptions<NameValues, R>, 'onSuccess'>;
  onClose: () => void;
}) {
  const form = useForm<NameValues>({
    resolver: schemaResolver(props.schema),
    mode: 'onChange',
    defaultValues: { name: props.initial ?? '' },
  });
  const submit = useFormSubmit(form, ({ name }) => props.save(name.trim()), {
    ...props.options,
    onSuccess: props.onClose,
  });
  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField control={form.control} name="name" label={props.label} required helper={props.helper} />
    </FormDialog>
  );
}
