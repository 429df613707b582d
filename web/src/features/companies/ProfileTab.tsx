import { CrmRoutes } from '@polyloop/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { MaterialType, Service } from '@polyloop/shared';
import { CompanyPatch, type Company } from '@polyloop/shared/crm/company';
import { api } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { notify } from '../../components/ui/toaster';
import { TagInput } from '../crm-shared/fields';
import { messageOf } from '../crm-shared/http';
import { blankToUndefined, payloadResolver } from '../crm-shared/resolver';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';
import { ContactsSection } from './ContactsSection';
import { BuyProfilesSection } from './BuyProfilesSection';
import { CompanyMaterialsSection } from './CompanyMaterialsSection';
import {
  CompanyDetailsFields,
  MaterialTypesField,
  RepresentativesField,
  ServicesField,
} from './CompanyFields';

interface DetailsValues {
  name: string;
  legalName: string;
  website: string;
  about: string;
  services: Service[];
  tags: string[];
  representatives: string[];
  materials: MaterialType[];
}
const valuesOf = (c: Company): DetailsValues => ({
  name: c.name,
  legalName: c.legalName ?? '',
  website: c.website ?? '',
  about: c.about ?? '',
  services: c.services,
  tags: c.tags,
  representatives: c.representatives,
  materials: c.materials,
});
const patchOf = (v: DetailsValues) => ({
  ...v,
  name: v.name,
  legalName: blankToUndefined(v.legalName),
  website: blankToUndefined(v.website),
  about: blankToUndefined(v.about),
});

function DetailsForm() {
  const { company, companyId, refresh } = useCompanyContext();
  const form = useForm<DetailsValues>({
    resolver: payloadResolver(CompanyPatch.required({ name: true }), patchOf),
    mode: 'onChange',
    defaultValues: valuesOf(company),
  });
  const { register, control, formState, reset, handleSubmit } = form;
  useEffect(() => reset(valuesOf(company)), [company, reset]);
  const e = formState.errors;
  const save = handleSubmit(
    async (v) => {
      try {
        await api(CrmRoutes.updateCompany, { params: { id: companyId }, body: patchOf(v) });
        notify('success', 'Company saved');
        await refresh();
      } catch (err) {
        notify('error', messageOf(err), { description: 'The company was not saved.' });
      }
    },
    () => onInvalidSubmit(),
  );
  return (
    <Section title="Details">
      <form onSubmit={save} noValidate aria-label="Company details">
        <Stack gap="4">
          <CompanyDetailsFields register={register as never} errors={e} />
          <ServicesField control={control as never} maxH="40" />
          <MaterialTypesField control={control as never} />
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagInput label="Tags" value={field.value} onChange={field.onChange} error={e.tags?.message} />
            )}
          />
          <RepresentativesField control={control as never} error={e.representatives?.message} />
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

/** The profile tab: details, contacts, buy profiles and associated materials. */
export default function ProfileTab() {
  const { own } = useCompanyContext();
  return (
    <Stack gap="5">
      <DetailsForm />
      <ContactsSection />
      {!own && <BuyProfilesSection />}
      {!own && <CompanyMaterialsSection />}
    </Stack>
  );
}
