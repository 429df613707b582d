import { describe, expect, it } from 'vitest';
import { notify, toaster } from './toaster';

describe('toasts', () => {
  it('show the same message once while it is still showing, and another message beside it', () => {
    toaster.remove();
    notify('error', 'Offer was not created');
    notify('error', 'Offer was not created');
    expect(toaster.getCount()).toBe(1);
    notify('error', 'Offer was not created', {
      description: 'The weight is more than the have has available.',
    });
    notify('success', 'Offer sent');
    expect(toaster.getCount()).toBe(3);
  });

  it('are named by an id that is one word, so the title of a toast names it', () => {
    toaster.remove();
    const id = notify('error', 'User Limit Reached', { description: 'Archive a user or upgrade your plan.' });
    expect(id).toMatch(/^toast-[a-z0-9]+$/);
  });

  it('update a toast named by its id rather than adding one', () => {
    toaster.remove();
    notify('info', 'A match', { id: 'matches' });
    notify('info', '2 new matches', { id: 'matches' });
    expect(toaster.getVisibleToasts().map((t) => t.title)).toEqual(['2 new matches']);
  });
});
