import { CrmRoutes } from '@polyloop/shared';
import { LogoField } from '../../components/LogoField';
import { Section } from '../../components/Section';
import { api } from '../../lib/api';
import { upload } from '../../lib/files';
import { VIEWS } from '../../lib/views';
import { useCompanyContext } from './company-context';

/** The company's logo, as lists and its page show it. */
export function CompanyLogoSection() {
  const { company, companyId } = useCompanyContext();
  const params = { id: companyId };
  return (
    <Section title="Logo">
      <LogoField
        name={company.name}
        logoUrl={company.logoUrl}
        upload={(file, onProgress) => upload(CrmRoutes.uploadCompanyLogo, file, { params, onProgress })}
        remove={() => api(CrmRoutes.deleteCompanyLogo, { params })}
        touches={VIEWS.company}
        deleting={`${company.name} will show no logo.`}
      />
    </Section>
  );
}
