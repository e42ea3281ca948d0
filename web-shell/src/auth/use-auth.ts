import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast, USER_KEY, type CurrentUser } from '@korero/web-kit';

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  email: string;
}

/** POST /api/login's answer when the account has a second step: no session yet. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
  methods: Array<'totp' | 'passkey'>;
}

/** POST /api/register's 202: the next step is in the address's inbox. */
export interface SignUpPending {
  message: string;
}

/** Sign-in and sign-up. Either clears every cached query and stores the user it returned. */
export function useAuthActions() {
  const client = useQueryClient();
  const settle = (user: CurrentUser | null) => {
    client.clear();
    client.setQueryData(USER_KEY, user);
  };

  // A right password for an account with two-factor sign-in answers what to ask next, and starts no session.
  const login = useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser | TwoFactorRequired>('POST', '/api/login', input),
    onSuccess: (answer) => {
      if ('id' in answer) settle(answer);
    },
    onError: (error) => toast({ title: 'Login failed', description: error.message, variant: 'destructive' }),
  });

  // A new account answers the user (signed in); an address that has one answers only { message } (202), the same
  // for whoever asks, and its owner is told by email: no session, nothing to store.
  const register = useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<CurrentUser | SignUpPending>('POST', '/api/register', input),
    onSuccess: (answer) => {
      if ('id' in answer) settle(answer);
    },
    onError: (error) => toast({ title: 'Registration failed', description: error.message, variant: 'destructive' }),
  });

  return { login, register, settle };
}

/**
 * Sign-out, in order. First the page stops asking: `signingOut` turns on and is drawn at once (the shell then draws
 * no page and no module's header actions, so no card still mounting, arriving or revealed later can start a request),
 * and the queries under way are cancelled (their answers, 401 once the session ends, are dropped). Only then does the
 * logout request go. Signed out, the app leaves for the sign-in page by a full page load: nothing of the owner's stays
 * in memory, and the cache is never cleared under a drawn page (clearing it made a mounted card ask again, and get a
 * 401). A refused logout draws the page again, and its cards ask for what they lack.
 */
export function useSignOut() {
  const client = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const logout = useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => window.location.assign('/auth'),
    onError: (error) => {
      setSigningOut(false);
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
  const signOut = () => {
    if (signingOut) return;
    // Drawn before this returns: every card that mounted before has started its request, and none mounts after.
    flushSync(() => setSigningOut(true));
    void client.cancelQueries();
    logout.mutate();
  };
  return { signingOut, signOut };
}
