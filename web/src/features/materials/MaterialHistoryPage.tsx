import { MaterialHistoryTab } from './MaterialTabs';

export default MaterialHistoryTab;
