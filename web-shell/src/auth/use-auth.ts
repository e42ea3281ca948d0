import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast, USER_KEY, type CurrentUser } from '@korero/web-kit';

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  email: string;
}

/** POST /api/register's 202: the next step is in the address's inbox. */
export interface SignUpPending {
  message: string;
}

/** Sign-in, sign-up and sign-out. Signing in or up clears every cached query and stores the user it returned. */
export function useAuthActions() {
  const client = useQueryClient();
  const settle = (user: CurrentUser | null) => {
    client.clear();
    client.setQueryData(USER_KEY, user);
  };

  const login = useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/login', input),
    onSuccess: settle,
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

  // Signed out, the app leaves for the sign-in page by a full page load: nothing of the owner's stays in memory, and
  // no page still on screen asks for its data again (clearing the cache made a mounted card ask, and get a 401).
  const logout = useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => window.location.assign('/auth'),
    onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });

  return { login, register, logout };
}
