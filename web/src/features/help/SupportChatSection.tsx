import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Field, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuMessageCircle, LuSend } from 'react-icons/lu';
import {
  SUPPORT_CHAT_MAX_LENGTH,
  SUPPORT_HOURS,
  SupportChatMessage,
} from '@polyloop/shared/identity/support-chat';
import { notify } from '../../components/ui/toaster';
import { useAccount } from '../../lib/account';
import { config } from '../../lib/config';
import { formatDateTime } from '../../lib/format';
import { useRoutePattern } from '../../lib/route-pattern';
import { supportChatOf, type InlineChat, type WidgetChat } from './support-chat';

const TITLE = 'Chat with support';

/** Intercom's messenger opens over the page: Help only starts it, and tells it where the person is. */
function WidgetChatSection({ chat, person }: { chat: WidgetChat; person: Person }) {
  const route = useRoutePattern();
  useEffect(() => chat.page(route), [chat, route]);
  return (
    <Stack gap="2">
      <Text>{`Ask our team anything about Polyloop: we answer live ${SUPPORT_HOURS}.`}</Text>
      <Button alignSelf="start" disabled={!person} onClick={() => person && chat.open(person, route)}>
        <LuMessageCircle aria-hidden /> Open the chat
      </Button>
    </Stack>
  );
}

interface Sent {
  id: string;
  text: string;
  receivedAt: string;
}

/** The sandbox: the panel writes the messages itself, and shows what it sent in this conversation. */
function InlineChatSection({ chat, person }: { chat: InlineChat; person: Person }) {
  const route = useRoutePattern();
  const conversationId = useRef(crypto.randomUUID()).current;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent[]>([]);
  const send = async () => {
    if (!person) return;
    const message = SupportChatMessage.safeParse({
      conversationId,
      userId: person.supportHash,
      companyName: person.companyName,
      route,
      text,
    });
    if (!message.success) return setProblem(message.error.issues[0]?.message);
    setProblem(undefined);
    setSending(true);
    try {
      const { id, receivedAt } = await chat.send(message.data);
      setSent((all) => [...all, { id, text: message.data.text, receivedAt }]);
      setText('');
    } catch (error) {
      notify('error', 'Your message was not sent', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {'This is the local support chat sandbox: messages are kept on this machine and listed on '}
        <Link href={chat.url} target="_blank" rel="noreferrer" color="brand.fg">
          the sandbox page
        </Link>
        {'. Nobody answers them. In AWS, Intercom’s chat takes them.'}
      </Text>
      {sent.length > 0 && (
        <Stack as="ol" role="log" aria-label="Messages sent to support" gap="2" listStyleType="none">
          {sent.map((m) => (
            <Box as="li" key={m.id} alignSelf="end" maxW="85%" bg="bg.muted" borderRadius="l2" px="3" py="2">
              <Text whiteSpace="pre-line">{m.text}</Text>
              <Text fontSize="xs" color="fg.muted">{`Sent ${formatDateTime(m.receivedAt)}`}</Text>
            </Box>
          ))}
        </Stack>
      )}
      <form
        aria-label="Write to support"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="2">
          <Field.Root invalid={!!problem}>
            <Field.Label>Message to support</Field.Label>
            <Textarea
              rows={3}
              value={text}
              maxLength={SUPPORT_CHAT_MAX_LENGTH}
              onChange={(e) => setText(e.target.value)}
            />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" alignSelf="start" loading={sending} disabled={!person}>
            <LuSend aria-hidden /> Send
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

type Person = { supportHash: string; companyName: string | null } | undefined;

/** The help panel's way to a person (spec part 1 §7): the configured chat, or nothing where none is. */
export function SupportChatSection() {
  const chat = supportChatOf(config().supportChat);
  const { account } = useAccount();
  const person: Person = account && { supportHash: account.supportHash, companyName: account.companyName };
  // Signing out leaves the layout, and with it the panel: the chat forgets the person.
  useEffect(() => () => (chat?.kind === 'widget' ? chat.end() : undefined), [chat]);
  if (!chat) return null;
  return (
    <Box as="section" aria-labelledby="support-chat-title" borderTopWidth="1px" pt="4">
      <HStack gap="2" mb="2">
        <Heading as="h3" size="md" id="support-chat-title">
          {TITLE}
        </Heading>
        {chat.kind === 'inline' && <Badge colorPalette="yellow">Sandbox</Badge>}
      </HStack>
      {chat.kind === 'widget' ? (
        <WidgetChatSection chat={chat} person={person} />
      ) : (
        <InlineChatSection chat={chat} person={person} />
      )}
    </Box>
  );
}
