import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { Alert } from '@chakra-ui/react';
import { DraftRoutes } from '@polyloop/shared';
import { DRAFT_MESSAGES, type Draft } from '@polyloop/shared/supply/draft';
import { defaultExpirations } from '@polyloop/shared/supply/listing';
import { useRecord } from '../../components/RecordPage';
import { draftPath, listingFormOfDraft } from '../drafts/drafts';
import { ListingCreate } from './ListingNewPage';
import { KINDS, type Kind } from './kinds';

const READER: Record<Draft['extractor'], string> = {
  bedrock: 'Amazon Bedrock read it',
  sandbox: 'the local sandbox extractor read it (no AI model runs here)',
};

/** Where the draft came from and who read it, so the person checks the fields it filled. */
function DraftIntro({ draft }: { draft: Draft }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`From the e-mail “${draft.subject}”${draft.from ? ` by ${draft.from}` : ''}`}</Alert.Title>
        <Alert.Description>
          {`The assistant filled in what it found; ${READER[draft.extractor]}. Check every field, then create the record: the draft is used up when it is saved.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function DraftForm({ kind, draft }: { kind: Kind; draft: Draft }) {
  const initial = useMemo(() => listingFormOfDraft(draft, defaultExpirations().days14), [draft]);
  return (
    <ListingCreate
      kind={kind}
      title={`Draft ${KINDS[kind].noun}`}
      initial={initial}
      draftId={draft.id}
      intro={<DraftIntro draft={draft} />}
    />
  );
}

/** The new-have or new-need form started from a draft of the e-mail assistant (spec part 3 §7.5). */
export function ListingDraftPage({ kind }: { kind: Kind }) {
  const { draftId = '' } = useParams();
  const k = KINDS[kind];
  const { record: draft, fallback } = useRecord(
    DraftRoutes.getDraft,
    { params: { id: draftId } },
    { noun: 'draft', missing: DRAFT_MESSAGES.notFound, back: { label: `Back to ${k.plural}`, to: k.base } },
    { revalidateOnFocus: false },
  );
  if (!draft) return fallback;
  // A need's draft opened at the have's address (or the other way round) goes to its own form.
  const own = draftPath(draft);
  if (draft.type !== (kind === 'have' ? 'HAVE' : 'NEED'))
    return own ? <Navigate to={own} replace /> : <Navigate to="/not-found" replace />;
  return <DraftForm kind={kind} draft={draft} />;
}
