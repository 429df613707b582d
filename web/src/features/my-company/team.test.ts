import { describe, expect, it } from 'vitest';
import { CompanyUserFilter } from '@polyloop/shared/identity/users';
import { colleagueName, TEAM_FILTERS, teamCountLabel, teamFilter } from './team';

describe('the team page', () => {
  it('asks the list and the count with the same filters, leaving out what is blank or unknown', () => {
    expect(teamFilter(TEAM_FILTERS)).toEqual({ q: undefined, role: undefined });
    expect(teamFilter({ q: '  dana ', role: 'SALES' })).toEqual({ q: 'dana', role: 'SALES' });
    // A job typed into the URL by hand that does not exist lists everyone instead of a 400.
    expect(teamFilter({ q: '', role: 'JANITOR' })).toEqual({ q: undefined, role: undefined });
    expect(CompanyUserFilter.safeParse(teamFilter({ q: 'x', role: 'ACCOUNTING' })).success).toBe(true);
  });

  it('tells how many colleagues there are, or how many the filters find', () => {
    expect(teamCountLabel(2, false)).toBe('2 colleagues at your company');
    expect(teamCountLabel(1, false)).toBe('1 colleague at your company');
    expect(teamCountLabel(1, true)).toBe('1 colleague matches these filters');
    expect(teamCountLabel(3, true)).toBe('3 colleagues match these filters');
    expect(teamCountLabel(0, true)).toBe('No colleague matches these filters');
    expect(teamCountLabel(0, false)).toBe('No colleagues yet');
  });

  it('names a colleague by their name, or by their e-mail when it is blank', () => {
    expect(colleagueName({ firstName: 'Dana', lastName: 'Kowalski', email: 'd@x.example' })).toBe(
      'Dana Kowalski',
    );
    expect(colleagueName({ firstName: '', lastName: '', email: 'd@x.example' })).toBe('d@x.example');
  });
});
