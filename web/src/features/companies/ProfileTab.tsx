import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, MaterialType, Service, serviceLabel } from '@polyloop/shared';
import { CompanyPatch, type Company } from '@polyloop/shared/crm/company';
import { api } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { CheckGroup, TagInput } from '../crm-shared/fields';
import { fullName, useUserOptions } from '../crm-shared/hooks';
import { messageOf } from '../crm-shared/http';
import { blankToUndefined, payloadResolver } from '../crm-shared/resolver';
import { Crm } from '../crm-shared/routes';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';
import { ContactsSection } from './ContactsSection';
import { BuyProfilesSection } from './BuyProfilesSection';
import { CompanyMaterialsSection } from './CompanyMaterialsSection';

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
  const { users } = useUserOptions();
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
        await api(Crm.updateCompany, { params: { id: companyId }, body: patchOf(v) });
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
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Company name" required error={e.name?.message}>
              <Input {...register('name')} />
            </FormField>
            <FormField label="Legal name" error={e.legalName?.message}>
              <Input {...register('legalName')} />
            </FormField>
            <FormField label="Website" error={e.website?.message}>
              <Input {...register('website')} />
            </FormField>
          </SimpleGrid>
          <FormField label="About" error={e.about?.message}>
            <Textarea rows={3} {...register('about')} />
          </FormField>
          <Controller
            control={control}
            name="services"
            render={({ field }) => (
              <CheckGroup
                legend="Services"
                value={field.value}
                onChange={field.onChange}
                options={Service.options}
                label={(s) => serviceLabel(s as Service)}
                maxH="40"
                columns={{ base: 1, sm: 2, md: 3 }}
              />
            )}
          />
          <Controller
            control={control}
            name="materials"
            render={({ field }) => (
              <CheckGroup
                legend="Material types"
                value={field.value}
                onChange={field.onChange}
                options={MaterialType.options}
                label={(m) => MATERIAL_TYPE_LABELS[m as MaterialType]}
                columns={{ base: 3, md: 5 }}
              />
            )}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagInput label="Tags" value={field.value} onChange={field.onChange} error={e.tags?.message} />
            )}
          />
          <Controller
            control={control}
            name="representatives"
            render={({ field }) => (
              <CheckGroup
                legend="Representatives"
                value={field.value}
                onChange={field.onChange}
                options={users.map((u) => u.id)}
                label={(id) => fullName(users.find((u) => u.id === id)) ?? id}
                maxH="40"
                error={e.representatives?.message}
              />
            )}
          />
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
