import { CrmRoutes } from '@polyloop/shared';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { api, useApi } from '../../lib/api';
import { HistoryFeed } from '../../components/HistoryFeed';
import { notify } from '../../components/ui/toaster';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { formatDate } from '../crm-shared/hooks';
import { messageOf } from '../crm-shared/http';
import { Section } from '../crm-shared/Section';
import { useMaterialContext } from './MaterialLayout';
import { MaterialForm } from './MaterialForm';
import { materialFormOf } from './material-form';

export function MaterialDetailsTab() {
  const { material, refresh } = useMaterialContext();
  const initial = useMemo(() => materialFormOf(material), [material]);
  return (
    <MaterialForm
      initial={initial}
      submitLabel="Save material"
      onSubmit={async (input) => {
        try {
          await api(CrmRoutes.updateMaterial, { params: { id: material.id }, body: input });
          notify('success', 'Material saved');
          await refresh();
        } catch (e) {
          notify('error', messageOf(e), { description: 'The material was not saved.' });
        }
      }}
    />
  );
}

export function MaterialCompaniesTab() {
  const { material } = useMaterialContext();
  const list = useApi(CrmRoutes.materialCompanies, { params: { id: material.id } });
  const companies = list.data?.data ?? [];
  return (
    <Section title="Companies">
      {list.isLoading && <Skeleton height="10" />}
      {list.error && <Text color="fg.error">The companies could not be loaded.</Text>}
      {!list.isLoading && !list.error && !companies.length && (
        <Text color="fg.muted">No company is associated with this material yet.</Text>
      )}
      {companies.length > 0 && (
        <Table.Root size="sm" aria-label="Companies with this material">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Headquarters</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Created</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {companies.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>
                  <Link asChild color="brand.fg">
                    <RouterLink to={`/companies/${c.id}`}>{c.name}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  {c.headquarters
                    ? [c.headquarters.city, c.headquarters.stateProvince].filter(Boolean).join(', ')
                    : '—'}
                </Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                  {formatDate(c.createdDate)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Section>
  );
}

export function MaterialHistoryTab() {
  const { material } = useMaterialContext();
  return (
    <Section title="History">
      <HistoryFeed route={CrmRoutes.materialHistory} params={{ id: material.id }} />
    </Section>
  );
}

export function MaterialDocumentsTab() {
  const { material } = useMaterialContext();
  return (
    <Section title="Documents">
      <DocumentsPanel
        id={material.id}
        routes={{
          list: CrmRoutes.listMaterialFiles,
          upload: CrmRoutes.uploadMaterialFiles,
          download: CrmRoutes.downloadMaterialFile,
          remove: CrmRoutes.deleteMaterialFile,
        }}
      />
    </Section>
  );
}
