import { CrmRoutes } from '@polyloop/shared';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';

export default function DocumentsTab() {
  const { companyId } = useCompanyContext();
  return (
    <Section title="Documents">
      <DocumentsPanel
        id={companyId}
        routes={{
          list: CrmRoutes.listCompanyFiles,
          upload: CrmRoutes.uploadCompanyFiles,
          download: CrmRoutes.downloadCompanyFile,
          remove: CrmRoutes.deleteCompanyFile,
        }}
      />
    </Section>
  );
}
