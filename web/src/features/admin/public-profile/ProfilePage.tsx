import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Card, Input, Separator, SimpleGrid, Stack, Switch, Text, Textarea, Wrap } from '@chakra-ui/react';
import { AdminRoutes, PUBLIC_PROFILE_MESSAGES, PublicCompanyInput, Service, serviceLabel, type PublicCompany } from '@polyloop/shared';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { api, ApiError, useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { blankToUndefined, onInvalidSubmit, shapedResolver } from '../../../lib/form';
import { FullPageSpinner } from '../../system/FullPageSpinner';
import { ContactsSection } from './ContactsSection';
import { LogoUpload } from './LogoUpload';

interface Form {
  name: string;
  about: string;
  website: string;
  services: Service[];
}
const shape = (v: Form) => ({ name: v.name, about: blankToUndefined(v.about), website: blankToUndefined(v.website), services: v.services });

function ServicesField({ value, onChange }: { value: Service[]; onChange: (v: Service[]) => void }) {
  const selected = new Set(value);
  return (
    <Stack gap="2" role="group" aria-labelledby="services-label">
      <Text id="services-label" fontSize="sm" fontWeight="medium">
        Services ({selected.size} selected)
      </Text>
      <Wrap gap="2">
        {Service.options.map((s) => {
          const on = selected.has(s);
          return (
            <Button key={s} size="xs" borderRadius="full" variant={on ? 'solid' : 'outline'} aria-pressed={on} onClick={() => onChange(on ? value.filter((v) => v !== s) : [...value, s])}>
              {serviceLabel(s)}
            </Button>
          );
        })}
      </Wrap>
    </Stack>
  );
}

function EnabledSwitch({ company, onChange }: { company: PublicCompany; onChange: (c: PublicCompany) => void }) {
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      const { data } = await api(AdminRoutes.updatePublicCompany, { body: { enabled } });
      onChange(data);
      notify('success', enabled ? 'Your public profile is enabled.' : 'Your public profile is disabled.');
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Failed to update public profile.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1">
      <Switch.Root checked={company.enabled} disabled={busy} onCheckedChange={(d) => void toggle(d.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Public profile enabled</Switch.Label>
      </Switch.Root>
      <Text fontSize="xs" color="fg.muted">
        Enabling needs at least one service, one location and one contact. It cannot be disabled while public offers or requests are open.
      </Text>
    </Stack>
  );
}

/** Administration › Public profile › Profile (spec part 3 §7.7). */
export default function ProfilePage() {
  const { account } = useAccount();
  const { data, error, mutate } = useApi(AdminRoutes.getPublicCompany, {}, { scope: account?.id, shouldRetryOnError: false });
  const company = data?.data;
  const missing = error?.status === 404;
  const { register, control, handleSubmit, reset, formState } = useForm<Form>({
    resolver: shapedResolver(PublicCompanyInput, shape),
    mode: 'onChange',
    defaultValues: { name: account?.companyName ?? '', about: '', website: '', services: [] },
  });
  useEffect(() => {
    if (company) reset({ name: company.name, about: company.about ?? '', website: company.website ?? '', services: company.services });
  }, [company, reset]);
  const set = (c: PublicCompany) => void mutate({ data: c, totalCount: undefined }, { revalidate: false });

  const onSubmit = handleSubmit(async (values) => {
    const body = PublicCompanyInput.parse(shape(values));
    try {
      const { data: saved } = company ? await api(AdminRoutes.updatePublicCompany, { body }) : await api(AdminRoutes.createPublicCompany, { body });
      set(saved);
      notify('success', 'Public profile saved.');
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : company ? 'Failed to update public profile.' : 'Failed to create public profile.');
    }
  }, () => onInvalidSubmit());

  if (error && !missing)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Failed to fetch public profile.</Alert.Title>
      </Alert.Root>
    );
  if (!company && !missing) return <FullPageSpinner />;
  const e = formState.errors;
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
            {company && <EnabledSwitch company={company} onChange={set} />}
            {company && <LogoUpload company={company} onChange={set} />}
            {company && <Separator />}
            <form onSubmit={onSubmit} noValidate aria-label="Public profile">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField label="Company name" required error={e.name?.message}>
                    <Input {...register('name')} />
                  </FormField>
                  <FormField label="Website" error={e.website?.message}>
                    <Input inputMode="url" {...register('website')} />
                  </FormField>
                </SimpleGrid>
                <FormField label="About" error={e.about?.message}>
                  <Textarea rows={4} {...register('about')} />
                </FormField>
                <Controller control={control} name="services" render={({ field }) => <ServicesField value={field.value} onChange={field.onChange} />} />
                <Button type="submit" alignSelf="flex-start" loading={formState.isSubmitting} disabled={!!company && !formState.isDirty}>
                  {company ? 'Save profile' : 'Create profile'}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
      {company && (
        <Card.Root>
          <Card.Body>
            <ContactsSection scope={account?.id} onChange={() => void mutate()} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
