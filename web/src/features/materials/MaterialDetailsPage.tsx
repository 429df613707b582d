import { MaterialDetailsTab } from './MaterialTabs';

export default MaterialDetailsTab;
