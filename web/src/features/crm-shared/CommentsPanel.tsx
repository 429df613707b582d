import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CommentInput, type Comment } from '@polyloop/shared/crm/activity';
import { useAccount } from '../../lib/account';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListStatus } from '../../components/list/ListTable';
import { EditDeleteButtons } from '../../components/list/RecordsSection';
import type { ListView } from '../../components/list/use-list';
import { MentionInput } from './MentionInput';
import { parseMentions } from './mentions';
import { formatDateTime } from '../../lib/format';

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
  /** Answers something truthy when the comment was sent; the box empties then. */
  onSubmit: (body: string) => Promise<unknown>;
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
      if (await props.onSubmit(parsed.data.body)) {
        setBody('');
        setError(undefined);
      }
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

/** Where the comments are: a company's, or the company's own message board. */
export interface CommentCalls {
  list: ListView<Comment>;
  create: (body: string) => Promise<unknown>;
  update: (commentId: string, body: string) => Promise<unknown>;
  /** Absent where comments cannot be deleted (an offer's conversation: the other company has read it). */
  remove?: (commentId: string) => Promise<unknown>;
}

/** Comments with @mentions: add, and edit or delete one's own. */
export function CommentsPanel({ title, calls }: { title: string; calls: CommentCalls }) {
  const { account } = useAccount();
  const { list } = calls;
  const comments = list.rows ?? [];
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<Comment>();
  const posting = useSubmit({ success: 'Comment posted', touches: VIEWS.comment });
  const saving = useSubmit({ success: 'Comment saved', touches: VIEWS.comment });
  const removing = useSubmit({ success: 'Comment deleted', touches: VIEWS.comment });

  return (
    <Stack gap="4" as="section" aria-label={title}>
      <CommentEditor
        label="New comment"
        submitLabel="Post comment"
        onSubmit={(body) => posting.run(() => calls.create(body))}
      />
      <ListStatus list={list} errorText="The comments could not be loaded." empty="No comments yet." />
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
              {c.authorId === account?.id &&
                editing !== c.id &&
                (calls.remove ? (
                  <EditDeleteButtons
                    text
                    name={`comment from ${formatDateTime(c.createdDate)}`}
                    onEdit={() => setEditing(c.id)}
                    onDelete={() => setDeleting(c)}
                  />
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(c.id)}
                    aria-label={`Edit comment from ${formatDateTime(c.createdDate)}`}
                  >
                    Edit
                  </Button>
                ))}
            </HStack>
            {editing === c.id ? (
              <CommentEditor
                label="Edit comment"
                initial={c.body}
                submitLabel="Save"
                onCancel={() => setEditing(undefined)}
                onSubmit={async (body) => {
                  const done = await saving.run(() => calls.update(c.id, body));
                  if (done) setEditing(undefined);
                  return done;
                }}
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
          if (calls.remove) await removing.run(() => calls.remove!(deleting!.id));
          setDeleting(undefined);
        }}
      >
        This comment will be removed for everyone.
      </ConfirmDialog>
    </Stack>
  );
}
