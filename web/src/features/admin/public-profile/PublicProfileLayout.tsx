import { Outlet } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { TabLinks } from '../../../components/TabLinks';

export default function PublicProfileLayout() {
  return (
    <Stack gap="4">
      <TabLinks
        label="Public profile sections"
        items={[
          { to: '/admin/public-profile/profile', label: 'Profile' },
          { to: '/admin/public-profile/locations', label: 'Locations' },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
