import { HStack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@polyloop/shared';

/** The loop mark and the word mark; decorative, so the surrounding link or heading names it. */
export function Logo({ size = 'md', showName = true }: { size?: 'md' | 'lg'; showName?: boolean }) {
  const px = size === 'lg' ? 40 : 28;
  return (
    <HStack gap="2" aria-hidden="true">
      <svg width={px} height={px} viewBox="0 0 32 32" style={{ flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill="var(--chakra-colors-brand-700)" />
        <path
          d="M10 22V10h7a4.5 4.5 0 0 1 0 9h-4"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showName && (
        <Text
          as="span"
          fontWeight="bold"
          fontSize={size === 'lg' ? '2xl' : 'lg'}
          color="brand.fg"
          letterSpacing="tight"
        >
          {PRODUCT_NAME}
        </Text>
      )}
    </HStack>
  );
}
