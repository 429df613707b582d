import { useRef, useState, type UIEvent } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Box, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuGripVertical } from 'react-icons/lu';
import type { Task } from '@polyloop/shared/tasks/task';
import { formatDate } from '../../lib/format';
import { LIST_HEIGHT, LOAD_THRESHOLD, SCROLL_DEBOUNCE_MS, TOUCH_DELAY_MS, overdue } from './tasks';

interface RowProps {
  task: Task;
  sortable: boolean;
  onOpen: () => void;
  /** Answers once saved (or failed): the box shows the new state until then. */
  onToggle: (completed: boolean) => Promise<unknown> | void;
}

function TaskRow({ task, sortable, onOpen, onToggle }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id, disabled: !sortable });
  // Checked or unchecked at once, while the change is saved.
  const [pending, setPending] = useState<boolean>();
  const done = pending ?? !!task.completedDate;
  const toggle = (next: boolean) => {
    setPending(next);
    void Promise.resolve(onToggle(next)).finally(() => setPending(undefined));
  };
  return (
    <HStack
      as="li"
      ref={setNodeRef}
      gap="2"
      py="2"
      px="1"
      borderBottomWidth="1px"
      align="start"
      bg={isDragging ? 'bg.muted' : 'bg'}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={task.title}
    >
      {sortable && (
        <IconButton
          ref={setActivatorNodeRef}
          aria-label={`Move ${task.title}`}
          size="xs"
          variant="ghost"
          cursor={isDragging ? 'grabbing' : 'grab'}
          // Touch scrolling would otherwise take the gesture before the press delay ends.
          style={{ touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <LuGripVertical />
        </IconButton>
      )}
      <Checkbox.Root checked={done} onCheckedChange={(d) => toggle(!!d.checked)} mt="1">
        <Checkbox.HiddenInput aria-label={done ? `Reopen ${task.title}` : `Complete ${task.title}`} />
        <Checkbox.Control />
      </Checkbox.Root>
      <Stack gap="0" flex="1" minW="0" cursor="pointer" onClick={onOpen}>
        <Text
          as="button"
          textAlign="start"
          fontWeight="medium"
          truncate
          textDecoration={done ? 'line-through' : undefined}
          color={done ? 'fg.muted' : undefined}
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
        >
          {task.title}
        </Text>
        {task.dueDate && (
          <HStack gap="1">
            <Text fontSize="xs" color={overdue(task) ? 'fg.error' : 'fg.muted'}>
              Due {formatDate(task.dueDate)}
            </Text>
            {overdue(task) && (
              <Badge size="xs" colorPalette="red">
                Overdue
              </Badge>
            )}
          </HStack>
        )}
      </Stack>
    </HStack>
  );
}

/** What a screen reader hears while a task is moved with the keyboard (or pointer). */
function announcements(
  titleOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
  count: number,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. It is at position ${positionOf(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to position ${positionOf(over.id)} of ${count}.`
        : `${titleOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${count}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${titleOf(active.id)} was cancelled. It is back at position ${positionOf(active.id)}.`,
  };
}

/**
 * The tasks as a list that reorders by drag and drop (spec part 3 §2.8): a handle per row (a
 * 150 ms press on touch screens, §9.4), or the keyboard (Space lifts, arrows move, Space drops,
 * Escape cancels). Only the rank order can be rearranged. Scrolling past 75 % loads more.
 */
export function TaskList(props: {
  tasks: Task[];
  sortable: boolean;
  onMove: (from: number, to: number) => void;
  onOpen: (task: Task) => void;
  onToggle: (task: Task, completed: boolean) => Promise<unknown> | void;
  onNearEnd: () => void;
}) {
  const { tasks, sortable } = props;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tasks.map((t) => t.id);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const titleOf = (id: UniqueIdentifier) => tasks[indexOf(id)]?.title ?? 'Task';
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onMove(indexOf(active.id), indexOf(over.id));
  };
  const scrolled = (e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      if (el.scrollTop + el.clientHeight >= el.scrollHeight * LOAD_THRESHOLD) props.onNearEnd();
    }, SCROLL_DEBOUNCE_MS);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements: announcements(titleOf, (id) => indexOf(id) + 1, tasks.length),
        screenReaderInstructions: {
          draggable:
            'To move a task, press Space. Use the up and down arrows to move it, Space to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!sortable}>
        <Box
          as="ul"
          listStyleType="none"
          aria-label="Tasks"
          maxH={{ base: '60vh', md: `${LIST_HEIGHT}px` }}
          overflowY="auto"
          onScroll={scrolled}
        >
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              sortable={sortable}
              onOpen={() => props.onOpen(task)}
              onToggle={(on) => props.onToggle(task, on)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
