import { useOutletContext } from 'react-router';
import type { PublicCompanyProfile } from '@polyloop/shared/network/link';
import type { LinkAction } from './directory';

/** What the public company page hands its tabs: the company as I may see it, and its link actions. */
export interface PublicCompanyContext {
  company: PublicCompanyProfile;
  act: (action: LinkAction) => void;
}
export const usePublicCompany = () => useOutletContext<PublicCompanyContext>();
