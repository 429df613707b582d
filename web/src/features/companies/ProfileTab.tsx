import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { CrmRoutes } from '@polyloop/shared';
import { CompanyPatch, type Company } from '@polyloop/shared/crm/company';
import { TagPickerField } from '../../components/tags';
import { Section } from '../../components/Section';
import { api } from '../../lib/api';
import { blankToUndefined, clearingBlanks, schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { useCompanyContext } from './company-context';
import { ContactsSection } from './ContactsSection';
import { BuyProfilesSection } from './BuyProfilesSection';
import { CompanyMaterialsSection } from './CompanyMaterialsSection';
import { CompanyLogoSection } from './CompanyLogoSection';
import {
  CompanyDetailsFields,
  MaterialTypesField,
  RepresentativesField,
  ServicesField,
} from './CompanyFields';
import type { CompanyDetails } from './wizard/rows';

const valuesOf = (c: Company): CompanyDetails => ({
  name: c.name,
  legalName: c.legalName ?? '',
  website: c.website ?? '',
  about: c.about ?? '',
  services: c.services,
  tags: c.tags,
  representatives: c.representatives,
  materials: c.materials,
});
const patchOf = (v: CompanyDetails) => ({
  ...v,
  legalName: blankToUndefined(v.legalName),
  website: blankToUndefined(v.website),
  about: blankToUndefined(v.about),
});

function DetailsForm() {
  const { company, companyId } = useCompanyContext();
  const form = useForm<CompanyDetails>({
    resolver: schemaResolver(CompanyPatch.required({ name: true }), patchOf),
    mode: 'onChange',
    defaultValues: valuesOf(company),
  });
  const { control, formState, reset } = form;
  useEffect(() => reset(valuesOf(company)), [company, reset]);
  const save = useFormSubmit(
    form,
    (v) =>
      api(CrmRoutes.updateCompany, {
        params: { id: companyId },
        // A legal name, website or about the user emptied goes as null, which clears it.
        body: clearingBlanks(patchOf(v), patchOf(valuesOf(company))),
      }),
    {
      success: 'Company saved',
      description: 'The company was not saved.',
      touches: VIEWS.company,
    },
  );
  return (
    <Section title="Details">
      <form onSubmit={save} noValidate aria-label="Company details">
        <Stack gap="4">
          <CompanyDetailsFields control={control} at={null} />
          <ServicesField control={control} at={null} maxH="40" />
          <MaterialTypesField control={control} at={null} />
          <TagPickerField control={control} name="tags" />
          <RepresentativesField control={control} at={null} />
          <HStack>
            <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
              Save details
            </Button>
            {formState.isDirty && (
              <Button variant="ghost" onClick={() => reset(valuesOf(company))}>
                Discard changes
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Section>
  );
}

/** The profile tab: details, logo, contacts, buy profiles and associated materials. */
export default function ProfileTab() {
  const { own } = useCompanyContext();
  return (
    <Stack gap="5">
      <DetailsForm />
      <CompanyLogoSection />
      <ContactsSection />
      {!own && <BuyProfilesSection />}
      {!own && <CompanyMaterialsSection />}
    </Stack>
  );
}
