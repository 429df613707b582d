import { CrmRoutes } from '@polyloop/shared';
import { HistorySection } from '../../components/HistoryFeed';
import { useCompanyContext } from './company-context';

export default function HistoryTab() {
  const { companyId } = useCompanyContext();
  return <HistorySection route={CrmRoutes.companyHistory} id={companyId} />;
}
