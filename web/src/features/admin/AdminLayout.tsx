import { Outlet } from 'react-router';
import { Heading, Stack } from '@chakra-ui/react';
import { TabLinks } from '../../components/TabLinks';

const TABS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/public-profile', label: 'Public profile' },
  { to: '/admin/organization', label: 'Organization' },
  { to: '/admin/documents', label: 'Documents' },
  { to: '/admin/tags', label: 'Tags' },
  { to: '/admin/billing', label: 'Billing' },
  { to: '/admin/integrations', label: 'Integrations' },
];

/** Administration (spec part 1 §2): company administrators only; the router checks the authority. */
export default function AdminLayout() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Administration
      </Heading>
      <TabLinks label="Administration sections" items={TABS} />
      <Outlet />
    </Stack>
  );
}
