import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { Crm } from '../crm-shared/routes';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';

export default function DocumentsTab() {
  const { companyId } = useCompanyContext();
  return (
    <Section title="Documents">
      <DocumentsPanel
        id={companyId}
        routes={{
          list: Crm.listCompanyFiles,
          upload: Crm.uploadCompanyFiles,
          download: Crm.downloadCompanyFile,
          remove: Crm.deleteCompanyFile,
        }}
      />
    </Section>
  );
}
