import { LABELS, MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import type { Draft, DraftSummary, ListedDraftType } from '@polyloop/shared/supply/draft';
import { emptyListingForm, type ListingFormValues } from '../listings/listing-form';

/** The panel's tabs (spec part 3 §2.9): every listed draft, or one type. */
export const DRAFT_TABS = [
  { value: 'ALL', label: 'All' },
  { value: 'HAVE', label: 'Haves' },
  { value: 'NEED', label: 'Needs' },
] as const;
export type DraftTab = (typeof DRAFT_TABS)[number]['value'];
export const typeOfTab = (tab: DraftTab): ListedDraftType | undefined => (tab === 'ALL' ? undefined : tab);

/** Where a row leads: the new-have or new-need form started from the draft. Unknown drafts lead nowhere (they are not shown). */
export const draftPath = (draft: Pick<DraftSummary, 'id' | 'type'>) =>
  draft.type === 'HAVE'
    ? `/haves/draft/${draft.id}`
    : draft.type === 'NEED'
      ? `/needs/draft/${draft.id}`
      : undefined;

/** What the assistant read that the form has no field for, kept in the notes. */
function notesOf(draft: Draft): string {
  const lines = [
    draft.location && `Location: ${draft.location}`,
    draft.grade && `Grade: ${LABELS.grade[draft.grade]}`,
    draft.form && `Form: ${LABELS.form[draft.form]}`,
    draft.notes,
  ].filter(Boolean);
  return lines.join('\n').slice(0, 2000);
}

/** The new-have or new-need form's values, started from a draft. */
export function listingFormOfDraft(draft: Draft, expirationDate: string): ListingFormValues {
  const empty = emptyListingForm(expirationDate);
  return {
    ...empty,
    materialType: draft.materialType ?? '',
    weight: draft.weight ? String(draft.weight.unitValue) : '',
    weightUnit: draft.weight?.unit ?? empty.weightUnit,
    price: draft.price ? String(draft.price.unitValue) : '',
    priceUnit: draft.price?.unit ?? empty.priceUnit,
    notes: notesOf(draft),
  };
}

/** "PP · Sam <sam@x.example>": a row's second line. */
export const rowDetail = (draft: DraftSummary) =>
  [draft.materialType && MATERIAL_TYPE_LABELS[draft.materialType], draft.from].filter(Boolean).join(' · ');
