import { CrmRoutes } from '@polyloop/shared';
import { HistoryFeed } from '../../components/HistoryFeed';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';

export default function HistoryTab() {
  const { companyId } = useCompanyContext();
  return (
    <Section title="History">
      <HistoryFeed route={CrmRoutes.companyHistory} params={{ id: companyId }} />
    </Section>
  );
}
