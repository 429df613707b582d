import type { ReactNode } from 'react';
import { Checkbox } from '@chakra-ui/react';

/** A checkbox with its label: what is chosen by ticking it (a company, an offer, an intent). */
export function LabelledCheckbox({ children, ...root }: Checkbox.RootProps & { children: ReactNode }) {
  return (
    <Checkbox.Root {...root}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
