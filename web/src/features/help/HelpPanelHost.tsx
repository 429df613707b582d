import { lazy } from 'react';
import { lazyWithReload } from '../../app/lazy-with-reload';
import { PanelHost } from '../../components/panel/PanelHost';
import { useHelpPanel } from './help-panel-store';

const HelpPanel = lazy(lazyWithReload(() => import('./HelpPanel')));

/** Where the layout holds the help panel: it and its articles load the first time Help is opened. */
export function HelpPanelHost() {
  return <PanelHost open={useHelpPanel().open} panel={HelpPanel} />;
}
