import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Button, Flex, IconButton, Input, SimpleGrid, Switch, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormField } from '../../components/ui/form-field';
import type { OnboardingForm } from './onboarding-steps';
import { StepFrame, type ErrorsOf } from './step-frame';

/** Onboarding's invitations: colleagues by e-mail, each made an administrator or not. */
export function UsersStep() {
  const { register, control, formState } = useFormContext<OnboardingForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'invitations' });
  const errors = formState.errors.invitations as ErrorsOf['invitations'];
  return (
    <StepFrame title="Invite your colleagues">
      <Text color="fg.muted">
        They will get an e-mail to choose a password. You can also do this later under Administration.
      </Text>
      {fields.length === 0 && <Text fontSize="sm">No invitations yet.</Text>}
      {fields.map((field, i) => {
        const e = errors?.[i];
        return (
          <Box
            key={field.id}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            role="group"
            aria-label={`Invitation ${i + 1}`}
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <FormField label="Email" required error={e?.email?.message}>
                <Input type="email" {...register(`invitations.${i}.email`)} />
              </FormField>
              <FormField label="First name" error={e?.firstName?.message}>
                <Input {...register(`invitations.${i}.firstName`)} />
              </FormField>
              <FormField label="Last name" error={e?.lastName?.message}>
                <Input {...register(`invitations.${i}.lastName`)} />
              </FormField>
            </SimpleGrid>
            <Flex mt="3" justify="space-between" align="center">
              <Controller
                control={control}
                name={`invitations.${i}.admin`}
                render={({ field: f }) => (
                  <Switch.Root checked={!!f.value} onCheckedChange={(d) => f.onChange(d.checked)}>
                    <Switch.HiddenInput onBlur={f.onBlur} />
                    <Switch.Control />
                    <Switch.Label>Administrator</Switch.Label>
                  </Switch.Root>
                )}
              />
              <IconButton
                aria-label={`Remove invitation ${i + 1}`}
                variant="ghost"
                size="sm"
                onClick={() => remove(i)}
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          </Box>
        );
      })}
      <Button
        variant="outline"
        alignSelf="flex-start"
        onClick={() => append({ email: '', firstName: '', lastName: '', admin: false, functionalRoles: [] })}
      >
        <LuPlus aria-hidden /> Add colleague
      </Button>
    </StepFrame>
  );
}
