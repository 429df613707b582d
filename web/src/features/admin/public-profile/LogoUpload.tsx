import { AdminRoutes, type PublicCompany } from '@polyloop/shared';
import { LogoField } from '../../../components/LogoField';
import { api } from '../../../lib/api';
import { upload } from '../../../lib/files';
import { VIEWS } from '../../../lib/views';

/** The public profile's logo. */
export function LogoUpload({ company }: { company: PublicCompany }) {
  return (
    <LogoField
      name={company.name}
      logoUrl={company.logoUrl}
      upload={(file, onProgress) => upload(AdminRoutes.uploadPublicLogo, file, { onProgress })}
      remove={() => api(AdminRoutes.deletePublicLogo)}
      touches={VIEWS.publicProfile}
      deleting="The logo will no longer show on your public profile."
    />
  );
}
