import { useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Badge, Link, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { TagRoutes } from '@polyloop/shared';
import { useApi } from '../lib/api';
import type { Choices } from './ui/options-select';
import { ChoicesField } from './form-fields';
import { FormField } from './ui/form-field';

/** The company's tags as a picker's choices (ids with their names), by name; loading or failed: none. */
export function useTagChoices(): Choices & { loading: boolean; error: boolean } {
  const { data, error, isLoading } = useApi(TagRoutes.listTags);
  return useMemo(() => {
    const tags = data?.data ?? [];
    return {
      ids: tags.map((t) => t.id),
      labels: Object.fromEntries(tags.map((t) => [t.id, t.name])),
      loading: isLoading,
      error: !!error,
    };
  }, [data, error, isLoading]);
}

/** A record's tags, picked from the company's list (Administration → Tags) rather than typed. */
export function TagPickerField<T extends FieldValues>({
  control,
  name,
  label = 'Tags',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
}) {
  const tags = useTagChoices();
  if (!tags.ids.length)
    return (
      <FormField label={label}>
        <Text color="fg.muted" fontSize="sm">
          {tags.loading
            ? 'Loading tags…'
            : tags.error
              ? 'The tags could not be loaded.'
              : 'No tags yet. An administrator adds them under '}
          {!tags.loading && !tags.error && (
            <Link asChild>
              <RouterLink to="/admin/tags">Administration → Tags</RouterLink>
            </Link>
          )}
        </Text>
      </FormField>
    );
  return (
    <ChoicesField
      control={control}
      name={name}
      legend={label}
      options={tags.ids}
      labels={tags.labels}
      columns={{ base: 2, md: 3 }}
      maxH="12rem"
    />
  );
}

/** A record's tags by name; an id no longer on the list (deleted a moment ago) is left out. */
export function TagBadges({
  ids,
  names,
}: {
  ids: readonly string[];
  names: Readonly<Record<string, string>>;
}) {
  const known = ids.filter((id) => names[id]);
  if (!known.length) return <>—</>;
  return (
    <Wrap gap="1">
      {known.map((id) => (
        <Badge key={id} variant="outline">
          {names[id]}
        </Badge>
      ))}
    </Wrap>
  );
}
