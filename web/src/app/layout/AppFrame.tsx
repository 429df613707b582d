import { Box, Flex, Link, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Logo } from '../../components/Logo';
import { HeaderBar } from './Frame';

/**
 * What a full page load shows until the person's account and the layout have loaded: the app's
 * frame (the top bar, the navigation's place on a wide screen) with the page loading in it, so the
 * app is there at once instead of a blank screen with a spinner. Its sizes are the layout's.
 */
export function AppFrame() {
  return (
    <Flex direction="column" minH="100vh">
      <HeaderBar sticky={false}>
        <Link href="/" aria-label="Polyloop home">
          <Logo />
        </Link>
      </HeaderBar>
      <Flex flex="1" minH="0">
        <Box display={{ base: 'none', lg: 'block' }} w="60" flexShrink={0} borderRightWidth="1px" p="4">
          <SkeletonText noOfLines={8} gap="4" />
        </Box>
        <Box as="main" id="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py="4">
          <Stack gap="4" role="status" aria-label="Loading" aria-busy="true">
            <Skeleton height="8" width={{ base: '60%', md: '72' }} />
            <Skeleton height="10" />
            <SkeletonText noOfLines={6} gap="3" />
          </Stack>
        </Box>
      </Flex>
    </Flex>
  );
}
