import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { parseBody, type Inline } from './help-article';
import { closeHelp, showArticle } from './help-panel-store';

/** A line's text: bold for what is on screen, links to the app's pages (closing the panel) and to other articles. */
function Line({ content }: { content: Inline[] }) {
  return content.map((part, i) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={i}>{part.text}</Fragment>;
      case 'bold':
        return (
          <Text as="strong" key={i} fontWeight="semibold">
            {part.text}
          </Text>
        );
      case 'page':
        return (
          <Link asChild key={i} color="brand.fg">
            <RouterLink to={part.to} onClick={closeHelp}>
              {part.text}
            </RouterLink>
          </Link>
        );
      case 'article':
        return (
          <Link
            key={i}
            color="brand.fg"
            href={`#help-${part.id}`}
            onClick={(e) => {
              e.preventDefault();
              showArticle(part.id);
            }}
          >
            {part.text}
          </Link>
        );
    }
  });
}

/** An article's text, from its markup (help-article.ts). */
export function ArticleBody({ body }: { body: string }) {
  return (
    <Stack gap="3">
      {parseBody(body).map((block, i) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <Text key={i}>
                <Line content={block.content} />
              </Text>
            );
          case 'heading':
            return (
              <Heading key={i} as="h4" size="sm" mt="2">
                <Line content={block.content} />
              </Heading>
            );
          case 'bullets':
          case 'steps':
            return (
              <List.Root key={i} as={block.kind === 'steps' ? 'ol' : 'ul'} ps="5" gap="1.5">
                {block.items.map((item, j) => (
                  <List.Item key={j}>
                    <Line content={item} />
                  </List.Item>
                ))}
              </List.Root>
            );
        }
      })}
    </Stack>
  );
}
