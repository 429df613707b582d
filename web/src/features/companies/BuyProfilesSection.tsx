import { HStack, Stack, Text } from '@chakra-ui/react';
import {
  CrmRoutes,
  LABELS,
  MATERIAL_TYPE_LABELS,
  PRICE_UNIT_LABELS,
  WEIGHT_UNIT_LABELS,
} from '@polyloop/shared';
import { BuyProfileInput, type BuyProfile } from '@polyloop/shared/crm/company';
import {
  deleteAction,
  EditDeleteButtons,
  RecordFormDialog,
  RecordsSection,
  useRecordForm,
} from '../../components/list/RecordsSection';
import { useList } from '../../components/list/use-list';
import { api } from '../../lib/api';
import { clearingBlanks, schemaResolver } from '../../lib/form';
import { VIEWS } from '../../lib/views';
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

function ProfileDialog({ profile, onClose }: { profile: BuyProfile | 'new'; onClose: () => void }) {
  const { companyId } = useCompanyContext();
  const form = useRecordForm<BuyProfileRow, BuyProfile>(
    schemaResolver(BuyProfileInput, buyProfilePayload, (p) => String(p[0])),
    profile,
    emptyBuyProfile,
    buyProfileRowOf,
  );
  return (
    <RecordFormDialog
      noun="buy profile"
      isNew={profile === 'new'}
      form={form}
      save={(row) => {
        const body = BuyProfileInput.parse(buyProfilePayload(row));
        return profile === 'new'
          ? api(CrmRoutes.createBuyProfile, { params: { id: companyId }, body })
          : api(CrmRoutes.updateBuyProfile, {
              params: { id: companyId, profileId: profile.id },
              body: clearingBlanks(body, buyProfilePayload(buyProfileRowOf(profile))),
            });
      }}
      options={{ touches: VIEWS.buyProfile }}
      onClose={onClose}
    >
      <BuyProfileFields control={form.control} row={null} layout="dialog" />
    </RecordFormDialog>
  );
}

/** What the company buys. */
export function BuyProfilesSection() {
  const { companyId } = useCompanyContext();
  const list = useList(CrmRoutes.listBuyProfiles, { params: { id: companyId } });
  return (
    <RecordsSection
      noun="buy profile"
      plural="buy profiles"
      list={list}
      skeletonHeight="10"
      action={deleteAction<BuyProfile>('buy profile', {
        run: (p) => api(CrmRoutes.deleteBuyProfile, { params: { id: companyId, profileId: p.id } }),
        body: () => 'This buy profile will be removed.',
        touches: VIEWS.buyProfile,
      })}
      dialog={(profile, close) => <ProfileDialog profile={profile} onClose={close} />}
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
              <EditDeleteButtons
                text
                name={`${MATERIAL_TYPE_LABELS[p.materialType]} buy profile`}
                onEdit={() => edit(p)}
                onDelete={() => confirm(p)}
              />
            </HStack>
          ))}
        </Stack>
      )}
    </RecordsSection>
  );
}
