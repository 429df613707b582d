import { useId, useRef } from 'react';
import { Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPaperclip } from 'react-icons/lu';
import { FILE_RULES } from '@polyloop/shared/crm/files';
import { acceptAttribute, checkFiles, formatBytes } from '../../crm-shared/file-checks';

/**
 * Files chosen in a form and sent with the record (a public offer's) or once it exists (an offer's,
 * a request's): checked as the server checks them (type, name, size, count), listed with a way to
 * remove each.
 */
export function FilesPicker({
  files,
  onChange,
  label = 'Attach files',
}: {
  files: File[];
  onChange: (files: File[]) => void;
  label?: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const problem = checkFiles(files);
  return (
    <Stack gap="2">
      <HStack>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={acceptAttribute()}
          aria-label={label}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(e) => {
            onChange([...files, ...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          <LuPaperclip aria-hidden /> {label}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {`Up to ${FILE_RULES.maxFiles} files, ${formatBytes(FILE_RULES.maxFileBytes)} each.`}
        </Text>
      </HStack>
      {files.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Chosen files">
          {files.map((f, i) => (
            <HStack
              as="li"
              key={`${f.name}-${i}`}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="1"
            >
              <Text fontSize="sm">{`${f.name} (${formatBytes(f.size)})`}</Text>
              <CloseButton
                size="xs"
                aria-label={`Remove ${f.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </HStack>
          ))}
        </Stack>
      )}
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
