import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { RouteDefinition } from '@polyloop/shared';
import { notify } from '../components/ui/toaster';
import { ApiError, useRevalidate } from './api';
import { AuthError } from './auth';
import { formFieldOf } from './form';
import { lockScreen } from './screen-lock';

export const FORM_ERROR = 'Please fix the highlighted fields.';

/** Scrolls the first invalid field into view and focuses it, once React has painted the errors. */
export function focusFirstInvalid(root?: HTMLElement | null) {
  requestAnimationFrame(() => {
    const scope: ParentNode = root ?? document;
    const field = scope.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] input, [data-invalid] button',
    );
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}

/** A failed submit: the form-error toast, then the first invalid field in view (spec part 1 §5). */
export function onInvalidSubmit(root?: HTMLElement | null) {
  notify('error', FORM_ERROR);
  focusFirstInvalid(root);
}

export const GENERIC_ERROR = 'Something went wrong, try again or contact support.';

/** The server's (or Cognito's) message for a failed call, else `fallback`, else the general one (spec part 3 §8.3). */
export const messageOf = (e: unknown, fallback = GENERIC_ERROR) =>
  ((e instanceof ApiError && e.status !== 0) || e instanceof AuthError) && e.message ? e.message : fallback;

export interface SubmitOptions<R> {
  /** The success toast: a text, or one made from the answer. None when absent. */
  success?: string | ((result: R) => string);
  /** The error toast's title when the server gives no message of its own. */
  fallback?: string;
  /** The error toast's title whatever the server says, where the spec words the failure itself. */
  error?: string;
  /** A second line under the error toast ("The company was not saved."). */
  description?: string;
  /** The routes whose views the mutation changes: all their cached answers revalidate after it. */
  touches?: readonly Pick<RouteDefinition, 'id'>[];
  /**
   * Sees a failure first (a duplicate to confirm, a seat limit); answer true when it dealt with it
   * and no toast should show.
   */
  onError?: (error: unknown) => boolean | void;
  /**
   * Locks the screen while the call runs (a form's submit, spec part 3 §4.3), and a second run
   * while one is under way does nothing: a double click or a second Enter sends once.
   */
  lock?: boolean;
}

/**
 * Runs mutations the one way the app does: the call, then the views it touched revalidated and
 * the optional success toast; on failure the error toast (the server's message, else the given or
 * the general one). Resolves to `{ result }`, or undefined when the call failed, so callers go
 * on only after a success. `busy` is true while one runs.
 *
 *   const act = useSubmit({ success: 'Contact archived', touches: VIEWS.contact });
 *   if (await act.run(() => api(CrmRoutes.archiveCompanyContact, { params }))) close();
 */
export function useSubmit<R = unknown>(options: SubmitOptions<R> = {}) {
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const running = useRef(false);
  const run = async (
    mutation: () => Promise<R>,
    fail?: (error: unknown) => boolean,
  ): Promise<{ result: R } | undefined> => {
    const o = latest.current;
    if (o.lock && running.current) return undefined;
    running.current = true;
    const release = o.lock ? lockScreen() : undefined;
    setBusy(true);
    try {
      const result = await mutation();
      if (o.touches?.length) void revalidate(o.touches);
      const success = typeof o.success === 'function' ? o.success(result) : o.success;
      if (success) notify('success', success);
      return { result };
    } catch (error) {
      if (!o.onError?.(error) && !fail?.(error))
        notify(
          'error',
          o.error ?? messageOf(error, o.fallback),
          o.description ? { description: o.description } : undefined,
        );
      return undefined;
    } finally {
      running.current = false;
      release?.();
      setBusy(false);
    }
  };
  return { run, busy };
}

/**
 * Puts errors the server named onto the form's fields (their paths already in the form's terms)
 * and brings the first into view; answers whether any was placed.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  errors: { path: string; message: string }[],
  root?: HTMLElement | null,
): boolean {
  // A server key names a field at run time: the form shows whatever path it is given.
  for (const { path, message } of errors) form.setError(path as FieldPath<T>, { type: 'server', message });
  if (errors.length) focusFirstInvalid(root);
  return errors.length > 0;
}

export interface FormSubmitOptions<T extends FieldValues, R> extends SubmitOptions<R> {
  /** After a success, e.g. close the dialog or go to the new record. */
  onSuccess?: (result: R, values: T) => void | Promise<void>;
  /** Where a server field error shows (`body.contacts.1.email` → a form field); undefined drops it. */
  fieldOf?: (key: string) => string | undefined;
}

/**
 * `useSubmit` for a react-hook-form form: an `onSubmit` handler that validates with the form's
 * resolver (the form-error toast when invalid), runs the mutation, and puts the server's field
 * errors onto the form's fields before the error toast. The screen is locked from the submit to
 * the answer (and through `onSuccess`, which often moves on), and a submit while one is under way
 * is dropped.
 */
export function useFormSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  mutation: (values: T) => Promise<R>,
  options: FormSubmitOptions<T, R> = {},
) {
  const submit = useSubmit<R>(options);
  const fieldOf = options.fieldOf ?? formFieldOf;
  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return false;
    const errors = Object.entries(error.fieldErrors).flatMap(([key, [message]]) => {
      const path = message && fieldOf(key);
      return path ? [{ path, message }] : [];
    });
    showServerErrors(form, errors);
    return false;
  };
  const handle = form.handleSubmit(
    async (values: T) => {
      const done = await submit.run(() => mutation(values), showFieldErrors);
      if (done) await options.onSuccess?.(done.result, values);
    },
    () => onInvalidSubmit(),
  );
  const sending = useRef(false);
  return async (event?: BaseSyntheticEvent) => {
    if (sending.current) {
      event?.preventDefault();
      return;
    }
    sending.current = true;
    const release = lockScreen();
    try {
      await handle(event);
    } finally {
      sending.current = false;
      release();
    }
  };
}
