import { useState } from 'react';
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CommentInput, type Comment } from '@polyloop/shared/crm/activity';
import type { RouteDefinition } from '@polyloop/shared';
import { api, useApi } from '../../lib/api';
import { useAccount } from '../../lib/account';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/ui/toaster';
import { MentionInput } from './MentionInput';
import { parseMentions } from './mentions';
import { formatDateTime, toastErrorOf } from './util';

/** A body with its mentions as chips. */
export function CommentBody({ body }: { body: string }) {
  return (
    <Text whiteSpace="pre-wrap">
      {parseMentions(body).map((s, i) =>
        s.kind === 'text' ? (
          <span key={i}>{s.text}</span>
        ) : (
          <Badge key={i} colorPalette="blue" variant="subtle" mx="0.5" title={`Mentions ${s.name}`}>
            {`@${s.name}`}
          </Badge>
        ),
      )}
    </Text>
  );
}

/** The editor: the contract's CommentInput checks it before sending. */
function CommentEditor(props: {
  initial?: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  label: string;
}) {
  const [body, setBody] = useState(props.initial ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = CommentInput.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit(parsed.data.body);
      setBody('');
      setError(undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2">
      <MentionInput
        label={props.label}
        value={body}
        onChange={(v) => (setBody(v), error && setError(undefined))}
        invalid={!!error}
      />
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <HStack>
        <Button size="sm" loading={busy} onClick={() => void submit()}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button size="sm" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

export interface CommentRoutes {
  list: RouteDefinition;
  create: RouteDefinition;
  update: RouteDefinition;
  remove: RouteDefinition;
  /** Params of the list and create calls. */
  params?: Record<string, string>;
  /** Params of the update and delete calls for one comment. */
  itemParams: (commentId: string) => Record<string, string>;
}

/** Comments with @mentions: add, and edit or delete one's own. */
export function CommentsPanel({
  routes,
  title,
  onChange,
}: {
  routes: CommentRoutes;
  title: string;
  onChange?: () => void;
}) {
  const { account } = useAccount();
  const list = useApi(routes.list, { params: routes.params, query: { size: 50 } } as never);
  const comments = (list.data?.data ?? []) as Comment[];
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<Comment>();
  const refresh = async () => {
    await list.mutate();
    onChange?.();
  };
  const call = async (route: RouteDefinition, input: object, success: string) => {
    try {
      await api(route, input as never);
      notify('success', success);
      await refresh();
    } catch (e) {
      toastErrorOf(e);
      throw e;
    }
  };

  return (
    <Stack gap="4" as="section" aria-label={title}>
      <CommentEditor
        label="New comment"
        submitLabel="Post comment"
        onSubmit={(body) =>
          call(routes.create, { params: routes.params, body: { body } }, 'Comment posted').catch(
            () => undefined,
          )
        }
      />
      {list.isLoading && <Skeleton height="16" />}
      {list.error && <Text color="fg.error">The comments could not be loaded.</Text>}
      {!list.isLoading && !list.error && !comments.length && <Text color="fg.muted">No comments yet.</Text>}
      <Stack as="ul" listStyleType="none" gap="3">
        {comments.map((c) => (
          <Box as="li" key={c.id} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap">
              <Text fontSize="sm" fontWeight="medium">
                {c.authorName}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {` · ${formatDateTime(c.createdDate)}${c.editedDate ? ' (edited)' : ''}`}
                </Text>
              </Text>
              {c.authorId === account?.id && editing !== c.id && (
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setEditing(c.id)}
                    aria-label={`Edit comment from ${formatDateTime(c.createdDate)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setDeleting(c)}
                    aria-label={`Delete comment from ${formatDateTime(c.createdDate)}`}
                  >
                    Delete
                  </Button>
                </HStack>
              )}
            </HStack>
            {editing === c.id ? (
              <CommentEditor
                label="Edit comment"
                initial={c.body}
                submitLabel="Save"
                onCancel={() => setEditing(undefined)}
                onSubmit={(body) =>
                  call(
                    routes.update,
                    { params: routes.itemParams(c.id), body: { body } },
                    'Comment saved',
                  ).then(
                    () => setEditing(undefined),
                    () => undefined,
                  )
                }
              />
            ) : (
              <CommentBody body={c.body} />
            )}
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={!!deleting}
        title="Delete comment?"
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          await call(routes.remove, { params: routes.itemParams(deleting!.id) }, 'Comment deleted').catch(
            () => undefined,
          );
          setDeleting(undefined);
        }}
      >
        This comment will be removed for everyone.
      </ConfirmDialog>
    </Stack>
  );
}
