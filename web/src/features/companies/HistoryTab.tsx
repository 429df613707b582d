import { CrmRoutes } from '@polyloop/shared';
import { HistoryFeed } from '../../components/HistoryFeed';
import { useCompanyContext } from './company-context';
import { Section } from '../../components/Section';

export default function HistoryTab() {
  const { companyId } = useCompanyContext();
  return (
    <Section title="History">
      <HistoryFeed route={CrmRoutes.companyHistory} id={companyId} />
    </Section>
  );
}
