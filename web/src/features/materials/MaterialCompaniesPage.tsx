import { MaterialCompaniesTab } from './MaterialTabs';

export default MaterialCompaniesTab;
