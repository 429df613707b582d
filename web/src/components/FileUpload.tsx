import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, Field, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LuUpload } from 'react-icons/lu';
import { BillOfLadingType, DocumentType, LABELS, ScaleType, type RouteDefinition } from '@polyloop/shared';
import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { upload } from '../lib/files';
import { messageOf, useSubmit } from '../lib/use-submit';
import { acceptAttribute, checkFiles, formatBytes } from '../features/crm-shared/file-checks';
import { OptionsSelect } from './ui/options-select';

/**
 * Drag-and-drop or pick documents; checked here as the server checks them (type, name, size,
 * count), then uploaded one by one with progress. The server's own message (a virus, say) is shown.
 */
export function FileUpload(props: {
  /** An upload route of a record's documents (`POST …/{id}/upload`). */
  route: RouteDefinition;
  params: { id: string };
  /** The views a new document changes (its list, the record's history). */
  touches: readonly Pick<RouteDefinition, 'id'>[];
  withDocumentType?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [documentType, setDocumentType] = useState('');
  /** Heavy or light for a scale ticket, shipper or receiver copy for a bill of lading. */
  const [variant, setVariant] = useState('');
  const variants =
    documentType === 'SCALES'
      ? { label: 'Scale type', options: ScaleType.options, labels: LABELS.scaleType, field: 'scaleType' }
      : documentType === 'BILL_OF_LADING'
        ? {
            label: 'Copy',
            options: BillOfLadingType.options,
            labels: LABELS.billOfLadingType,
            field: 'billOfLadingType',
          }
        : undefined;
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string>();
  const uploading = useSubmit<File[]>({
    success: (files) => (files.length === 1 ? 'Document uploaded' : `${files.length} documents uploaded`),
    fallback: FILE_MESSAGES.failed,
    touches: props.touches,
    // The server's own reason (a virus, say) also stays under the drop zone.
    onError: (e) => setProblem(messageOf(e, FILE_MESSAGES.failed)),
  });

  const send = async (files: File[]) => {
    if (!files.length) return;
    const error = checkFiles(files);
    setProblem(error);
    if (error) return;
    setProgress({ name: files.length === 1 ? files[0]!.name : `${files.length} files`, fraction: 0 });
    await uploading.run(async () => {
      await upload(props.route, files, {
        params: props.params,
        data: documentType
          ? { documentType, ...(variants && variant ? { [variants.field]: variant } : {}) }
          : {},
        onProgress: (fraction) => setProgress((p) => (p ? { ...p, fraction: fraction ?? 0 } : p)),
      });
      return files;
    });
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!progress) void send([...e.dataTransfer.files]);
  };

  return (
    <Stack gap="3">
      {props.withDocumentType !== false && (
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>Document type</Field.Label>
            <OptionsSelect
              size="sm"
              options={DocumentType.options}
              labels={LABELS.documentType}
              placeholder="Not specified"
              value={documentType}
              onChange={(e) => {
                setDocumentType(e.target.value);
                setVariant('');
              }}
            />
          </Field.Root>
          {variants && (
            <Field.Root maxW="48">
              <Field.Label>{variants.label}</Field.Label>
              <OptionsSelect
                size="sm"
                options={variants.options}
                labels={variants.labels as Record<string, string>}
                placeholder="Not specified"
                value={variant}
                onChange={(e) => setVariant(e.target.value)}
              />
            </Field.Root>
          )}
        </HStack>
      )}
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        borderRadius="md"
        p="6"
        textAlign="center"
        bg={dragging ? 'brand.subtle' : undefined}
      >
        <Stack align="center" gap="2">
          <LuUpload aria-hidden />
          <Text>Drag files here, or</Text>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={acceptAttribute()}
            aria-label="Upload documents"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(e) => void send([...(e.target.files ?? [])])}
          />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={!!progress}>
            Choose files
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {`PDF, images, CSV, text, Excel or Word; up to ${FILE_RULES.maxFiles} files, ${formatBytes(FILE_RULES.maxFileBytes)} each, ${formatBytes(FILE_RULES.maxTotalBytes)} together.`}
          </Text>
        </Stack>
      </Box>
      {progress && (
        <Progress.Root value={Math.round(progress.fraction * 100)} size="sm">
          <Progress.Label>{`Uploading ${progress.name}`}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText />
        </Progress.Root>
      )}
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
