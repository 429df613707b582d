import type { ReactNode } from 'react';
import { Box, Flex, Link, type BoxProps, type FlexProps } from '@chakra-ui/react';

/** The first stop of the keyboard: hidden until focused, it skips the header and the navigation. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      left="-9999px"
      _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2' }}
    >
      Skip to content
    </Link>
  );
}

/**
 * The bar across the top of every frame (the app's, the platform administration's, the loading
 * one's), the same height everywhere so nothing jumps when one replaces another. It stays at the
 * top while the page scrolls unless `sticky` is false.
 */
export function HeaderBar({
  children,
  gap = '2',
  sticky = true,
}: {
  children: ReactNode;
  gap?: FlexProps['gap'];
  sticky?: boolean;
}) {
  return (
    <Flex
      as="header"
      align="center"
      gap={gap}
      px={{ base: '2', md: '4' }}
      h="14"
      borderBottomWidth="1px"
      bg="bg"
      position={sticky ? 'sticky' : undefined}
      top={sticky ? '0' : undefined}
      zIndex={sticky ? 'sticky' : undefined}
    >
      {children}
    </Flex>
  );
}

/** The page's own content, where the skip link lands. */
export function MainContent({ children, ...props }: BoxProps) {
  return (
    <Box
      as="main"
      id="main"
      tabIndex={-1}
      flex="1"
      px={{ base: '4', md: '8' }}
      py="4"
      outline="none"
      {...props}
    >
      {children}
    </Box>
  );
}
