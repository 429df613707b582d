import type { ReactNode } from 'react';
import { Button, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';

/** The rows as the form's field array holds them (`useFieldArray`). */
interface Rows<R> {
  fields: readonly { id: string }[];
  append: (row: R) => void;
  remove: (index: number) => void;
}

/**
 * The rows of a process report's part (its inputs, its outputs): each row its two fields with
 * Remove, the part's own error under them, then the button that adds a row. `noun` names the rows
 * ("Input 2", "Remove input 2"); `keepOne` when the part cannot be left without a row.
 */
export function ReportRows<R>(props: {
  rows: Rows<R>;
  noun: 'input' | 'output';
  keepOne?: boolean;
  empty: () => R;
  addLabel: string;
  error?: string;
  children: (index: number) => ReactNode;
}) {
  const { rows, noun } = props;
  const Noun = noun === 'input' ? 'Input' : 'Output';
  return (
    <>
      {rows.fields.map((row, i) => (
        <HStack key={row.id} align="end" gap="3" role="group" aria-label={`${Noun} ${i + 1}`}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
            {props.children(i)}
          </SimpleGrid>
          <IconButton
            aria-label={`Remove ${noun} ${i + 1}`}
            variant="ghost"
            disabled={props.keepOne && rows.fields.length === 1}
            onClick={() => rows.remove(i)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
      {props.error && <Text color="fg.error">{props.error}</Text>}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => rows.append(props.empty())}>
          <LuPlus aria-hidden /> {props.addLabel}
        </Button>
      </HStack>
    </>
  );
}
