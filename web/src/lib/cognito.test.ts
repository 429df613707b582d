import { describe, expect, it } from 'vitest';
import { failureOf, memoryStorage } from './cognito';

describe('the Cognito library’s store', () => {
  it('keeps what the library writes in memory and forgets it on clear', () => {
    const store = memoryStorage();
    store.setItem('CognitoIdentityServiceProvider.client.a.idToken', 'token');
    expect(store.getItem('CognitoIdentityServiceProvider.client.a.idToken')).toBe('token');
    store.removeItem('CognitoIdentityServiceProvider.client.a.idToken');
    expect(store.getItem('CognitoIdentityServiceProvider.client.a.idToken')).toBeNull();
    store.setItem('k', 'v');
    store.clear();
    expect(store.getItem('k')).toBeNull();
  });
});

describe('a Cognito failure', () => {
  it('reads as Cognito’s exception name and its own words', () => {
    const error = Object.assign(new Error('Incorrect username or password.'), {
      code: 'NotAuthorizedException',
    });
    expect(failureOf(error)).toEqual({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('takes the name when there is no code, and leaves an empty message for the caller to word', () => {
    expect(failureOf({ name: 'NetworkError', message: '' })).toEqual({ code: 'NetworkError', message: '' });
    expect(failureOf(undefined)).toEqual({ code: 'Unknown', message: '' });
  });
});
