import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Link, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, NetworkRoutes, SupplyRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES, type NetworkOffer } from '@polyloop/shared/network/offer';
import { checkFiles } from '../../crm-shared/file-checks';
import { notify } from '../../../components/ui/toaster';
import { Wizard } from '../../../components/Wizard';
import { api, ApiError, useApi } from '../../../lib/api';
import { upload } from '../../../lib/files';
import { schemaResolver } from '../../../lib/form';
import { useAccount } from '../../../lib/account';
import { messageOf, onInvalidSubmit, showServerErrors, useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { MessagePage } from '../../system/MessagePage';
import { PageHeader } from '../../crm-shared/PageHeader';
import { MARKET_SUPPLY_PATH, offerPath, offerTarget } from '../common/paths';
import { serverFieldOf } from '../common/trade-form';
import {
  emptyOfferWizard,
  haveDefaults,
  offerPayload,
  offerSchema,
  STEP_FIELDS,
  stepOf,
  wizardChecks,
  wizardFieldOf,
  WIZARD_STEPS,
  type OfferWizardValues,
  type WizardFacts,
  type WizardStep,
} from './offer-wizard';
import { maxBid, termsOfRequest } from '../requests/reverse-auction';
import { useRequestPushes } from '../requests/use-request-pushes';
import { formatBidPrice } from '@polyloop/shared/network/reverse-auction';
import {
  ContactStep,
  HaveStep,
  MessageStep,
  RecipientsStep,
  requestParty,
  ReviewStep,
  TermsStep,
} from './OfferWizardSteps';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The offer wizard (spec part 2 §5): a have offered to linked companies (one offer each), or in
 * answer to a request (its requester, at the request's place). Step by step, checked as the
 * server checks; the files go to every offer made.
 */
export default function OfferWizardPage() {
  const params = useParams();
  const target = useMemo(() => offerTarget(params), [params]);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const { account } = useAccount();
  const request = useApi(
    NetworkRoutes.getRequest,
    target.requestId ? { params: { id: target.requestId } } : null,
  );
  const answering = !!target.requestId;
  const facts = useRef<WizardFacts>({ answering, available: null, latestExpiration: null, today: today() });
  const form = useForm<OfferWizardValues>({
    resolver: schemaResolver(
      offerSchema,
      (v) => offerPayload(v, target.requestId),
      wizardFieldOf,
      (v) => wizardChecks(v, facts.current),
    ),
    defaultValues: emptyOfferWizard(account, target.haveId),
    mode: 'onTouched',
  });
  const haveId = useWatch({ control: form.control, name: 'haveId' });
  const have = useApi(SupplyRoutes.getHave, haveId ? { params: { id: haveId } } : null).data?.data;
  const material = useApi(
    CrmRoutes.getMaterial,
    have?.materialId ? { params: { id: have.materialId } } : null,
  );
  const materialData = material.data?.data;
  const answered = request.data?.data;
  const auction =
    answered?.kind === 'PUBLIC_REQUEST' &&
    answered.publicRequest.reverseAuction &&
    answered.publicRequest.status === 'ACTIVE'
      ? termsOfRequest(answered.publicRequest)
      : null;
  // A reverse auction's price to beat moves with every bid: read again on each pushed one.
  useRequestPushes(target.requestId ?? '', answered?.kind, !!auction);
  const limit = auction ? maxBid(auction) : null;
  facts.current = {
    answering,
    available: have?.remainingWeight ?? null,
    latestExpiration: have?.expirationDate ?? null,
    today: today(),
    auction,
  };

  // A have chosen (or its material loaded): its material, price, weight, terms and expiration fill in.
  const filled = useRef<string>('');
  useEffect(() => {
    if (!have || have.id !== haveId) return;
    const key = `${have.id}:${materialData?.id ?? ''}`;
    if (filled.current === key || (have.materialId && material.isLoading)) return;
    filled.current = key;
    for (const [name, value] of Object.entries(haveDefaults(have, materialData)))
      form.setValue(name as FieldPath<OfferWizardValues>, value as string, { shouldDirty: true });
  }, [have, haveId, materialData, material.isLoading, form]);

  const [step, setStep] = useState<WizardStep>(0);
  const [files, setFiles] = useState<File[]>([]);
  const linked = useApi(
    NetworkRoutes.listDirectory,
    answering ? null : { query: { view: 'companyLinks', size: 100 } },
  );
  const companyName = (id: string) => linked.data?.data.find((c) => c.id === id)?.name ?? id;
  const creating = useSubmit<NetworkOffer[]>({
    fallback: OFFER_MESSAGES.createFailed,
    touches: VIEWS.networkOffer,
  });

  const go = (next: number) => {
    setStep(next as WizardStep);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('#wizard-step')?.focus());
  };
  const check = (upTo: number) =>
    form.trigger(
      Array.from(
        { length: upTo },
        (_, s) => STEP_FIELDS[s as WizardStep],
      ).flat() as FieldPath<OfferWizardValues>[],
    );
  const next = async () => {
    if (step === 4 && checkFiles(files)) return onInvalidSubmit(root.current);
    if (await check(step + 1)) go(step + 1);
    else onInvalidSubmit(root.current);
  };

  const submit = async () => {
    if (!(await form.trigger())) {
      const steps = Object.keys(form.formState.errors).map(stepOf);
      if (steps.length) go(Math.min(...steps));
      return onInvalidSubmit(root.current);
    }
    const done = await creating.run(
      async () =>
        (
          await api(NetworkRoutes.createNetworkOffers, {
            body: offerSchema.parse(offerPayload(form.getValues(), target.requestId)),
          })
        ).data,
      (e) => {
        if (!(e instanceof ApiError)) return false;
        const errors = Object.entries(e.fieldErrors).flatMap(([key, [message]]) => {
          const field = message && serverFieldOf(key);
          return field ? [{ path: field, message }] : [];
        });
        if (errors.length) go(Math.min(...errors.map((x) => stepOf(x.path))));
        showServerErrors(form, errors, root.current);
        return false;
      },
    );
    if (!done) return;
    const offers = done.result;
    let attached = true;
    if (files.length) {
      try {
        for (const offer of offers)
          await upload(NetworkRoutes.uploadOfferFiles, files, { params: { id: offer.id } });
      } catch (e) {
        attached = false;
        notify('warning', 'Offer sent, but its files were not attached', {
          description: messageOf(e, OFFER_MESSAGES.invalidFiles),
        });
      }
    }
    if (attached)
      notify('success', offers.length === 1 ? OFFER_MESSAGES.created : `${offers.length} offers sent`);
    void navigate(
      offers.length === 1
        ? offerPath(offers[0]!.id)
        : `/haves/${encodeURIComponent(form.getValues('haveId'))}/networkOffers`,
    );
  };

  if (request.error)
    return (
      <MessagePage
        title="Oops, nothing here"
        message={
          request.error.status === 404 ? 'This request does not exist.' : 'The request could not be loaded.'
        }
        action={{ label: 'Back to the market', to: MARKET_SUPPLY_PATH }}
      />
    );
  if (request.data && requestParty(request.data.data).own)
    return (
      <MessagePage
        title="This is your request"
        message={OFFER_MESSAGES.ownListing}
        action={{ label: 'Back to the market', to: MARKET_SUPPLY_PATH }}
      />
    );

  const requestData = answering ? request.data?.data : null;
  const bodies = [
    <HaveStep key="have" have={have} />,
    <TermsStep key="terms" have={have} />,
    <RecipientsStep key="to" request={requestData} />,
    <ContactStep key="contact" />,
    <MessageStep key="message" files={files} onFiles={setFiles} />,
    <ReviewStep key="review" have={have} request={requestData} files={files} companyName={companyName} />,
  ];
  return (
    <Stack gap="4" ref={root}>
      <PageHeader title={answering ? 'Respond to Request' : 'New Offer'} />
      {requestData && (
        <Text color="fg.muted">
          {`In answer to “${requestParty(requestData).title}” from `}
          <Link asChild color="brand.fg">
            <RouterLink to={`/network/companies/${encodeURIComponent(requestParty(requestData).company.id)}`}>
              {requestParty(requestData).company.name}
            </RouterLink>
          </Link>
          .
        </Text>
      )}
      {auction && (
        <Text role="status" aria-label="Reverse auction">
          {`Reverse auction: the lowest price wins.${limit ? ` Bid at most ${formatBidPrice(limit.max)}.` : ''}`}
        </Text>
      )}
      <Wizard
        form={form}
        steps={WIZARD_STEPS}
        step={step}
        go={go}
        reachable={check}
        onInvalid={() => onInvalidSubmit(root.current)}
        onCancel={() =>
          void navigate(
            target.haveId ? `/haves/${encodeURIComponent(target.haveId)}/networkOffers` : MARKET_SUPPLY_PATH,
          )
        }
        onNext={() => void next()}
        finish={{ label: 'Send offer', busy: creating.busy, onClick: () => void submit() }}
      >
        {bodies[step]}
      </Wizard>
    </Stack>
  );
}
