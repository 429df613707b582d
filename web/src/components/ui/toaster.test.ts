import { describe, expect, it } from 'vitest';
import { notify, toasts } from './toaster';

/** The store once the toasts given so far are in it (each waits on the same load). */
const store = async () => (await toasts()).toaster;

describe('toasts', () => {
  it('show the same message once while it is still showing, and another message beside it', async () => {
    (await store()).remove();
    notify('error', 'Offer was not created');
    notify('error', 'Offer was not created');
    expect((await store()).getCount()).toBe(1);
    notify('error', 'Offer was not created', {
      description: 'The weight is more than the have has available.',
    });
    notify('success', 'Offer sent');
    expect((await store()).getCount()).toBe(3);
  });

  it('are named by an id that is one word, so the title of a toast names it', async () => {
    (await store()).remove();
    const id = notify('error', 'User Limit Reached', { description: 'Archive a user or upgrade your plan.' });
    expect(id).toMatch(/^toast-[a-z0-9]+$/);
  });

  it('update a toast named by its id rather than adding one', async () => {
    (await store()).remove();
    notify('info', 'A match', { id: 'matches' });
    notify('info', '2 new matches', { id: 'matches' });
    expect((await store()).getVisibleToasts().map((t) => t.title)).toEqual(['2 new matches']);
  });
});
