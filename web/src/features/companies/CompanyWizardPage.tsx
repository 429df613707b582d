import { CrmRoutes } from '@polyloop/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { List, Stack, Text } from '@chakra-ui/react';
import { DuplicateDetails, type Company } from '@polyloop/shared/crm/company';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Wizard } from '../../components/Wizard';
import { schemaResolver } from '../../lib/form';
import { api, ApiError } from '../../lib/api';
import { onInvalidSubmit, showServerErrors, useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { PageHeader } from '../crm-shared/PageHeader';
import {
  BuyProfilesStep,
  ContactsStep,
  DetailsStep,
  LocationsStep,
  MaterialsStep,
  ReviewStep,
} from './wizard/steps';
import {
  buildCompanyPayload,
  emptyWizard,
  mapServerFieldErrors,
  STEP_FIELDS,
  stepOf,
  STEPS,
  WizardSchema,
  type StepIndex,
  type WizardValues,
} from './wizard/wizard';

const BODIES = [DetailsStep, LocationsStep, ContactsStep, MaterialsStep, BuyProfilesStep, ReviewStep];

/** The company wizard (spec part 1 §2, §5): Details, Locations, Contacts, Materials, Buy Profiles, Review. */
export default function CompanyWizardPage() {
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const form = useForm<WizardValues>({
    resolver: schemaResolver(WizardSchema),
    mode: 'onChange',
    defaultValues: emptyWizard(),
  });
  const [step, setStep] = useState<StepIndex>(0);
  const [duplicates, setDuplicates] = useState<string[] | null>(null);
  const creating = useSubmit<Company>({
    success: 'Company created',
    description: 'The company was not created.',
    touches: VIEWS.company,
  });
  const Body = BODIES[step]!;

  const go = (next: number) => {
    setStep(next as StepIndex);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('h2')?.focus());
  };
  const next = async () => {
    const ok = await form.trigger(STEP_FIELDS[step]);
    if (ok) go(step + 1);
    else onInvalidSubmit(root.current);
  };

  const submit = async (confirmDuplicate: boolean) => {
    const valid = await form.trigger();
    if (!valid) {
      const steps = Object.keys(form.formState.errors).map(stepOf);
      if (steps.length) go(Math.min(...steps));
      onInvalidSubmit(root.current);
      return;
    }
    const { payload, rows } = buildCompanyPayload(form.getValues(), confirmDuplicate);
    const done = await creating.run(
      async () => (await api(CrmRoutes.createCompany, { body: payload })).data,
      (e) => {
        if (e instanceof ApiError && e.status === 409 && e.code === 'POSSIBLE_DUPLICATE') {
          setDuplicates(DuplicateDetails.safeParse(e.details).data?.duplicates ?? []);
          return true;
        }
        setDuplicates(null);
        if (!(e instanceof ApiError)) return false;
        // The server names payload rows; they land on the wizard's rows they came from.
        const mapped = mapServerFieldErrors(e.fieldErrors, rows);
        if (!mapped.errors.length) return false;
        if (mapped.step !== undefined) go(mapped.step);
        showServerErrors(form, mapped.errors);
        onInvalidSubmit(root.current);
        return true;
      },
    );
    if (!done) return;
    setDuplicates(null);
    void navigate(`/companies/${done.result.id}`);
  };

  return (
    <Stack gap="4" ref={root}>
      <PageHeader title="New company" />
      <Wizard
        form={form}
        steps={STEPS}
        step={step}
        go={go}
        reachable={(i) => form.trigger(STEPS.slice(0, i).flatMap((_, s) => STEP_FIELDS[s as StepIndex]))}
        onInvalid={() => onInvalidSubmit(root.current)}
        onCancel={() => void navigate('/companies')}
        onNext={() => void next()}
        finish={{ label: 'Create company', busy: creating.busy, onClick: () => void submit(false) }}
      >
        <Body />
      </Wizard>
      <ConfirmDialog
        open={duplicates !== null}
        title="Possible duplicate"
        confirmLabel="Create anyway"
        onClose={() => setDuplicates(null)}
        onConfirm={() => submit(true)}
      >
        <Text>A company with a similar name already exists. Create it anyway?</Text>
        {!!duplicates?.length && (
          <List.Root mt="2" ps="5" aria-label="Similar companies">
            {duplicates.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List.Root>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
