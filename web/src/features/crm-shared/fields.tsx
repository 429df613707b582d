import { useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Checkbox,
  CloseButton,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Wrap,
} from '@chakra-ui/react';
import { FormField } from '../../components/ui/form-field';

/** A labelled native select; `''` stands for "not set". */
export function SelectField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  labels?: Record<string, string>;
  placeholder?: string;
  required?: boolean;
  error?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <FormField label={props.label} required={props.required} error={props.error}>
      <NativeSelect.Root size={props.size}>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((o) => (
            <option key={o} value={o}>
              {props.labels?.[o] ?? o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** A group of checkboxes for a multi-select (services, material types, grades…). */
export function CheckGroup(props: {
  legend: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly string[];
  label?: (o: string) => ReactNode;
  columns?: Record<string, number> | number;
  error?: string;
  maxH?: string;
}) {
  const set = new Set(props.value);
  return (
    <Fieldset.Root invalid={!!props.error}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {props.legend}
      </Fieldset.Legend>
      <Box maxH={props.maxH} overflowY={props.maxH ? 'auto' : undefined} mt="1">
        <SimpleGrid columns={props.columns ?? { base: 2, md: 4 }} gap="2">
          {props.options.map((o) => (
            <Checkbox.Root
              key={o}
              size="sm"
              checked={set.has(o)}
              onCheckedChange={(d) =>
                props.onChange(d.checked ? [...props.value, o] : props.value.filter((v) => v !== o))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{props.label ? props.label(o) : o}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Box>
      <Fieldset.ErrorText>{props.error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** Free-text tags: Enter or comma adds one, each can be removed. */
export function TagInput(props: {
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
  max?: number;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const tag = text.trim().replace(/,$/, '').slice(0, 40);
    if (tag && !props.value.includes(tag) && props.value.length < (props.max ?? 20))
      props.onChange([...props.value, tag]);
    setText('');
  };
  return (
    <FormField label={props.label} error={props.error} helper="Press Enter to add a tag">
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
      />
      {props.value.length > 0 && (
        <Wrap gap="1" mt="1">
          {props.value.map((t) => (
            <HStack key={t} gap="0" borderWidth="1px" borderRadius="full" ps="2">
              <Badge variant="plain">{t}</Badge>
              <CloseButton
                size="2xs"
                aria-label={`Remove tag ${t}`}
                onClick={() => props.onChange(props.value.filter((v) => v !== t))}
              />
            </HStack>
          ))}
        </Wrap>
      )}
    </FormField>
  );
}
