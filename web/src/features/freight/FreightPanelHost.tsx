import { lazy } from 'react';
import { lazyWithReload } from '../../app/lazy-with-reload';
import { PanelHost } from '../../components/panel/PanelHost';
import { useFreightPanel } from './freight-panel-store';

const FreightPanel = lazy(lazyWithReload(() => import('./FreightPanel')));

/** Where the layout holds the freight side panel: loaded the first time anything opens it. */
export function FreightPanelHost() {
  return <PanelHost open={useFreightPanel().open} panel={FreightPanel} />;
}
