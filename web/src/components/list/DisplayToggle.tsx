import { HStack, SegmentGroup } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { LuMap, LuTable } from 'react-icons/lu';
import { displayOf, type Display } from './display';

const DISPLAYS = [
  { value: 'table', label: 'Table', icon: LuTable },
  { value: 'map', label: 'Map', icon: LuMap },
] as const;

/**
 * The display kept in the URL (`display=map`) with the rest of the list's state; changing it
 * starts again at the first page (the two read pages of different sizes).
 */
export function useDisplay(): [Display, (next: Display) => void] {
  const [params, setParams] = useSearchParams();
  const set = (next: Display) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'table') p.delete('display');
        else p.set('display', next);
        p.delete('page');
        return p;
      },
      { preventScrollReset: true },
    );
  return [displayOf(params.get('display')), set];
}

/** Table or map. */
export function DisplayToggle({ display, onChange }: { display: Display; onChange: (d: Display) => void }) {
  return (
    <SegmentGroup.Root
      size="sm"
      value={display}
      onValueChange={(e) => onChange(e.value === 'map' ? 'map' : 'table')}
      aria-label="Display"
    >
      <SegmentGroup.Indicator />
      {DISPLAYS.map(({ value, label, icon: Icon }) => (
        <SegmentGroup.Item key={value} value={value}>
          <SegmentGroup.ItemText>
            <HStack gap="1">
              <Icon aria-hidden /> {label}
            </HStack>
          </SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
