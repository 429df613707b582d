import type { ReactNode } from 'react';
import { Field, NativeSelect, Wrap } from '@chakra-ui/react';
import { CrmRoutes, MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import {
  REPORT_CHART_LABELS,
  REPORT_GROUPING_LABELS,
  REPORT_LIMITS,
  REPORT_METRIC_HELP,
  REPORT_METRIC_LABELS,
  REPORT_RANGE_LABELS,
  REPORT_STATUS_LABELS,
} from '@polyloop/shared/reporting/report';
import { NumberInput } from '../../components/ui/number-input';
import { useApi } from '../../lib/api';
import type { ReportState } from './report-state';
import { DatePicker } from '../../components/ui/date-picker';

type Errors = Partial<Record<keyof ReportState, string>>;

function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Record<string, string>;
  /** The "any" choice of a filter: an empty value. */
  any?: string;
  error?: string;
  helper?: ReactNode;
}) {
  return (
    <Field.Root invalid={!!props.error} w={{ base: 'full', sm: '48' }}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          {props.any !== undefined && <option value="">{props.any}</option>}
          {Object.entries(props.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The report's choices, each a labelled form control: chart, metric, grouping, the three filters
 * and the time range. They wrap onto more lines as the screen narrows (one per line on a phone).
 */
export function ReportControls(props: {
  state: ReportState;
  errors: Errors;
  onChange: (change: Partial<ReportState>, options?: { replace?: boolean }) => void;
}) {
  const { state, errors, onChange } = props;
  const companies = useApi(CrmRoutes.companyOptions, { query: { size: 100 } }).data?.data ?? [];
  const companyLabels = Object.fromEntries(companies.map((c) => [c.id, c.name]));
  // A shared link may name a company beyond the picker's first hundred: keep it choosable.
  if (state.companyId && !companyLabels[state.companyId]) companyLabels[state.companyId] = 'Chosen company';
  const unit = state.range === 'DAYS' ? 'days' : 'months';
  return (
    <Wrap gap="3" align="start" as="form" aria-label="Report" onSubmit={(e) => e.preventDefault()}>
      <Choice
        label="Chart"
        value={state.chart}
        options={REPORT_CHART_LABELS}
        onChange={(v) => onChange({ chart: v as ReportState['chart'] })}
      />
      <Choice
        label="Metric"
        value={state.metric}
        options={REPORT_METRIC_LABELS}
        helper={REPORT_METRIC_HELP[state.metric]}
        error={errors.metric}
        onChange={(v) => onChange({ metric: v as ReportState['metric'] })}
      />
      <Choice
        label="Group by"
        value={state.grouping}
        options={REPORT_GROUPING_LABELS}
        error={errors.grouping}
        onChange={(v) => onChange({ grouping: v as ReportState['grouping'] })}
      />
      <Choice
        label="Company"
        value={state.companyId}
        any="Any company"
        options={companyLabels}
        error={errors.companyId}
        onChange={(v) => onChange({ companyId: v })}
      />
      <Choice
        label="Material type"
        value={state.materialType}
        any="Any material type"
        options={MATERIAL_TYPE_LABELS}
        error={errors.materialType}
        onChange={(v) => onChange({ materialType: v })}
      />
      <Choice
        label="Status"
        value={state.status}
        any="Delivered, invoiced or paid"
        options={REPORT_STATUS_LABELS}
        error={errors.status}
        onChange={(v) => onChange({ status: v })}
      />
      <Choice
        label="Time range"
        value={state.range}
        options={REPORT_RANGE_LABELS}
        error={errors.range}
        onChange={(v) => onChange({ range: v as ReportState['range'] })}
      />
      {state.range === 'DATES' ? (
        <>
          <Field.Root invalid={!!errors.from} w={{ base: 'full', sm: '44' }}>
            <Field.Label>From</Field.Label>
            <DatePicker
              size="sm"
              value={state.from}
              onValueChange={(from) => onChange({ from }, { replace: true })}
            />
            {errors.from && <Field.ErrorText>{errors.from}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.to} w={{ base: 'full', sm: '44' }}>
            <Field.Label>To</Field.Label>
            <DatePicker
              size="sm"
              value={state.to}
              onValueChange={(to) => onChange({ to }, { replace: true })}
            />
            {errors.to && <Field.ErrorText>{errors.to}</Field.ErrorText>}
          </Field.Root>
        </>
      ) : (
        <Field.Root invalid={!!errors.last} w={{ base: 'full', sm: '36' }}>
          <Field.Label>{`Number of ${unit}`}</Field.Label>
          <NumberInput
            size="sm"
            min={1}
            max={state.range === 'DAYS' ? REPORT_LIMITS.days : REPORT_LIMITS.months}
            decimals={0}
            value={state.last}
            onValueChange={(last) => onChange({ last }, { replace: true })}
          />
          {errors.last && <Field.ErrorText>{errors.last}</Field.ErrorText>}
        </Field.Root>
      )}
    </Wrap>
  );
}
