import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { notify } from '../components/ui/toaster';

export const FORM_ERROR = 'Please fix the highlighted fields.';

/**
 * A failed submit: the form-error toast, then the first invalid field scrolled into view and
 * focused (spec part 1 §5). Runs after React has painted the error states.
 */
export function onInvalidSubmit(root?: HTMLElement | null) {
  notify('error', FORM_ERROR);
  requestAnimationFrame(() => {
    const scope: ParentNode = root ?? document;
    const field = scope.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] button');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}

/**
 * A react-hook-form resolver that judges the values with a shared zod schema after shaping them
 * as they will be sent (blank strings dropped, numbers parsed): the form and the API agree.
 */
export function shapedResolver<TForm extends FieldValues>(schema: z.ZodType, shape: (values: TForm) => unknown): Resolver<TForm> {
  const inner = zodResolver(schema as never);
  return (values, context, options) => inner(shape(values) as never, context, options as never) as ReturnType<Resolver<TForm>>;
}

/** "" and whitespace become undefined. */
export const blankToUndefined = (v: string | undefined | null) => (v == null || v.trim() === '' ? undefined : v);
