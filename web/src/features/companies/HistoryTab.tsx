import { HistoryFeed } from '../../components/HistoryFeed';
import { Crm } from '../crm-shared/routes';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';

export default function HistoryTab() {
  const { companyId } = useCompanyContext();
  return (
    <Section title="History">
      <HistoryFeed route={Crm.companyHistory} params={{ id: companyId }} />
    </Section>
  );
}
