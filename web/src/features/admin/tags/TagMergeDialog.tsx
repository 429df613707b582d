import { useState } from 'react';
import { Checkbox, Field, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { TagRoutes } from '@polyloop/shared';
import type { Tag } from '@polyloop/shared/crm/tags';
import { FormDialog } from '../../../components/FormDialog';
import { OptionsSelect } from '../../../components/ui/options-select';
import { api } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';

/**
 * Merging tags: the tag to keep, and the tags folded into it. Every company that carried one of
 * those carries the kept tag instead, and they are deleted.
 */
export function TagMergeDialog({ tags, onClose }: { tags: Tag[]; onClose: () => void }) {
  const [target, setTarget] = useState('');
  const [sources, setSources] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const merging = useSubmit({ success: 'Tags merged.', touches: VIEWS.tag });
  const names = Object.fromEntries(tags.map((t) => [t.id, t.name]));
  const others = tags.filter((t) => t.id !== target);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!target) return setProblem('Choose the tag to keep.');
    const chosen = sources.filter((id) => id !== target);
    if (!chosen.length) return setProblem('Choose at least one tag to merge into it.');
    setProblem(null);
    const done = await merging.run(() =>
      api(TagRoutes.mergeTags, { params: { id: target }, body: { sourceIds: chosen } }),
    );
    if (done) onClose();
  };
  return (
    <FormDialog
      open
      title="Merge tags"
      submitLabel="Merge"
      submitting={merging.busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field.Root required invalid={!!problem && !target}>
        <Field.Label>Tag to keep</Field.Label>
        <OptionsSelect
          aria-label="Tag to keep"
          options={tags.map((t) => t.id)}
          labels={names}
          placeholder="Choose a tag"
          value={target}
          onChange={(e) => {
            setTarget(e.target.value);
            setSources((s) => s.filter((id) => id !== e.target.value));
          }}
        />
      </Field.Root>
      <Fieldset.Root mt="4" invalid={!!problem && !!target}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Tags to merge into it
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="1" maxH="16rem" overflowY="auto">
          {others.map((t) => (
            <Checkbox.Root
              key={t.id}
              size="sm"
              checked={sources.includes(t.id)}
              onCheckedChange={(d) =>
                setSources((s) => (d.checked ? [...s, t.id] : s.filter((id) => id !== t.id)))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {t.name} ({t.usageCount})
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        <Fieldset.ErrorText>{problem}</Fieldset.ErrorText>
      </Fieldset.Root>
      {problem && !target && (
        <Text color="fg.error" fontSize="sm" mt="2">
          {problem}
        </Text>
      )}
      <Text color="fg.muted" fontSize="sm" mt="4">
        Companies carrying a merged tag carry the kept tag instead; the merged tags are deleted.
      </Text>
    </FormDialog>
  );
}
