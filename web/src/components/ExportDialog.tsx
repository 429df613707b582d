import { useState } from 'react';
import { Button, Field, HStack, Progress, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { CrmRoutes, FinanceRoutes, InventoryRoutes, OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import { downloadFile } from '../lib/files';
import { useSubmit } from '../lib/use-submit';
import { defaultExportRange, exportFilename, type ExportFormat } from './export';
import { AppDialog } from './AppDialog';
import { DatePicker } from './ui/date-picker';

/**
 * Export of a list (spec part 1 §2): CSV or XLSX over a date range that needs both dates and
 * defaults to the past 30 days; shows progress while the file downloads, then saves it.
 */
export function ExportDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  kind: string;
  route:
    | typeof CrmRoutes.exportCompanies
    | typeof CrmRoutes.exportMaterials
    | typeof SupplyRoutes.exportHaves
    | typeof SupplyRoutes.exportNeeds
    | typeof InventoryRoutes.exportLots
    | typeof OrderRoutes.exportOrders
    | typeof OrderRoutes.exportShipments
    | typeof FinanceRoutes.exportInvoices
    | typeof FinanceRoutes.exportBills;
}) {
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [range, setRange] = useState(defaultExportRange);
  const [progress, setProgress] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const exporting = useSubmit<string>({ success: (name) => `Exported ${name}`, fallback: 'Export failed' });
  const running = exporting.busy;
  const fromError = !range.from
    ? 'Start date is required'
    : range.to && range.from > range.to
      ? 'The start date must be on or before the end date'
      : undefined;
  const toError = !range.to ? 'End date is required' : undefined;

  const run = async () => {
    setTouched(true);
    if (fromError || toError) return;
    setProgress(null);
    const fallbackName = exportFilename(props.kind, format, range);
    if (
      await exporting.run(() =>
        downloadFile(props.route, { query: { format, ...range } }, { fallbackName, onProgress: setProgress }),
      )
    )
      props.onClose();
  };

  return (
    <AppDialog
      open={props.open}
      onClose={() => !running && props.onClose()}
      title={props.title}
      contentProps={{ maxW: 'md' }}
      closable={running ? 'disabled' : true}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={running}>
            Cancel
          </Button>
          <Button onClick={() => void run()} loading={running} loadingText="Exporting">
            Export
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <RadioGroup.Root
          value={format}
          onValueChange={(e) => setFormat(e.value as ExportFormat)}
          aria-label="Format"
        >
          <Text fontSize="sm" fontWeight="medium" mb="1" id="export-format">
            Format
          </Text>
          <HStack gap="6" role="presentation">
            {(['csv', 'xlsx'] as const).map((f) => (
              <RadioGroup.Item key={f} value={f}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{f.toUpperCase()}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <HStack align="start" gap="3">
          <Field.Root required invalid={touched && !!fromError}>
            <Field.Label>
              From
              <Field.RequiredIndicator />
            </Field.Label>
            <DatePicker
              value={range.from}
              max={range.to || undefined}
              onValueChange={(from) => setRange((r) => ({ ...r, from }))}
            />
            <Field.ErrorText>{fromError}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={touched && !!toError}>
            <Field.Label>
              To
              <Field.RequiredIndicator />
            </Field.Label>
            <DatePicker
              value={range.to}
              min={range.from || undefined}
              onValueChange={(to) => setRange((r) => ({ ...r, to }))}
            />
            <Field.ErrorText>{toError}</Field.ErrorText>
          </Field.Root>
        </HStack>
        {running && (
          <Progress.Root value={progress === null ? null : Math.round(progress * 100)} size="sm">
            <Progress.Label>Exporting…</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
    </AppDialog>
  );
}

export default ExportDialog;
