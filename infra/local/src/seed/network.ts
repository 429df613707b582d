import type { MaterialType } from '@polyloop/shared';
import { demoAdministrator, demoCompanyNamed, type DemoCompanyRecord } from './demo-companies.js';

/** The material types each demo company's public profile says it trades, by company name. */
const materials: Record<string, MaterialType[]> = {
  'Great Lakes Polymers': ['PE', 'PP'],
  'Lone Star Resins': ['PE', 'PP', 'PS', 'ABS'],
  'Pacific Regrind': ['PET', 'PE'],
  'Maple Leaf Plastics Recovery': ['PET', 'PE', 'PP', 'PVC'],
  'Fraser Valley Recyclers': ['PE', 'PS'],
};

interface DemoLink {
  /** Who asks, and who answers (or leaves the request waiting). */
  from: string;
  to: string;
  message?: string;
  accepted: boolean;
}

/**
 * The demo network. Great Lakes Polymers has a request waiting in each direction, so the link
 * requests view has something received and something sent. Lone Star Resins and Fraser Valley
 * Recyclers, and Maple Leaf and Fraser Valley, are neither linked nor asked: the directory's
 * end-to-end test links the first pair, and a free-plan user sees the second pair's contacts locked.
 */
export const demoLinks: DemoLink[] = [
  {
    from: 'Lone Star Resins',
    to: 'Great Lakes Polymers',
    message: 'We move a lot of off-grade PP through Chicago. Happy to link.',
    accepted: true,
  },
  { from: 'Great Lakes Polymers', to: 'Fraser Valley Recyclers', accepted: true },
  { from: 'Pacific Regrind', to: 'Lone Star Resins', accepted: true },
  { from: 'Lone Star Resins', to: 'Maple Leaf Plastics Recovery', accepted: true },
  { from: 'Maple Leaf Plastics Recovery', to: 'Pacific Regrind', accepted: true },
  { from: 'Fraser Valley Recyclers', to: 'Pacific Regrind', accepted: true },
  {
    from: 'Pacific Regrind',
    to: 'Great Lakes Polymers',
    message: 'We wash PET and HDPE in Portland and are looking for Midwest buyers.',
    accepted: false,
  },
  {
    from: 'Great Lakes Polymers',
    to: 'Maple Leaf Plastics Recovery',
    message: 'Interested in your baled PE film from Ontario.',
    accepted: false,
  },
];

/**
 * Gives the demo companies' profiles their materials and links them with each other, through the
 * same services the API uses, each side acting as its administrator. The link events reach the
 * notifications consumer as they would in use, so the answering administrators are told.
 */
export async function seedNetwork(companies: DemoCompanyRecord[]): Promise<void> {
  const Profiles = await import('@polyloop/functions/domain/public-company/public-company.service');
  const Links = await import('@polyloop/functions/domain/link/link.service');
  const { getUserByEmail } = await import('@polyloop/functions/domain/user/user.entity');
  const company = (name: string) => demoCompanyNamed(companies, name);
  const actorOf = demoAdministrator;
  const publicIds = new Map<string, string>();
  for (const c of companies) {
    const profile = await Profiles.update(c.tenantId, { materials: materials[c.name] ?? [] });
    publicIds.set(c.name, profile.id);
  }
  for (const link of demoLinks) {
    const [from, to] = [company(link.from), company(link.to)];
    await Links.send(await actorOf(from), publicIds.get(to.name)!, { message: link.message });
    if (!link.accepted) continue;
    // The answering company's administrator and, where there is one, a colleague look after it.
    const answering = await actorOf(to);
    const colleague = to.people.find((p) => !p.admin);
    const colleagueUser = colleague && (await getUserByEmail(colleague.email));
    await Links.accept(answering, publicIds.get(from.name)!, {
      representatives: [to.adminId, ...(colleagueUser ? [colleagueUser.userId] : [])],
    });
  }
}
