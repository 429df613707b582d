import { Button, Checkbox } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import type { Selection } from '../lib/use-selection';

/** "Select all" over the rows shown; off while there are none. */
export function SelectAll({ selection }: { selection: Selection }) {
  return (
    <Checkbox.Root
      checked={selection.allSelected}
      disabled={!selection.shown.length}
      onCheckedChange={selection.toggleAll}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Select all</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Deletes the chosen rows (after the caller's confirmation), counting them: "Delete (3)". */
export function DeleteChosen({
  selection,
  onDelete,
}: {
  selection: Selection;
  onDelete: (ids: string[]) => void;
}) {
  const { chosen } = selection;
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      disabled={!chosen.length}
      onClick={() => onDelete(chosen)}
    >
      <LuTrash2 /> Delete{chosen.length ? ` (${chosen.length})` : ''}
    </Button>
  );
}
