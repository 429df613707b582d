import { forwardRef, type ReactNode } from 'react';
import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';

/** Show and hide delays are 200 ms each (spec part 3 §9.7). */
export const TOOLTIP_DELAY_MS = 200;

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  disabled?: boolean;
}

export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(props, ref) {
  const { children, content, disabled, ...rest } = props;
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_DELAY_MS} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref}>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
});
