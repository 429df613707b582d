import { Section } from '../../components/Section';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { useCompanyContext } from './company-context';

export default function DocumentsTab() {
  const { companyId } = useCompanyContext();
  return (
    <Section title="Documents">
      <DocumentsPanel of="company" id={companyId} />
    </Section>
  );
}
