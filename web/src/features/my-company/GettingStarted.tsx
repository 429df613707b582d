import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Circle, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { GETTING_STARTED, type GettingStartedStep } from '@polyloop/shared';

export interface ChecklistStep {
  step: GettingStartedStep;
  done: boolean;
}

/**
 * The newcomer's next steps, from the goals chosen at onboarding: each leads to the page where it
 * is done, and the card is gone once all are (the dashboard then answers an empty list).
 */
export function GettingStarted({ steps }: { steps: ChecklistStep[] }) {
  if (!steps.length) return null;
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done)?.step;
  return (
    <Card.Root
      as="section"
      aria-labelledby="getting-started-title"
      variant="outline"
      borderColor="brand.muted"
    >
      <Card.Header>
        <Stack gap="2">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md" id="getting-started-title">
              Get started
            </Heading>
            <Text fontSize="sm" color="fg.muted">{`${done} of ${steps.length} done`}</Text>
          </HStack>
          <Progress.Root
            value={(done / steps.length) * 100}
            size="xs"
            colorPalette="brand"
            aria-label="Getting started progress"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Getting started steps">
          {steps.map(({ step, done: finished }, i) => {
            const { title, detail, action, to } = GETTING_STARTED[step];
            return (
              <HStack as="li" key={step} align="start" gap="3" data-done={finished || undefined}>
                <Circle
                  size="7"
                  flexShrink="0"
                  bg={finished ? 'green.solid' : 'bg.muted'}
                  color={finished ? 'green.contrast' : 'fg'}
                  fontSize="sm"
                  fontWeight="bold"
                  aria-hidden
                >
                  {finished ? <LuCheck /> : i + 1}
                </Circle>
                <Stack gap="1" flex="1" minW="0">
                  <Text
                    fontWeight="semibold"
                    textDecoration={finished ? 'line-through' : undefined}
                    color={finished ? 'fg.muted' : 'fg'}
                  >
                    {title}
                    {finished && (
                      <Box as="span" srOnly>
                        {' '}
                        (done)
                      </Box>
                    )}
                  </Text>
                  {!finished && (
                    <Text fontSize="sm" color="fg.muted">
                      {detail}
                    </Text>
                  )}
                </Stack>
                {!finished && (
                  <Button asChild size="sm" variant={step === next ? 'solid' : 'outline'} flexShrink="0">
                    <RouterLink to={to}>{action}</RouterLink>
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
