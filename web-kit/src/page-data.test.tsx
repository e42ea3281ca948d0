import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFromPage, sessionInPage } from './page-data.ts';
import { USER_KEY } from './session.tsx';
import { SYSTEM_STATUS_KEY } from './system-status.ts';

const OWNER = { id: 'u1', username: 'aroha', email: 'aroha@co-nz.example', isAdmin: false, subscriptionTier: 'free' };
const STATUS = {
  siteName: 'Korero',
  siteDescription: 'Reviews',
  supportEmail: 'help@korero.example',
  maintenance: { on: false, message: '', openToYou: true },
};

const put = (id: string, text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.head.append(script);
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('what the server put in the page', () => {
  it('starts the cache with the signed-in owner and the site status, under the keys the hooks read', () => {
    put('korero-session', JSON.stringify({ data: OWNER }));
    put('korero-status', JSON.stringify({ data: STATUS }));
    const client = new QueryClient();
    seedFromPage(client);
    expect(client.getQueryData(USER_KEY)).toEqual(OWNER);
    expect(client.getQueryData([...SYSTEM_STATUS_KEY, false])).toEqual(STATUS);
  });

  it('keys an administrator’s status apart, as useSystemStatus asks for it', () => {
    put('korero-session', JSON.stringify({ data: { ...OWNER, isAdmin: true } }));
    put('korero-status', JSON.stringify({ data: STATUS }));
    const client = new QueryClient();
    seedFromPage(client);
    expect(client.getQueryData([...SYSTEM_STATUS_KEY, true])).toEqual(STATUS);
    expect(client.getQueryData([...SYSTEM_STATUS_KEY, false])).toBeUndefined();
  });

  it('knows a signed-out page, and leaves alone what it cannot read (the shell then asks)', () => {
    put('korero-session', JSON.stringify({ data: null }));
    expect(sessionInPage()).toBeNull();
    document.head.innerHTML = '';
    put('korero-session', '{not json');
    put('korero-status', JSON.stringify({ data: { siteName: 3 } }));
    const client = new QueryClient();
    seedFromPage(client);
    expect(sessionInPage()).toBeUndefined();
    expect(client.getQueryData(USER_KEY)).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
