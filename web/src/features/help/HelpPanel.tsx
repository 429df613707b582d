import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuSearch } from 'react-icons/lu';
import { SidePanel } from '../../components/panel/SidePanel';
import { useCloseOnNavigation } from '../../components/panel/use-close-on-navigation';
import { HELP_ARTICLES } from './articles';
import { ArticleBody } from './ArticleBody';
import { HELP_TOPICS, searchArticles, type HelpArticle } from './help-article';
import { closeHelp, searchHelp, showArticle, useHelpPanel } from './help-panel-store';
import { SupportChatSection } from './SupportChatSection';

/** One article in a list: its title opens it, its summary says what it answers. */
function ArticleLink({ article }: { article: HelpArticle }) {
  return (
    <Box as="li" py="1.5">
      <Button
        variant="plain"
        color="brand.fg"
        h="auto"
        p="0"
        fontWeight="semibold"
        whiteSpace="normal"
        textAlign="start"
        onClick={() => showArticle(article.id)}
      >
        {article.title}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {article.summary}
      </Text>
    </Box>
  );
}

/** Every article by topic, or those the search finds, best first. */
function ArticleList({ query }: { query: string }) {
  const found = useMemo(() => searchArticles(HELP_ARTICLES, query), [query]);
  if (query.trim())
    return (
      <Stack gap="2">
        <Text role="status" fontSize="sm" color="fg.muted">
          {found.length
            ? `${found.length} ${found.length === 1 ? 'article matches' : 'articles match'} “${query.trim()}”.`
            : `No article matches “${query.trim()}”. Try other words, or ask support below.`}
        </Text>
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Search results">
          {found.map((a) => (
            <ArticleLink key={a.id} article={a} />
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Stack gap="4">
      {HELP_TOPICS.map((topic) => (
        <Box as="section" key={topic} aria-label={topic}>
          <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {topic}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="0">
            {HELP_ARTICLES.filter((a) => a.topic === topic).map((a) => (
              <ArticleLink key={a.id} article={a} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** One article, with the way back to the list. */
function ArticleView({ article }: { article: HelpArticle }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an article puts the reader at its title, as a new page would.
  useEffect(() => heading.current?.focus(), [article.id]);
  return (
    <Stack as="article" gap="3" aria-labelledby={`help-${article.id}`}>
      <Button variant="ghost" size="sm" alignSelf="start" onClick={() => showArticle(null)}>
        <LuArrowLeft aria-hidden /> All help articles
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {article.topic}
      </Text>
      <Heading as="h3" size="lg" id={`help-${article.id}`} ref={heading} tabIndex={-1} outline="none">
        {article.title}
      </Heading>
      <ArticleBody body={article.body} />
    </Stack>
  );
}

/**
 * The help panel of the tools bar (spec part 3 §2.4): articles on doing things in Polyloop,
 * searchable, and the support chat where one is configured. Loaded, articles and all, the first
 * time Help is opened; it keeps the search and the open article while it is closed.
 */
export default function HelpPanel() {
  const { open, query, articleId } = useHelpPanel();
  const article = HELP_ARTICLES.find((a) => a.id === articleId);
  useCloseOnNavigation(closeHelp);
  return (
    <SidePanel
      open={open}
      onClose={closeHelp}
      title="Help"
      subtitle="How to do things in Polyloop, step by step."
      closeLabel="Close help"
      lazyMount
      unmountOnExit={false}
    >
      <Stack gap="5">
        <Box position="relative">
          <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted">
            <LuSearch aria-hidden />
          </Box>
          <Input
            type="search"
            ps="9"
            aria-label="Search help"
            placeholder="Search help, e.g. counter-offer"
            value={query}
            onChange={(e) => searchHelp(e.target.value)}
          />
        </Box>
        {article ? <ArticleView article={article} /> : <ArticleList query={query} />}
        <SupportChatSection />
      </Stack>
    </SidePanel>
  );
}
