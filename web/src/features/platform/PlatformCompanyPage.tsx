import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { Badge, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import {
  ACCESS_KIND_LABELS,
  ACCESS_STATUS_LABELS,
  AdminRoutes,
  PUBLISHING_PERMISSION_LABELS,
  PublishingPermission,
  PublishingPermissionsInput,
  type AccessRequestView,
  type PlatformCompany,
} from '@polyloop/shared';
import type { Column } from '../../components/DataTable';
import { DataTable } from '../../components/DataTable';
import { SaveChangesButton, SelectField } from '../../components/form-fields';
import { RecordFallback } from '../../components/RecordPage';
import { Section } from '../../components/Section';
import { api, useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { formatDate, formatDateTime, formatPlace } from '../../lib/format';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { DecisionButtons, DecisionSummary, Person } from './AccessRequestParts';
import { DecisionDialog, type Deciding } from './DecisionDialog';

type Form = PublishingPermissionsInput;
const FIELDS: Array<{ name: keyof Form; label: string }> = [
  { name: 'publicOfferPermission', label: 'Public offers' },
  { name: 'publicRequestPermission', label: 'Public requests' },
  { name: 'privateAuctionPermission', label: 'Private auctions' },
  { name: 'reverseAuctionPermission', label: 'Reverse auctions' },
];

/** The four publishing permissions, saved together. */
function PublishingForm({ company }: { company: PlatformCompany }) {
  const form = useForm<Form>({
    resolver: schemaResolver(PublishingPermissionsInput),
    mode: 'onChange',
    defaultValues: company.publishing,
  });
  const { reset, formState } = form;
  useEffect(() => reset(company.publishing), [company.publishing, reset]);
  const submit = useFormSubmit(
    form,
    (values) =>
      api(AdminRoutes.setPublishingPermissions, { params: { tenantId: company.tenantId }, body: values }),
    {
      success: 'Publishing permissions saved.',
      touches: VIEWS.publishing,
    },
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Publishing permissions">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Only pre-approved kinds can be published. Approval required lets the company ask; the change reaches
          its people within seconds.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map((f) => (
            <SelectField
              key={f.name}
              control={form.control}
              name={f.name}
              label={f.label}
              options={PublishingPermission.options}
              labels={PUBLISHING_PERMISSION_LABELS}
              required
            />
          ))}
        </SimpleGrid>
        <SaveChangesButton formState={formState}>Save</SaveChangesButton>
      </Stack>
    </form>
  );
}

const STATUS_COLORS = { PENDING: 'orange', APPROVED: 'green', DECLINED: 'gray' } as const;

/** Platform administration › a company: where it is, what it may publish, and its latest request of each kind. */
export default function PlatformCompanyPage() {
  const tenantId = useParams().tenantId ?? '';
  const { data, error } = useApi(AdminRoutes.getPlatformCompany, { params: { tenantId } });
  const [deciding, setDeciding] = useState<Deciding>(null);
  const company = data?.data;
  const back = (
    <Link asChild color="brand.fg" alignSelf="flex-start">
      <RouterLink to="/platform/access-requests">
        <LuArrowLeft aria-hidden /> Access requests
      </RouterLink>
    </Link>
  );
  if (!company)
    return (
      <Stack gap="4">
        {back}
        <RecordFallback
          error={error}
          noun="company"
          missing="This company does not exist."
          back={{ label: 'Back to access requests', to: '/platform/access-requests' }}
        />
      </Stack>
    );
  const columns: Column<AccessRequestView>[] = [
    { key: 'kind', header: 'Asks for', cell: (r) => ACCESS_KIND_LABELS[r.kind] },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <Badge colorPalette={STATUS_COLORS[r.status]} variant="subtle">
          {ACCESS_STATUS_LABELS[r.status]}
        </Badge>
      ),
    },
    {
      key: 'requestedBy',
      header: 'Requested by',
      hideBelow: 'md',
      cell: (r) => <Person person={r.requestedBy} />,
    },
    { key: 'createdDate', header: 'Requested', cell: (r) => formatDateTime(r.createdDate) },
    {
      key: 'message',
      header: 'Message',
      hideBelow: 'lg',
      cell: (r) => <Text whiteSpace="pre-wrap">{r.message ?? '—'}</Text>,
    },
    {
      key: 'decision',
      header: 'Decision',
      hideBelow: 'md',
      cell: (r) => (r.status === 'PENDING' ? '—' : <DecisionSummary request={r} />),
    },
  ];
  return (
    <Stack gap="5">
      {back}
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {company.name}
          </Heading>
          <Badge variant="outline">{company.shortCode}</Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {[formatPlace(company), company.country].filter(Boolean).join(', ') || '—'} · onboarded{' '}
          {formatDate(company.onboardedAt)}
        </Text>
      </Stack>
      <Section title="Publishing permissions">
        <PublishingForm company={company} />
      </Section>
      <Section title="Access requests">
        <DataTable
          label={`Access requests of ${company.name}`}
          columns={columns}
          rows={company.accessRequests}
          actions={(r) =>
            r.status === 'PENDING' ? <DecisionButtons request={r} onDecide={setDeciding} /> : null
          }
          empty="This company has not asked for anything."
        />
      </Section>
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
