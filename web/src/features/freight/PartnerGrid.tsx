import { useId } from 'react';
import { Box, Card, Heading, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FreightPartner } from '@polyloop/shared/freight/freight';
import { regionsText } from './freight-form';
import { PartnerIdentity } from './PartnerIdentity';

/** The partners a search asks, before any search (spec part 3 §2.3). */
export function PartnerGrid(props: {
  partners: FreightPartner[] | undefined;
  failed: boolean;
  compact?: boolean;
}) {
  const title = useId();
  return (
    <Stack as="section" aria-labelledby={title} gap="3">
      <Heading as="h2" size="md" id={title}>
        Our freight partners
      </Heading>
      {props.failed ? (
        <Text color="fg.error">The freight partners could not be loaded.</Text>
      ) : !props.partners ? (
        <>
          <VisuallyHidden>Loading freight partners</VisuallyHidden>
          <SimpleGrid minChildWidth={props.compact ? '12rem' : '15rem'} gap="3" aria-hidden>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="16" borderRadius="md" />
            ))}
          </SimpleGrid>
        </>
      ) : props.partners.length === 0 ? (
        <Text color="fg.muted">
          No freight partner is available yet. Searches will be possible once one is.
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          minChildWidth={props.compact ? '12rem' : '15rem'}
          gap="3"
          listStyleType="none"
          aria-label="Freight partners"
        >
          {props.partners.map((p) => (
            <Box as="li" key={p.id}>
              <Card.Root variant="outline" size="sm" h="full">
                <Card.Body>
                  <PartnerIdentity partner={p} detail={regionsText(p.regions)} />
                </Card.Body>
              </Card.Root>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
