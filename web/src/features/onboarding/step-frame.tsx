import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Heading, Stack } from '@chakra-ui/react';
import type { OnboardingForm } from './onboarding-steps';

export type ErrorsOf = ReturnType<typeof useFormContext<OnboardingForm>>['formState']['errors'];
export const msg = (e: unknown) => (e as { message?: string } | undefined)?.message;

/** The onboarding form, with the errors of the part of its values one step fills in. */
export function useStepForm<K extends keyof OnboardingForm>(part: K) {
  const form = useFormContext<OnboardingForm>();
  return { ...form, e: form.formState.errors[part] };
}

/** One step of onboarding: its heading, then what the step asks. */
export function StepFrame({
  title,
  headingId,
  gap = '4',
  children,
}: {
  title: ReactNode;
  /** The heading's id, where a group of choices is named by it. */
  headingId?: string;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap}>
      <Heading as="h2" size="xl" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
