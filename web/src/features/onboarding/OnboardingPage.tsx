import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { Box, Button, Center, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { IdentityRoutes, MESSAGES, ONBOARDING_STEPS, OnboardingInput } from '@polyloop/shared';
import { Logo } from '../../components/Logo';
import { notify } from '../../components/ui/toaster';
import { api, ApiError, useRevalidate } from '../../lib/api';
import { refreshSession } from '../../lib/auth';
import { useAccount } from '../../lib/account';
import { schemaResolver } from '../../lib/form';
import { onInvalidSubmit, showServerErrors, useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import {
  emptyOnboarding,
  loadDraft,
  mapServerErrors,
  saveDraft,
  STEP_FIELDS,
  STEP_TITLES,
  STORAGE_KEY,
  toSubmission,
  type OnboardingForm,
  type Step,
} from './onboarding-steps';
import {
  CompanyStep,
  ContactStep,
  IntentStep,
  LocationStep,
  MaterialsStep,
  ReviewStep,
  WelcomeStep,
} from './OnboardingSteps';
import { UsersStep } from './UsersStep';

/** The shared schema judges the values as they will be sent (blank optional fields left out). */
const resolver = schemaResolver<OnboardingForm>(OnboardingInput, toSubmission);

function StepIndicator({ current }: { current: number }) {
  return (
    <Box as="nav" aria-label="Onboarding steps">
      <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted">
        Step {current + 1} of {ONBOARDING_STEPS.length}: {STEP_TITLES[ONBOARDING_STEPS[current]!]}
      </Text>
      <HStack as="ol" display={{ base: 'none', md: 'flex' }} gap="1" listStyleType="none" wrap="wrap">
        {ONBOARDING_STEPS.map((step, i) => (
          <HStack as="li" key={step} gap="1" aria-current={i === current ? 'step' : undefined} fontSize="sm">
            <Center
              w="6"
              h="6"
              borderRadius="full"
              fontSize="xs"
              fontWeight="bold"
              bg={i < current ? 'brand.solid' : i === current ? 'brand.muted' : 'bg.muted'}
              color={i < current ? 'brand.contrast' : 'fg'}
              aria-hidden
            >
              {i + 1}
            </Center>
            <Text
              fontWeight={i === current ? 'bold' : 'normal'}
              color={i === current ? 'fg' : 'fg.muted'}
              me="2"
            >
              {STEP_TITLES[step]}
              {i < current && (
                <Box as="span" position="absolute" left="-9999px">
                  {' '}
                  (done)
                </Box>
              )}
            </Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}

/** Onboarding (spec part 1 §2, §4, §5, §8): eight steps, then `POST /api/admin/onboard`. */
export default function OnboardingPage() {
  const { account } = useAccount();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const owner = account?.id ?? '';
  const draft = useRef(typeof sessionStorage === 'undefined' ? null : loadDraft(sessionStorage, owner));
  const [step, setStep] = useState<Step>(draft.current?.step ?? 'welcome');
  const [locationTried, setLocationTried] = useState(false);
  const onboarding = useSubmit({ error: MESSAGES.failure });
  const form = useForm<OnboardingForm>({
    resolver,
    mode: 'onChange',
    defaultValues: draft.current?.values ?? emptyOnboarding(account),
  });
  const card = useRef<HTMLFormElement>(null);
  const index = ONBOARDING_STEPS.indexOf(step);

  useEffect(() => {
    const save = () => saveDraft(sessionStorage, owner, step, form.getValues());
    save();
    const sub = form.watch(save);
    return () => sub.unsubscribe();
  }, [form, owner, step]);

  useEffect(() => {
    card.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const next = async () => {
    if (step === 'locations') setLocationTried(true);
    const ok = STEP_FIELDS[step].length === 0 || (await form.trigger(STEP_FIELDS[step]));
    if (!ok) return onInvalidSubmit(card.current);
    setStep(ONBOARDING_STEPS[index + 1]!);
  };

  const finish = async () => {
    if (onboarding.busy) return;
    const ok = await form.trigger();
    if (!ok) {
      const errors = form.formState.errors;
      const first = ONBOARDING_STEPS.find((s) => STEP_FIELDS[s].some((f) => errors[f]));
      if (first) setStep(first);
      if (first === 'locations') setLocationTried(true);
      return onInvalidSubmit(card.current);
    }
    // The id token must carry the new tenant before anything else is asked of the API.
    const arrive = async (message: string, type: 'success' | 'info') => {
      sessionStorage.removeItem(STORAGE_KEY);
      await refreshSession();
      await revalidate(VIEWS.identity);
      notify(type, message);
      void navigate('/dashboard', { replace: true });
    };
    const done = await onboarding.run(
      () => api(IdentityRoutes.onboard, { body: OnboardingInput.parse(toSubmission(form.getValues())) }),
      (e) => {
        if (e instanceof ApiError && e.message === MESSAGES.alreadyOnboarded) {
          void arrive(MESSAGES.alreadyOnboarded, 'info');
          return true;
        }
        const mapped =
          e instanceof ApiError ? mapServerErrors(e.fieldErrors) : { errors: [], firstStep: undefined };
        if (!mapped.firstStep) return false;
        showServerErrors(form, mapped.errors);
        setStep(mapped.firstStep);
        if (mapped.firstStep === 'locations') setLocationTried(true);
        onInvalidSubmit(card.current);
        return true;
      },
    );
    if (done) await arrive(MESSAGES.success, 'success');
  };

  const last = index === ONBOARDING_STEPS.length - 1;
  return (
    <Flex
      as="main"
      direction="column"
      minH="100vh"
      bg="brand.subtle"
      align="center"
      px={{ base: '3', md: '6' }}
      py={{ base: '4', md: '10' }}
    >
      <Stack gap="6" w="full" maxW="3xl">
        <HStack justify="space-between">
          <Logo />
        </HStack>
        <Heading as="h1" size="2xl">
          Set up your company
        </Heading>
        <StepIndicator current={index} />
        <FormProvider {...form}>
          <chakra.form
            ref={card}
            noValidate
            bg="bg"
            borderRadius="xl"
            boxShadow="sm"
            p={{ base: '4', md: '8' }}
            onSubmit={(e) => {
              e.preventDefault();
              void (last ? finish() : next());
            }}
            css={{ '& h2': { outline: 'none' } }}
          >
            <Stack gap="6">
              {step === 'welcome' && <WelcomeStep firstName={account?.firstName ?? ''} />}
              {step === 'company' && <CompanyStep />}
              {step === 'materials' && <MaterialsStep />}
              {step === 'locations' && <LocationStep showIncomplete={locationTried} />}
              {step === 'contacts' && <ContactStep />}
              {step === 'users' && <UsersStep />}
              {step === 'intent' && <IntentStep />}
              {step === 'review' && <ReviewStep />}
              <HStack justify="space-between" pt="2" borderTopWidth="1px">
                <Button
                  variant="outline"
                  disabled={index === 0}
                  onClick={() => setStep(ONBOARDING_STEPS[index - 1]!)}
                >
                  Back
                </Button>
                <Button type="submit" loading={onboarding.busy} loadingText="Submitting…">
                  {last ? 'Finish' : index === 0 ? 'Get started' : 'Next'}
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        </FormProvider>
      </Stack>
    </Flex>
  );
}
