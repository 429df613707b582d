import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';

/**
 * A form in numbered steps (a new company, a new offer): the steps as a list to jump between, the
 * current step's title and fields, and Back/Cancel and Next or the final action. A later step
 * opens only when the steps before it are valid; the caller's `go` moves focus to the step's title.
 */
export function Wizard<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  steps: readonly string[];
  step: number;
  go: (step: number) => void;
  /** Whether the steps before `step` are valid (and shows their errors). */
  reachable: (step: number) => Promise<boolean>;
  onInvalid: () => void;
  /** Leaving from the first step. */
  onCancel: () => void;
  onNext: () => void;
  /** The last step's button. */
  finish: { label: string; busy: boolean; onClick: () => void };
  children: ReactNode;
}) {
  const { steps, step, go } = props;
  return (
    <>
      <Box as="nav" aria-label="Wizard steps" overflowX="auto">
        <HStack as="ol" gap="1" listStyleType="none">
          {steps.map((name, i) => (
            <Box as="li" key={name}>
              <Button
                size="sm"
                variant={i === step ? 'solid' : 'ghost'}
                aria-current={i === step ? 'step' : undefined}
                onClick={async () => {
                  if (i <= step) return go(i);
                  if (await props.reachable(i)) go(i);
                  else props.onInvalid();
                }}
              >
                {`${i + 1}. ${name}`}
              </Button>
            </Box>
          ))}
        </HStack>
      </Box>
      <FormProvider {...props.form}>
        <chakra.form noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="wizard-step">
          <Stack gap="4">
            <Text as="h2" id="wizard-step" fontSize="xl" fontWeight="semibold" tabIndex={-1} outline="none">
              {steps[step]}
            </Text>
            {props.children}
            <HStack justify="space-between" pt="2" borderTopWidth="1px">
              <Button variant="outline" onClick={() => (step ? go(step - 1) : props.onCancel())}>
                {step ? 'Back' : 'Cancel'}
              </Button>
              {step < steps.length - 1 ? (
                <Button onClick={props.onNext}>Next</Button>
              ) : (
                <Button loading={props.finish.busy} onClick={props.finish.onClick}>
                  {props.finish.label}
                </Button>
              )}
            </HStack>
          </Stack>
        </chakra.form>
      </FormProvider>
    </>
  );
}
