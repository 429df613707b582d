import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePublicCompany } from './public-company-context';

/** The company's public locations. */
export default function PublicLocationsTab() {
  const { company } = usePublicCompany();
  if (company.locations.length === 0) return <Text color="fg.muted">{company.name} lists no locations.</Text>;
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="4"
      aria-label="Locations"
    >
      {company.locations.map((l) => (
        <Card.Root as="li" key={l.id} variant="outline">
          <Card.Body>
            <Stack gap="1">
              <Text fontWeight="semibold">{l.name ?? l.city}</Text>
              <Text>{l.address}</Text>
              {l.addressLineTwo && <Text>{l.addressLineTwo}</Text>}
              <Text>{`${l.city}, ${l.stateProvince} ${l.postalCode}`}</Text>
              <Text color="fg.muted">{l.country === 'CA' ? 'Canada' : 'United States'}</Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
