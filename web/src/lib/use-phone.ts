import { useBreakpointValue } from '@chakra-ui/react';

/**
 * True below `md` (phones, small tablets), read on the first render (`ssr: false`), so a page
 * never draws its desktop layout for one frame and then swaps.
 */
export function usePhone(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
}
