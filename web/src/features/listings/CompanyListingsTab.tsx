import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { SupplyRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { useCompanyContext } from '../companies/company-context';
import { listingColumns } from './ListingsListPage';
import { KINDS, type Kind } from './kinds';

/** The way to all of the company's haves (or needs) and to a new one for it. */
function Links({ kind, companyId }: { kind: Kind; companyId: string }) {
  const k = KINDS[kind];
  const company = `companyId=${encodeURIComponent(companyId)}`;
  return (
    <HStack gap="2">
      <Button asChild size="sm" variant="ghost">
        <RouterLink to={`${k.base}?${company}`}>{`All ${k.plural}`}</RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={`${k.base}/new?${company}`}>{`New ${k.noun}`}</RouterLink>
      </Button>
    </HStack>
  );
}

/** A company's open haves and needs (its page's tab), each by expiration date. */
export default function CompanyListingsTab() {
  const { companyId } = useCompanyContext();
  const navigate = useNavigate();
  const haves = useList(SupplyRoutes.companyHaves, {
    params: { id: companyId },
    pageSize: 10,
    prefix: 'haves',
    query: ({ page, size }) => ({ page, size }),
  });
  const needs = useList(SupplyRoutes.companyNeeds, {
    params: { id: companyId },
    pageSize: 10,
    prefix: 'needs',
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <Stack gap="5">
      <Section title="Haves" action={<Links kind="have" companyId={companyId} />}>
        <ListTable
          list={haves}
          label="Haves of this company"
          columns={listingColumns('have')}
          onRowClick={(r) => navigate(`/haves/${r.id}`)}
          errorText="The haves could not be loaded."
          empty="No open haves."
        />
      </Section>
      <Section title="Needs" action={<Links kind="need" companyId={companyId} />}>
        <ListTable
          list={needs}
          label="Needs of this company"
          columns={listingColumns('need')}
          onRowClick={(r) => navigate(`/needs/${r.id}`)}
          errorText="The needs could not be loaded."
          empty="No open needs."
        />
      </Section>
    </Stack>
  );
}
