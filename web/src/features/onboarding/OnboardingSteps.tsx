import { Controller, useFormContext } from 'react-hook-form';
import {
  Alert,
  Badge,
  Box,
  Checkbox,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import {
  INTENT_LABELS,
  Intent,
  MATERIAL_TYPE_LABELS,
  MaterialType,
  MESSAGES,
  type PlaceDetails,
} from '@polyloop/shared';
import { AddressAutocomplete } from '../../components/AddressAutocomplete';
import { TogglePills } from '../../components/choice/TogglePills';
import { FormField } from '../../components/ui/form-field';
import type { OnboardingForm } from './onboarding-steps';
import { msg, StepFrame, useStepForm } from './step-frame';
import { LabelledCheckbox } from '../../components/choice/LabelledCheckbox';

export function WelcomeStep({ firstName }: { firstName: string }) {
  return (
    <StepFrame title={<>Welcome{firstName ? `, ${firstName}` : ''}!</>} gap="3">
      <Text>
        Let's set up your company. It takes a few minutes: your company, the materials you trade, your main
        location, a contact, colleagues to invite and what you want to do first.
      </Text>
    </StepFrame>
  );
}

export function CompanyStep() {
  const { register, e } = useStepForm('company');
  return (
    <StepFrame title="Your company">
      <FormField label="Company name" required error={e?.name?.message}>
        <Input autoComplete="organization" {...register('company.name')} />
      </FormField>
      <FormField
        label="Company Short Code"
        required
        error={e?.shortCode?.message}
        helper="2 to 4 letters or digits; it prefixes your identifiers (for example ACME-1042)."
      >
        <Input maxLength={4} textTransform="uppercase" {...register('company.shortCode')} />
      </FormField>
      <FormField label="Website" error={e?.website?.message}>
        <Input type="url" inputMode="url" placeholder="www.example.com" {...register('company.website')} />
      </FormField>
    </StepFrame>
  );
}

export function MaterialsStep() {
  const { control } = useFormContext<OnboardingForm>();
  return (
    <StepFrame title="Materials" headingId="materials-heading">
      <Text color="fg.muted">Which materials does your company buy or sell?</Text>
      <Controller
        control={control}
        name="materials"
        render={({ field }) => (
          <TogglePills
            role="group"
            aria-labelledby="materials-heading"
            options={MaterialType.options}
            label={(type) => MATERIAL_TYPE_LABELS[type]}
            value={field.value ?? []}
            onChange={field.onChange}
            size="sm"
          />
        )}
      />
    </StepFrame>
  );
}

export function LocationStep({ showIncomplete }: { showIncomplete: boolean }) {
  const { register, setValue, getValues, e } = useStepForm('primaryLocation');
  const fill = (place: PlaceDetails | null) => {
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    const location = getValues('primaryLocation');
    setValue(
      'primaryLocation',
      {
        ...location,
        address: place?.address ?? '',
        addressLineTwo: place?.addressLineTwo ?? location.addressLineTwo ?? '',
        city: place?.city ?? '',
        stateProvince: place?.stateProvince ?? '',
        postalCode: place?.postalCode ?? '',
        country: place?.country,
        formattedAddress: place?.formattedAddress ?? '',
        latitude: place?.latitude,
        longitude: place?.longitude,
      },
      opts,
    );
  };
  const addressError = msg(e?.latitude) ?? msg(e?.longitude) ?? msg(e?.address);
  return (
    <StepFrame title="Primary location">
      {showIncomplete && e && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.primaryLocationIncomplete}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label="Location name" error={msg(e?.name)}>
        <Input placeholder="Main plant" {...register('primaryLocation.name')} />
      </FormField>
      <AddressAutocomplete
        label="Address"
        required
        error={addressError}
        initialValue={getValues('primaryLocation.formattedAddress') || undefined}
        onSelect={fill}
      />
      <FormField label="Address line 2" error={msg(e?.addressLineTwo)}>
        <Input {...register('primaryLocation.addressLineTwo')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="City" required error={msg(e?.city)} readOnly>
          <Input readOnly {...register('primaryLocation.city')} />
        </FormField>
        <FormField label="State/Province" required error={msg(e?.stateProvince)} readOnly>
          <Input readOnly {...register('primaryLocation.stateProvince')} />
        </FormField>
        <FormField label="Postal Code" required error={msg(e?.postalCode)} readOnly>
          <Input readOnly {...register('primaryLocation.postalCode')} />
        </FormField>
        <FormField label="Country" required error={msg(e?.country)} readOnly>
          <Input readOnly {...register('primaryLocation.country')} />
        </FormField>
      </SimpleGrid>
    </StepFrame>
  );
}

export function ContactStep() {
  const { register, e } = useStepForm('primaryContact');
  return (
    <StepFrame title="Primary contact">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="First name" required error={e?.firstName?.message}>
          <Input autoComplete="given-name" {...register('primaryContact.firstName')} />
        </FormField>
        <FormField label="Last name" required error={e?.lastName?.message}>
          <Input autoComplete="family-name" {...register('primaryContact.lastName')} />
        </FormField>
        <FormField label="Email" required error={e?.email?.message}>
          <Input type="email" autoComplete="email" {...register('primaryContact.email')} />
        </FormField>
        <FormField label="Phone" error={e?.phone?.message} helper="10 digits">
          <Input type="tel" autoComplete="tel" {...register('primaryContact.phone')} />
        </FormField>
      </SimpleGrid>
    </StepFrame>
  );
}

export function IntentStep() {
  const { control, formState } = useFormContext<OnboardingForm>();
  const error = msg(formState.errors.intents);
  return (
    <StepFrame title="What do you want to do?" headingId="intent-heading">
      <Controller
        control={control}
        name="intents"
        render={({ field }) => {
          const selected = new Set(field.value ?? []);
          return (
            <Stack
              gap="3"
              role="group"
              aria-labelledby="intent-heading"
              data-invalid={error ? '' : undefined}
            >
              {Intent.options.map((intent) => (
                <LabelledCheckbox
                  key={intent}
                  checked={selected.has(intent)}
                  invalid={!!error}
                  onCheckedChange={(d) =>
                    field.onChange(
                      d.checked ? [...selected, intent] : [...selected].filter((s) => s !== intent),
                    )
                  }
                >
                  <HStack gap="2">
                    <span>{INTENT_LABELS[intent].label}</span>
                    {INTENT_LABELS[intent].note && (
                      <Badge colorPalette={intent === 'CORE_SUITE' ? 'brand' : 'gray'}>
                        {INTENT_LABELS[intent].note}
                      </Badge>
                    )}
                  </HStack>
                </LabelledCheckbox>
              ))}
            </Stack>
          );
        }}
      />
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </StepFrame>
  );
}

export function ReviewStep() {
  const { control, getValues, formState } = useFormContext<OnboardingForm>();
  const v = getValues();
  const termsError = msg(formState.errors.termsAccepted);
  const rows: [string, string][] = [
    ['Company', `${v.company.name} (${v.company.shortCode.toUpperCase()})`],
    ['Website', v.company.website || '—'],
    ['Materials', (v.materials ?? []).map((m) => MATERIAL_TYPE_LABELS[m]).join(', ') || '—'],
    [
      'Primary location',
      v.primaryLocation.formattedAddress ||
        [v.primaryLocation.address, v.primaryLocation.city].filter(Boolean).join(', ') ||
        '—',
    ],
    [
      'Primary contact',
      `${v.primaryContact.firstName} ${v.primaryContact.lastName} · ${v.primaryContact.email}`,
    ],
    ['Invitations', (v.invitations ?? []).map((i) => i.email).join(', ') || 'None'],
    ['Intent', (v.intents ?? []).map((i) => INTENT_LABELS[i].label).join('; ') || '—'],
  ];
  return (
    <StepFrame title="Review">
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} gap="2">
        {rows.map(([k, val]) => (
          <Box key={k} display="contents">
            <Text as="dt" fontWeight="semibold">
              {k}
            </Text>
            <Text as="dd" mb={{ base: '2', md: '0' }}>
              {val}
            </Text>
          </Box>
        ))}
      </Box>
      <Controller
        control={control}
        name="publicProfile"
        render={({ field }) => (
          <Switch.Root checked={field.value !== false} onCheckedChange={(d) => field.onChange(d.checked)}>
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>Show my company on the network (public profile)</Switch.Label>
          </Switch.Root>
        )}
      />
      <Controller
        control={control}
        name="termsAccepted"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value === true}
            invalid={!!termsError}
            onCheckedChange={(d) => field.onChange(d.checked === true)}
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} aria-invalid={!!termsError} />
            <Checkbox.Control />
            <Checkbox.Label>
              I accept the{' '}
              <Link href="/terms" target="_blank" rel="noopener" color="brand.fg">
                Terms and Conditions
              </Link>{' '}
              and the{' '}
              <Link href="/privacy" target="_blank" rel="noopener" color="brand.fg">
                Privacy Policy
              </Link>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      {termsError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {termsError}
        </Text>
      )}
    </StepFrame>
  );
}
