import { MaterialDocumentsTab } from './MaterialTabs';

export default MaterialDocumentsTab;
