import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Field, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import {
  OFFER_MESSAGES,
  Qualification,
  QUALIFICATION_LABELS,
  ResponseTab,
  type NetworkOffer,
} from '@polyloop/shared/network/offer';
import { api, useApi } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import type { Column } from '../../../components/DataTable';
import { RecordLink } from '../../../components/list/ListActions';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { OptionsSelect } from '../../../components/ui/options-select';
import { OfferStatusBadge, QualificationBadge } from '../common/StatusBadges';
import { FilterTabs } from '../market/FilterTabs';
import { formatPrice, formatWeight, formatTerms } from '../market/format';
import { LabelledCheckbox } from '../../../components/choice/LabelledCheckbox';

const PAGE_SIZE = 25;
const TAB_LABELS: Record<ResponseTab, string> = {
  ALL: 'All',
  IN_THE_RUNNING: 'In the running',
  DISQUALIFIED: 'Disqualified',
  PENDING_REVIEW: 'Pending review',
};
const tabOf = (v: string) => ResponseTab.safeParse(v).data ?? 'ALL';

/** The columns of offers answering a request; the requester names each by its company, a responder by its material. */
export function responseColumns(by: 'company' | 'material'): Column<NetworkOffer>[] {
  return [
    {
      key: 'offer',
      header: by === 'company' ? 'Company' : 'Offer',
      cell: (o) => (
        <RecordLink
          to={`/network/offers/${o.id}`}
          name={by === 'company' ? o.offeringCompany.name : o.materialName}
        />
      ),
    },
    { key: 'price', header: 'Price', cell: (o) => formatPrice(o.currentPrice) },
    { key: 'weight', header: 'Weight', cell: (o) => formatWeight(o.currentWeight) },
    { key: 'terms', header: 'Terms', hideBelow: 'md', cell: (o) => formatTerms(o.terms) },
    {
      key: 'qualification',
      header: 'Qualification',
      cell: (o) => <QualificationBadge qualification={o.qualification} />,
    },
    {
      key: 'status',
      header: 'Status',
      hideBelow: 'md',
      cell: (o) => <OfferStatusBadge status={o.simpleStatus} offer={o} />,
    },
    { key: 'offered', header: 'Offered', hideBelow: 'lg', cell: (o) => formatDate(o.createdDate) },
  ];
}

/** How many offers a tab holds: a read of one row answers the tab's total. */
const useTabCount = (id: string, tab: ResponseTab) =>
  useApi(NetworkRoutes.listRequestOffers, { params: { id }, query: { tab, size: 1 } }).data?.totalCount;

function useTabCounts(id: string): Record<ResponseTab, number | undefined> {
  return {
    ALL: useTabCount(id, 'ALL'),
    IN_THE_RUNNING: useTabCount(id, 'IN_THE_RUNNING'),
    DISQUALIFIED: useTabCount(id, 'DISQUALIFIED'),
    PENDING_REVIEW: useTabCount(id, 'PENDING_REVIEW'),
  };
}

/**
 * The offers answering my public request (part 2 §2, §4): by qualification tab, several selected
 * at once and rated qualified, conditionally qualified, disqualified or pending review.
 */
export function QualifiedResponses({ requestId }: { requestId: string }) {
  const navigate = useNavigate();
  const counts = useTabCounts(requestId);
  const list = useList(NetworkRoutes.listRequestOffers, {
    params: { id: requestId },
    prefix: 'offers',
    filters: { tab: 'ALL' },
    pageSize: PAGE_SIZE,
    query: ({ filters, page, size }) => ({ tab: tabOf(filters.tab), page, size }),
  });
  const tab = tabOf(list.state.filters.tab);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [qualification, setQualification] = useState('');
  const rows = list.rows ?? [];
  // What is selected is what the person sees: a new tab or page starts afresh.
  useEffect(() => setSelected(new Set()), [tab, list.state.page]);
  const rate = useSubmit({
    success: (n: number) =>
      `${n === 1 ? 'Offer' : `${n} offers`} rated ${QUALIFICATION_LABELS[qualification as Qualification].toLowerCase()}`,
    fallback: OFFER_MESSAGES.updateFailed,
    touches: VIEWS.qualification,
  });
  const apply = async () => {
    const q = Qualification.safeParse(qualification).data;
    if (!q || !selected.size) return;
    const done = await rate.run(
      async () =>
        (
          await api(NetworkRoutes.qualifyOffers, {
            body: { requestId, offerIds: [...selected], qualification: q },
          })
        ).data.length,
    );
    if (done) setSelected(new Set());
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pick: Column<NetworkOffer> = {
    key: 'select',
    header: 'Select',
    cell: (o) => (
      <LabelledCheckbox
        size="sm"
        checked={selected.has(o.id)}
        onCheckedChange={(d) => toggle(o.id, !!d.checked)}
      >
        <VisuallyHidden>{`Select the offer of ${o.offeringCompany.name}`}</VisuallyHidden>
      </LabelledCheckbox>
    ),
  };
  const all = rows.length > 0 && rows.every((o) => selected.has(o.id));
  return (
    <FilterTabs
      label="Responding offers"
      tabs={ResponseTab.options.map((value) => ({ value, label: TAB_LABELS[value], count: counts[value] }))}
      value={tab}
      onChange={(value) => list.setFilter('tab', value)}
    >
      <Stack gap="3">
        {rows.length > 0 && (
          <HStack gap="3" wrap="wrap" align="end">
            <LabelledCheckbox
              size="sm"
              checked={all ? true : selected.size ? 'indeterminate' : false}
              onCheckedChange={(d) =>
                setSelected(d.checked === true ? new Set(rows.map((o) => o.id)) : new Set())
              }
              pb="2"
            >
              Select all
            </LabelledCheckbox>
            <Field.Root maxW="56" disabled={!selected.size}>
              <Field.Label>Qualification</Field.Label>
              <OptionsSelect
                options={Qualification.options}
                labels={QUALIFICATION_LABELS}
                placeholder="Choose"
                value={qualification}
                onChange={(e) => setQualification(e.target.value)}
              />
            </Field.Root>
            <Button
              onClick={() => void apply()}
              loading={rate.busy}
              disabled={!selected.size || !qualification}
            >
              Apply to selected
            </Button>
            <Text fontSize="sm" color="fg.muted" pb="2" aria-live="polite">
              {selected.size ? `${selected.size} selected` : 'Select offers to rate them'}
            </Text>
          </HStack>
        )}
        <ListTable
          list={list}
          label={`${TAB_LABELS[tab]} offers`}
          columns={[pick, ...responseColumns('company')]}
          onRowClick={(o) => navigate(`/network/offers/${o.id}`)}
          errorText={OFFER_MESSAGES.loadFailed}
          empty="No offers yet. Companies linked with yours can respond while the request is open."
          emptyFiltered={`No offers ${tab === 'PENDING_REVIEW' ? 'wait for review' : `are ${TAB_LABELS[tab].toLowerCase()}`}.`}
        />
      </Stack>
    </FilterTabs>
  );
}

/** Offers answering a request without rating them: a private request's, or my own offers on someone's request. */
export function RequestOffers({
  requestId,
  by,
  empty,
}: {
  requestId: string;
  by: 'company' | 'material';
  empty: string;
}) {
  const navigate = useNavigate();
  const list = useList(NetworkRoutes.listRequestOffers, {
    params: { id: requestId },
    prefix: 'offers',
    pageSize: PAGE_SIZE,
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <ListTable
      list={list}
      label="Offers"
      columns={responseColumns(by)}
      onRowClick={(o) => navigate(`/network/offers/${o.id}`)}
      errorText={OFFER_MESSAGES.loadFailed}
      empty={empty}
    />
  );
}
