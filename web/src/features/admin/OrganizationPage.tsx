import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { AdminRoutes, IdentityRoutes, OrganizationPatch } from '@polyloop/shared';
import { NumberField, SaveChangesButton, TextField } from '../../components/form-fields';
import { api, useApi } from '../../lib/api';
import { blankToUndefined, schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { FullPageSpinner } from '../system/FullPageSpinner';
import { CompanySecuritySection } from './CompanySecuritySection';

interface Form {
  name: string;
  shortCode: string;
  website: string;
  defaultTaxRate: string;
  paymentTerms: string;
  documentTerms: string;
}

const shape = (v: Form) => ({
  name: v.name,
  shortCode: v.shortCode,
  website: v.website.trim() || null,
  defaultTaxRate: v.defaultTaxRate.trim() === '' ? null : Number(v.defaultTaxRate),
  paymentTerms: blankToUndefined(v.paymentTerms) ?? null,
  documentTerms: blankToUndefined(v.documentTerms) ?? null,
});

/** Administration › Organization: name, short code, website, default tax rate, payment and document terms, and whether everyone signs in with two steps. */
export default function OrganizationPage() {
  const { data, error } = useApi(IdentityRoutes.getSettings);
  const form = useForm<Form>({ resolver: schemaResolver(OrganizationPatch, shape), mode: 'onChange' });
  const { control, reset, formState } = form;
  const settings = data?.data;
  useEffect(() => {
    if (settings)
      reset({
        name: settings.name,
        shortCode: settings.shortCode,
        website: settings.website ?? '',
        defaultTaxRate: settings.defaultTaxRate == null ? '' : String(settings.defaultTaxRate),
        paymentTerms: settings.paymentTerms ?? '',
        documentTerms: settings.documentTerms ?? '',
      });
  }, [settings, reset]);
  const onSubmit = useFormSubmit(
    form,
    (values) => api(AdminRoutes.updateOrganization, { body: OrganizationPatch.parse(shape(values)) }),
    {
      success: 'Organization saved.',
      touches: VIEWS.settings,
    },
  );

  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The organization settings could not be loaded.</Alert.Title>
      </Alert.Root>
    );
  if (!settings) return <FullPageSpinner />;
  return (
    <Stack gap="6">
      <Card.Root maxW="3xl">
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Organization">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField control={control} name="name" label="Company name" required />
                <TextField
                  control={control}
                  name="shortCode"
                  label="Company Short Code"
                  required
                  maxLength={4}
                  textTransform="uppercase"
                />
                <TextField control={control} name="website" label="Website" inputMode="url" />
                <NumberField control={control} name="defaultTaxRate" label="Default tax rate (%)" max={100} />
                <TextField
                  control={control}
                  name="paymentTerms"
                  label="Payment terms"
                  helper="For example Net 30"
                />
              </SimpleGrid>
              <TextField
                control={control}
                name="documentTerms"
                label="Document terms"
                rows={4}
                helper="Printed at the end of the purchase orders, bills of lading, packing lists and shipping confirmations you generate."
              />
              <SaveChangesButton formState={formState}>Save</SaveChangesButton>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <CompanySecuritySection />
    </Stack>
  );
}
