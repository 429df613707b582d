import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Card, Separator, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import {
  AdminRoutes,
  MATERIAL_TYPE_LABELS,
  MaterialType,
  PUBLIC_PROFILE_MESSAGES,
  PublicCompanyInput,
  Service,
  serviceLabel,
  type PublicCompany,
} from '@polyloop/shared';
import { TogglePills } from '../../../components/choice/TogglePills';
import { TextField } from '../../../components/form-fields';
import { api, useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { blankToUndefined, clearingBlanks, schemaResolver } from '../../../lib/form';
import { useFormSubmit, useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { FullPageSpinner } from '../../system/FullPageSpinner';
import { ContactsSection } from './ContactsSection';
import { LogoUpload } from './LogoUpload';

interface Form {
  name: string;
  about: string;
  website: string;
  services: Service[];
  materials: MaterialType[];
}
const shape = (v: Form) => ({
  name: v.name,
  about: blankToUndefined(v.about),
  website: blankToUndefined(v.website),
  services: v.services,
  materials: v.materials,
});

/** Values picked by pressing them, as the directory shows them on a profile. */
function ToggleField<V extends string>(props: {
  id: string;
  legend: string;
  options: readonly V[];
  label: (v: V) => string;
  value: V[];
  onChange: (v: V[]) => void;
}) {
  const { value, onChange } = props;
  const selected = new Set(value);
  return (
    <Stack gap="2" role="group" aria-labelledby={props.id}>
      <Text id={props.id} fontSize="sm" fontWeight="medium">
        {props.legend} ({selected.size} selected)
      </Text>
      <TogglePills options={props.options} label={props.label} value={value} onChange={onChange} size="xs" />
    </Stack>
  );
}

function EnabledSwitch({ company }: { company: PublicCompany }) {
  const toggling = useSubmit<PublicCompany>({
    success: (c) => (c.enabled ? 'Your public profile is enabled.' : 'Your public profile is disabled.'),
    fallback: 'Failed to update public profile.',
    touches: VIEWS.publicProfile,
  });
  const toggle = (enabled: boolean) =>
    toggling.run(async () => (await api(AdminRoutes.updatePublicCompany, { body: { enabled } })).data);
  return (
    <Stack gap="1">
      <Switch.Root
        checked={company.enabled}
        disabled={toggling.busy}
        onCheckedChange={(d) => void toggle(d.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Public profile enabled</Switch.Label>
      </Switch.Root>
      <Text fontSize="xs" color="fg.muted">
        Enabling needs at least one service, one location and one contact. It cannot be disabled while public
        offers or requests are open.
      </Text>
    </Stack>
  );
}

/** Administration › Public profile › Profile (spec part 3 §7.7). */
export default function ProfilePage() {
  const { account } = useAccount();
  const { data, error } = useApi(AdminRoutes.getPublicCompany, {}, { shouldRetryOnError: false });
  const company = data?.data;
  const missing = error?.status === 404;
  const form = useForm<Form>({
    resolver: schemaResolver(PublicCompanyInput, shape),
    mode: 'onChange',
    defaultValues: { name: account?.companyName ?? '', about: '', website: '', services: [], materials: [] },
  });
  const { control, reset, formState } = form;
  useEffect(() => {
    if (company)
      reset({
        name: company.name,
        about: company.about ?? '',
        website: company.website ?? '',
        services: company.services,
        materials: company.materials,
      });
  }, [company, reset]);
  const onSubmit = useFormSubmit(
    form,
    (values) => {
      const body = PublicCompanyInput.parse(shape(values));
      return company
        ? api(AdminRoutes.updatePublicCompany, {
            // An about or website the user emptied goes as null, which clears it.
            body: clearingBlanks(body, { about: company.about, website: company.website }),
          })
        : api(AdminRoutes.createPublicCompany, { body });
    },
    {
      success: 'Public profile saved.',
      fallback: company ? 'Failed to update public profile.' : 'Failed to create public profile.',
      touches: VIEWS.publicProfile,
    },
  );

  if (error && !missing)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Failed to fetch public profile.</Alert.Title>
      </Alert.Root>
    );
  if (!company && !missing) return <FullPageSpinner />;
  return (
    <Stack gap="6">
      {missing && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{PUBLIC_PROFILE_MESSAGES.notCreated}</Alert.Title>
          <Alert.Description>Fill in the form below to create it.</Alert.Description>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            {company && <EnabledSwitch company={company} />}
            {company && <LogoUpload company={company} />}
            {company && <Separator />}
            <form onSubmit={onSubmit} noValidate aria-label="Public profile">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField control={control} name="name" label="Company name" required />
                  <TextField control={control} name="website" label="Website" inputMode="url" />
                </SimpleGrid>
                <TextField control={control} name="about" label="About" rows={4} />
                <Controller
                  control={control}
                  name="services"
                  render={({ field }) => (
                    <ToggleField
                      id="services-label"
                      legend="Services"
                      options={Service.options}
                      label={serviceLabel}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="materials"
                  render={({ field }) => (
                    <ToggleField
                      id="materials-label"
                      legend="Materials traded"
                      options={MaterialType.options}
                      label={(m) => MATERIAL_TYPE_LABELS[m]}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                <Button
                  type="submit"
                  alignSelf="flex-start"
                  loading={formState.isSubmitting}
                  disabled={!!company && !formState.isDirty}
                >
                  {company ? 'Save profile' : 'Create profile'}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
      {company && <ContactsSection />}
    </Stack>
  );
}
