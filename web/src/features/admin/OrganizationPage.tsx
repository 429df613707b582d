import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Card, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { AdminRoutes, IdentityRoutes, OrganizationPatch } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { api, ApiError, useApi } from '../../lib/api';
import { useAccount, useRevalidateIdentity } from '../../lib/account';
import { blankToUndefined, onInvalidSubmit, shapedResolver } from '../../lib/form';
import { FullPageSpinner } from '../system/FullPageSpinner';

interface Form {
  name: string;
  shortCode: string;
  website: string;
  defaultTaxRate: string;
  paymentTerms: string;
}

const shape = (v: Form) => ({
  name: v.name,
  shortCode: v.shortCode,
  website: v.website.trim(),
  defaultTaxRate: v.defaultTaxRate.trim() === '' ? null : Number(v.defaultTaxRate),
  paymentTerms: blankToUndefined(v.paymentTerms) ?? null,
});

/** Administration › Organization: name, short code, website, default tax rate, payment terms. */
export default function OrganizationPage() {
  const { account } = useAccount();
  const revalidate = useRevalidateIdentity();
  const { data, error, mutate } = useApi(IdentityRoutes.getSettings, {}, { scope: account?.id });
  const { register, handleSubmit, reset, formState } = useForm<Form>({ resolver: shapedResolver(OrganizationPatch, shape), mode: 'onChange' });
  const settings = data?.data;
  useEffect(() => {
    if (settings)
      reset({
        name: settings.name,
        shortCode: settings.shortCode,
        website: settings.website ?? '',
        defaultTaxRate: settings.defaultTaxRate == null ? '' : String(settings.defaultTaxRate),
        paymentTerms: settings.paymentTerms ?? '',
      });
  }, [settings, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data: saved } = await api(AdminRoutes.updateOrganization, { body: OrganizationPatch.parse(shape(values)) });
      await mutate({ data: saved, totalCount: undefined }, { revalidate: false });
      void revalidate();
      notify('success', 'Organization saved.');
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
    }
  }, () => onInvalidSubmit());

  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The organization settings could not be loaded.</Alert.Title>
      </Alert.Root>
    );
  if (!settings) return <FullPageSpinner />;
  const e = formState.errors;
  return (
    <Card.Root maxW="3xl">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Organization">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Company name" required error={e.name?.message}>
                <Input {...register('name')} />
              </FormField>
              <FormField label="Company Short Code" required error={e.shortCode?.message}>
                <Input maxLength={4} textTransform="uppercase" {...register('shortCode')} />
              </FormField>
              <FormField label="Website" error={e.website?.message}>
                <Input inputMode="url" {...register('website')} />
              </FormField>
              <FormField label="Default tax rate (%)" error={e.defaultTaxRate?.message}>
                <Input inputMode="decimal" {...register('defaultTaxRate')} />
              </FormField>
              <FormField label="Payment terms" error={e.paymentTerms?.message} helper="For example Net 30">
                <Input {...register('paymentTerms')} />
              </FormField>
            </SimpleGrid>
            <Button type="submit" alignSelf="flex-start" loading={formState.isSubmitting} disabled={!formState.isDirty}>
              Save
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
