import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyWithReload } from '../../app/lazy-with-reload';
import { useFreightPanel } from './freight-panel-store';

const FreightPanel = lazy(lazyWithReload(() => import('./FreightPanel')));

/** Where the layout holds the freight side panel: loaded the first time anything opens it. */
export function FreightPanelHost() {
  const { open } = useFreightPanel();
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? (
    <Suspense>
      <FreightPanel />
    </Suspense>
  ) : null;
}
