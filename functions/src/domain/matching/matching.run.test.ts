import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { tell } from './matching.run.js';
import type { Pairing } from './matcher.js';
import type { Judgement, MatchFacts } from './score.js';

const facts = (over: Partial<MatchFacts> & Pick<MatchFacts, 'kind' | 'id' | 'label'>): MatchFacts => ({
  tenantId: 't1',
  materialType: 'PP',
  grades: [],
  forms: [],
  colors: [],
  representatives: ['u1'],
  ...over,
});
const have = facts({ kind: 'HAVE', id: 'h1', label: 'PP-0042' });
const judged = { confidence: 80 } as Judgement;
const pair = (demand: MatchFacts): Pairing => ({
  kind: demand.kind === 'BUY_PROFILE' ? 'HAVE_BUY_PROFILE' : 'HAVE_NEED',
  tenantId: 't1',
  supply: have,
  demand,
  judgement: judged,
});
const acme = facts({
  kind: 'BUY_PROFILE',
  id: 'b1',
  label: 'Acme Plastics buy profile',
  companyName: 'Acme Plastics',
  representatives: [],
});

describe('the match notices a run tells', () => {
  it('names a partner’s buy profile by its company, once', () => {
    expect(tell(acme, [pair(acme)]).map((t) => t.notice.message)).toEqual([
      'The buy profile of Acme Plastics matches your have PP-0042',
    ]);
  });

  it('counts a record’s new matches and names the best the same way', () => {
    const need = facts({ kind: 'NEED', id: 'n1', label: 'N-0001', representatives: [] });
    expect(tell(have, [pair(acme), pair(need)]).map((t) => t.notice.message)).toEqual([
      '2 new matches for your have PP-0042; the best is the buy profile of Acme Plastics',
    ]);
  });
});
