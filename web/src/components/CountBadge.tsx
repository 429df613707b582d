import { Badge } from '@chakra-ui/react';

/** The small count on a top-bar button (its label says the number to screen readers). */
export function CountBadge({
  text,
  colorPalette,
}: {
  text: string | null | undefined;
  colorPalette: string;
}) {
  if (!text) return null;
  return (
    <Badge
      position="absolute"
      top="0"
      insetEnd="0"
      size="xs"
      variant="solid"
      colorPalette={colorPalette}
      borderRadius="full"
      aria-hidden="true"
    >
      {text}
    </Badge>
  );
}
