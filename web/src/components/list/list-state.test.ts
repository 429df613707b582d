import { describe, expect, it } from 'vitest';
import {
  changeFromView,
  isFiltered,
  readListState,
  viewStateOf,
  writeListState,
  type ListShape,
} from './list-state';

const companies: ListShape<'q' | 'archived'> = {
  filters: { q: '', archived: '' },
  sort: 'name,asc',
  pageSize: 25,
};
const read = (query: string, shape = companies) => readListState(new URLSearchParams(query), shape);
const write = (
  query: string,
  change: Parameters<typeof writeListState<'q' | 'archived'>>[2],
  shape = companies,
) => writeListState(new URLSearchParams(query), shape, change).toString();

describe('a list kept in the URL', () => {
  it('reads the defaults from an empty address, and counts pages from 1 in the URL but from 0 for the API', () => {
    expect(read('')).toEqual({ filters: { q: '', archived: '' }, sort: 'name,asc', page: 0, size: 25 });
    expect(read('q=film&archived=true&sort=createdDate,desc&page=3')).toEqual({
      filters: { q: 'film', archived: 'true' },
      sort: 'createdDate,desc',
      page: 2,
      size: 25,
    });
  });

  it('falls back to the default for a sort or page it cannot read', () => {
    expect(read('sort=name;drop&page=x').sort).toBe('name,asc');
    expect(read('page=-4').page).toBe(0);
    expect(read('page=99999999').page).toBe(1000);
  });

  it('keeps defaults out of the URL, and a new filter or sort starts again at page 1', () => {
    expect(write('page=4', { filters: { q: 'pe' } })).toBe('q=pe');
    expect(write('q=pe&page=2', { sort: 'name,desc' })).toBe('q=pe&sort=name%2Cdesc');
    expect(write('q=pe', { filters: { q: '' } })).toBe('');
    expect(write('q=pe', { page: 1 })).toBe('q=pe&page=2');
    expect(write('q=pe&page=2', { page: 0 })).toBe('q=pe');
  });

  it('leaves other params alone, and a prefixed list only touches its own', () => {
    const contacts: ListShape<'archived'> = { filters: { archived: '' }, prefix: 'contacts' };
    const next = writeListState(new URLSearchParams('q=pe&tab=1'), contacts, {
      filters: { archived: 'true' },
    });
    expect(next.toString()).toBe('q=pe&tab=1&contacts.archived=true');
    expect(readListState(next, contacts).filters).toEqual({ archived: 'true' });
    expect(read(next.toString()).filters).toEqual({ q: 'pe', archived: '' });
  });

  it('saves the filters and sort that differ from the defaults as a view, and applies one back', () => {
    const state = read('q=film&sort=name,desc&page=2');
    expect(isFiltered(state, companies)).toBe(true);
    expect(viewStateOf(state, companies)).toEqual({ q: 'film', sort: 'name,desc' });
    const change = changeFromView({ archived: 'true', constructor: 'x', sort: 'bad' }, companies);
    expect(change).toEqual({ filters: { q: '', archived: 'true' }, sort: 'name,asc' });
    expect(write('q=film&page=3', change)).toBe('archived=true');
  });
});
