import { SidePanel } from '../../components/panel/SidePanel';
import { useCloseOnNavigation } from '../../components/panel/use-close-on-navigation';
import { closeFreightPanel, useFreightPanel } from './freight-panel-store';
import { FREIGHT_SUBTITLE } from './freight-form';
import { FreightSearch } from './FreightSearch';

/**
 * The freight side panel (spec part 3 §2.3, §2.4): the freight page's search in a medium
 * drawer. Its content stays mounted once opened, so closing and reopening it keeps the search;
 * a prefilled opening (from a record) starts the form again.
 */
export default function FreightPanel() {
  const { open, prefill, version } = useFreightPanel();
  useCloseOnNavigation(closeFreightPanel);
  return (
    <SidePanel
      open={open}
      onClose={closeFreightPanel}
      title="Freight Rates"
      subtitle={FREIGHT_SUBTITLE}
      closeLabel="Close freight rates"
      pageLink={{ to: '/freight', label: 'Open the freight page and your bookings' }}
      lazyMount
      unmountOnExit={false}
    >
      <FreightSearch key={version} prefill={prefill} compact />
    </SidePanel>
  );
}
