import { useForm, useController, type Control } from 'react-hook-form';
import { Button, chakra, CloseButton, Drawer, Portal, Stack, Textarea } from '@chakra-ui/react';
import { TaskRoutes } from '@polyloop/shared';
import {
  TASK_DESCRIPTION_MAX,
  TASK_MESSAGES,
  TaskInput,
  taskEdit,
  type Task,
} from '@polyloop/shared/tasks/task';
import { DateField, TextField } from '../../components/form-fields';
import { FormField } from '../../components/ui/form-field';
import { api } from '../../lib/api';
import { blankToUndefined, schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { dayOf, dueDateOf, today } from './tasks';

interface TaskFormValues {
  title: string;
  description: string;
  /** yyyy-mm-dd, as the date input holds it. */
  dueDate: string;
}

/** The description grows with what is typed (spec §5.2). */
function DescriptionField({ control }: { control: Control<TaskFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'description' });
  return (
    <FormField label="Description" error={fieldState.error?.message}>
      <Textarea
        autoresize
        rows={3}
        maxH="20lh"
        maxLength={TASK_DESCRIPTION_MAX}
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

/**
 * The add and edit task form, in a side panel of its own (spec part 3 §2.8, §5.2): title
 * required, description optional, due date from today. What it checks is the contract's own
 * schema; the chosen day is sent as its local midnight.
 */
export function TaskForm({
  task,
  onClose,
  onSaved,
}: {
  task: Task | null;
  onClose: () => void;
  onSaved: (task: Task) => void;
}) {
  const editing = !!task;
  // An unchanged due date is sent back as stored, so one that has passed may stay.
  const dueOf = (day: string) =>
    task && day === dayOf(task.dueDate) ? (task.dueDate ?? undefined) : dueDateOf(day);
  const toPayload = (v: TaskFormValues) => ({
    title: v.title,
    description: blankToUndefined(v.description),
    dueDate: dueOf(v.dueDate),
  });
  const form = useForm<TaskFormValues>({
    mode: 'onChange',
    defaultValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      dueDate: dayOf(task?.dueDate),
    },
    resolver: schemaResolver(editing ? taskEdit(task.dueDate) : TaskInput, toPayload),
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      const body = toPayload(values);
      return task
        ? (
            await api(TaskRoutes.updateTask, {
              params: { id: task.id },
              body: { ...body, description: body.description ?? null, dueDate: body.dueDate ?? null },
            })
          ).data
        : (await api(TaskRoutes.createTask, { body })).data;
    },
    {
      success: TASK_MESSAGES.saved,
      fallback: TASK_MESSAGES.saveFailed,
      touches: VIEWS.task,
      onSuccess: (saved) => onSaved(saved),
    },
  );

  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Drawer.Header>
                <Drawer.Title>{editing ? 'Edit task' : 'Add task'}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <TextField
                    control={form.control}
                    name="title"
                    label="Title"
                    required
                    autoFocus
                    maxLength={200}
                  />
                  <DescriptionField control={form.control} />
                  <DateField control={form.control} name="dueDate" label="Due date" min={today()} />
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Save
                </Button>
              </Drawer.Footer>
            </chakra.form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close task form" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
