import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { IconButton } from '@chakra-ui/react';
import { LuListTodo } from 'react-icons/lu';
import { Tooltip } from '../../components/ui/tooltip';
import { useAccount } from '../../lib/account';
import { lazyWithReload } from '../../app/lazy-with-reload';

const TasksPanel = lazy(lazyWithReload(() => import('./TasksPanel')));

/** The search parameter that opens the panel on one task, on any page (the task-due notification's link). */
export const TASK_PARAM = 'task';

/**
 * The top bar's tasks button and the side panel it opens (spec part 3 §2.6, §2.8). `?task=<id>`
 * opens the panel with that task's detail dialog.
 */
export function TasksButton() {
  const { account } = useAccount();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const linked = params.get(TASK_PARAM);
  // A link to a task opens the panel, which stays open once its detail dialog is closed.
  useEffect(() => {
    if (linked) setOpen(true);
  }, [linked]);
  if (!account?.tenantId) return null;
  const forget = () => {
    if (!params.has(TASK_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(TASK_PARAM);
    setParams(next, { replace: true });
  };
  const close = () => {
    setOpen(false);
    forget();
  };
  return (
    <>
      <Tooltip content="Tasks">
        <IconButton aria-label="Tasks" variant="ghost" onClick={() => setOpen(true)}>
          <LuListTodo />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense>
          <TasksPanel open onClose={close} linkedTaskId={linked} onLinkedClosed={forget} />
        </Suspense>
      )}
    </>
  );
}
