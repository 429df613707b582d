import { CrmRoutes } from '@polyloop/shared';
import { clearingBlanks } from '../../lib/form';
import type { CompanyListItem } from '@polyloop/shared/crm/company';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react';
import { api } from '../../lib/api';
import { formatDate, formatPlace } from '../../lib/format';
import { VIEWS } from '../../lib/views';
import type { Column } from '../../components/DataTable';
import { HistorySection } from '../../components/HistoryFeed';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { Section } from '../../components/Section';
import { useMaterialContext } from './MaterialLayout';
import { MaterialForm } from './MaterialForm';
import { materialFormOf, toMaterialInput } from './material-form';

export function MaterialDetailsTab() {
  const { material } = useMaterialContext();
  const initial = useMemo(() => materialFormOf(material), [material]);
  return (
    <MaterialForm
      initial={initial}
      submitLabel="Save material"
      save={(input) =>
        api(CrmRoutes.updateMaterial, {
          params: { id: material.id },
          // The whole material goes; a property the user emptied goes as null, which clears it.
          body: clearingBlanks(input, toMaterialInput(initial)),
        })
      }
      options={{
        success: 'Material saved',
        description: 'The material was not saved.',
        touches: VIEWS.material,
      }}
    />
  );
}

const companyColumns: Column<CompanyListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (c) => (
      <Link asChild color="brand.fg">
        <RouterLink to={`/companies/${c.id}`}>{c.name}</RouterLink>
      </Link>
    ),
  },
  { key: 'hq', header: 'Headquarters', cell: (c) => formatPlace(c.headquarters) },
  { key: 'created', header: 'Created', hideBelow: 'md', cell: (c) => formatDate(c.createdDate) },
];

export function MaterialCompaniesTab() {
  const { material } = useMaterialContext();
  const list = useList(CrmRoutes.materialCompanies, { params: { id: material.id } });
  return (
    <Section title="Companies">
      <ListTable
        list={list}
        label="Companies with this material"
        columns={companyColumns}
        errorText="The companies could not be loaded."
        empty="No company is associated with this material yet."
      />
    </Section>
  );
}

export function MaterialHistoryTab() {
  const { material } = useMaterialContext();
  return <HistorySection route={CrmRoutes.materialHistory} id={material.id} />;
}

export function MaterialDocumentsTab() {
  const { material } = useMaterialContext();
  return (
    <Section title="Documents">
      <DocumentsPanel of="material" id={material.id} />
    </Section>
  );
}
