import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** A labelled field: required star, helper text and the error from the form (spec part 1 §5). */
export function FormField(props: {
  label: ReactNode;
  required?: boolean;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
}) {
  return (
    <Field.Root
      invalid={!!props.error}
      required={props.required}
      disabled={props.disabled}
      readOnly={props.readOnly}
    >
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.children}
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
