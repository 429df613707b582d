import { useForm } from 'react-hook-form';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, LABELS, MATERIAL_TYPE_LABELS, PRICE_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '@polyloop/shared';
import { BuyProfileInput, type BuyProfile } from '@polyloop/shared/crm/company';
import { api, useApi } from '../../lib/api';
import { payloadResolver } from '../crm-shared/resolver';
import { RecordFormDialog, RecordsSection } from '../crm-shared/RecordsSection';
import { useCompanyContext } from './company-context';
import { BuyProfileFields } from './BuyProfileFields';
import { buyProfilePayload, buyProfileRowOf, emptyBuyProfile, type BuyProfileRow } from './wizard/rows';

const summary = (p: BuyProfile) =>
  [
    p.grades.map((g) => LABELS.grade[g]).join('/'),
    p.forms.map((f) => LABELS.form[f]).join('/'),
    p.colors.map((c) => LABELS.color[c]).join('/'),
    p.minWeight && `min ${p.minWeight.unitValue} ${WEIGHT_UNIT_LABELS[p.minWeight.unit]}`,
    p.priceTarget && `$${p.priceTarget.unitValue.toFixed(2)} ${PRICE_UNIT_LABELS[p.priceTarget.unit]}`,
  ]
    .filter(Boolean)
    .join(' · ');

function ProfileDialog({
  profile,
  onClose,
  onSaved,
}: {
  profile: BuyProfile | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { companyId } = useCompanyContext();
  const form = useForm<BuyProfileRow>({
    resolver: payloadResolver(BuyProfileInput, buyProfilePayload, (p) => String(p[0])),
    mode: 'onChange',
    defaultValues: profile === 'new' ? emptyBuyProfile() : buyProfileRowOf(profile),
  });
  return (
    <RecordFormDialog
      noun="buy profile"
      isNew={profile === 'new'}
      form={form}
      save={(row) => {
        const body = BuyProfileInput.parse(buyProfilePayload(row));
        return profile === 'new'
          ? api(CrmRoutes.createBuyProfile, { params: { id: companyId }, body })
          : api(CrmRoutes.updateBuyProfile, { params: { id: companyId, profileId: profile.id }, body });
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <BuyProfileFields
        control={form.control as never}
        register={form.register as never}
        prefix=""
        errors={form.formState.errors}
        layout="dialog"
      />
    </RecordFormDialog>
  );
}

/** What the company buys. */
export function BuyProfilesSection() {
  const { companyId } = useCompanyContext();
  const list = useApi(CrmRoutes.listBuyProfiles, { params: { id: companyId } });
  return (
    <RecordsSection<BuyProfile>
      title="Buy profiles"
      noun="buy profile"
      plural="buy profiles"
      list={list}
      skeletonHeight="10"
      action={{
        title: () => 'Delete buy profile?',
        confirmLabel: () => 'Delete',
        destructive: () => true,
        body: () => 'This buy profile will be removed.',
        done: () => 'Buy profile deleted',
        run: (p) => api(CrmRoutes.deleteBuyProfile, { params: { id: companyId, profileId: p.id } }),
      }}
      dialog={(profile, done) => (
        <ProfileDialog profile={profile} onClose={done.close} onSaved={done.saved} />
      )}
    >
      {(profiles, { edit, confirm }) => (
        <Stack as="ul" listStyleType="none" gap="2">
          {profiles.map((p) => (
            <HStack
              as="li"
              key={p.id}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              wrap="wrap"
            >
              <Text>
                <strong>{MATERIAL_TYPE_LABELS[p.materialType]}</strong> {summary(p) && `· ${summary(p)}`}
              </Text>
              <HStack gap="1">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => edit(p)}
                  aria-label={`Edit ${MATERIAL_TYPE_LABELS[p.materialType]} buy profile`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => confirm(p)}
                  aria-label={`Delete ${MATERIAL_TYPE_LABELS[p.materialType]} buy profile`}
                >
                  Delete
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </RecordsSection>
  );
}
