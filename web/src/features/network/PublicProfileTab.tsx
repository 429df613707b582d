import { Button, HStack, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuLink, LuLock, LuSparkles } from 'react-icons/lu';
import {
  LINK_MESSAGES,
  LINK_REJECT_REASON_LABELS,
  type PublicCompanyProfile,
} from '@polyloop/shared/network/link';
import { FactList } from '../../components/facts/FactList';
import { Section } from '../../components/Section';
import { useUpgrade } from '../../app/upgrade-store';
import { useAccount } from '../../lib/account';
import { formatDate } from '../../lib/format';
import { permissionsOf } from '../../lib/permissions';
import { useUserOptions } from '../crm-shared/hooks';
import { MaterialBadges, ServiceBadges } from './CompanyBadges';
import { linkActions } from './directory';
import { usePublicCompany } from './public-company-context';
import { PhoneLink } from '../../components/PhoneLink';

/** A website as a link, whether the profile gave it with its scheme or not. */
const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

function About({ company }: { company: PublicCompanyProfile }) {
  return (
    <Section title="About">
      <Stack gap="4">
        <Text whiteSpace="pre-wrap" color={company.about ? undefined : 'fg.muted'}>
          {company.about ?? `${company.name} has not written about itself yet.`}
        </Text>
        <FactList
          facts={[
            {
              label: 'Website',
              value: company.website ? (
                <Link
                  href={websiteHref(company.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.fg"
                >
                  {company.website}
                </Link>
              ) : (
                '—'
              ),
            },
            {
              label: 'Services',
              value: company.services.length ? <ServiceBadges services={company.services} /> : '—',
            },
            {
              label: 'Materials',
              value: company.materials.length ? <MaterialBadges materials={company.materials} /> : '—',
            },
            {
              label: 'Links',
              value:
                company.linkCount === 1
                  ? 'Linked with 1 company'
                  : `Linked with ${company.linkCount} companies`,
            },
          ]}
        />
      </Stack>
    </Section>
  );
}

/** My link with the company: how it stands, what was said, and who looks after it. */
function YourLink({ company }: { company: PublicCompanyProfile }) {
  const { nameOf } = useUserOptions();
  const { link } = company;
  if (company.own || !link) return null;
  const rejected = link.status === 'REJECTED_FROM' || link.status === 'REJECTED_TO';
  return (
    <Section title="Your link">
      <FactList
        facts={[
          {
            label: link.status === 'LINKED' ? 'Linked since' : 'Requested',
            value: formatDate(link.status === 'LINKED' ? link.updatedDate : link.requestedDate),
          },
          link.message
            ? { label: 'Message', value: link.message, valueProps: { whiteSpace: 'pre-wrap' } }
            : null,
          rejected &&
            link.rejectionReason && {
              label: 'Reason declined',
              value: (
                <>
                  {LINK_REJECT_REASON_LABELS[link.rejectionReason]}
                  {link.rejectionMessage ? `: ${link.rejectionMessage}` : ''}
                </>
              ),
            },
          link.representatives.length > 0 && {
            label: 'Representatives',
            value: link.representatives.map(nameOf).join(', '),
          },
        ]}
      />
    </Section>
  );
}

/** Contacts stay locked until the companies are linked or the plan is upgraded (spec part 1 §6). */
function LockedContacts({ company }: { company: PublicCompanyProfile }) {
  const { act } = usePublicCompany();
  const upgrade = useUpgrade('company-contacts');
  const { account } = useAccount();
  const canLink = permissionsOf(account).has('LINK_WRITE') && linkActions(company).includes('send');
  const waiting = company.link?.status === 'PENDING_TO';
  return (
    <Stack gap="3" align="start" role="group" aria-labelledby="contacts-locked">
      <HStack gap="2">
        <Icon color="fg.muted">
          <LuLock aria-hidden />
        </Icon>
        <Text id="contacts-locked" fontWeight="semibold">
          Contacts are locked
        </Text>
      </HStack>
      <Text color="fg.muted">
        {LINK_MESSAGES.contactsLocked} {waiting ? 'Your link request is waiting for their answer.' : ''} Or
        upgrade your plan to see the contacts of every company.
      </Text>
      <HStack gap="2" wrap="wrap">
        {canLink && (
          <Button size="sm" onClick={() => act('send')}>
            <LuLink aria-hidden /> Link with {company.name}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={upgrade}>
          <LuSparkles aria-hidden /> Upgrade
        </Button>
      </HStack>
    </Stack>
  );
}

function Contacts({ company }: { company: PublicCompanyProfile }) {
  return (
    <Section title="Contacts">
      {company.contacts === null ? (
        <LockedContacts company={company} />
      ) : company.contacts.length === 0 ? (
        <Text color="fg.muted">{company.name} lists no contacts.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label="Contacts">
          {company.contacts.map((c) => (
            <Stack as="li" key={c.id} gap="0.5">
              <Text fontWeight="semibold">{`${c.firstName} ${c.lastName}`}</Text>
              {c.title && <Text color="fg.muted">{c.title}</Text>}
              <Link href={`mailto:${c.email}`} color="brand.fg">
                {c.email}
              </Link>
              {c.phone && <PhoneLink phone={c.phone} />}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

/** The company's public profile, my link with it, and its contacts (or why they are locked). */
export default function PublicProfileTab() {
  const { company } = usePublicCompany();
  return (
    <Stack gap="4">
      <About company={company} />
      <YourLink company={company} />
      <Contacts company={company} />
    </Stack>
  );
}
