import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply, type ScreenOptions } from '@korero/web-kit/testing';
import { AuthPage } from './AuthPage.tsx';

const aroha = {
  id: 'u1',
  username: 'aroha',
  email: 'aroha@nz.example',
  isAdmin: false,
  subscriptionTier: 'free',
  businessId: 'b1',
  role: 'owner',
  teamMemberId: null,
  businessCount: 1,
};

function open(enabled: ScreenOptions['enabled'] = []) {
  const server = fakeServer({
    'GET /api/session': { data: null },
    'POST /api/login': aroha,
    'POST /api/register': reply(201, aroha),
  });
  return { server, ...renderScreen(<AuthPage />, { at: '/auth', enabled }) };
}

/** The form under a tab, found by the form's accessible name. */
const form = (name: 'Sign in' | 'Sign up') => within(screen.getByRole('form', { name }));
const box = (name: 'Sign in' | 'Sign up', label: string) => form(name).getByLabelText(label, { selector: 'input' });

describe('the sign-in page', () => {
  it('names the missing fields and sends nothing', async () => {
    const { server, user } = open();
    await screen.findByRole('form', { name: 'Sign in' });
    await user.click(form('Sign in').getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(server.requests('POST /api/login')).toHaveLength(0);
  });

  it("shows the server's refusal, then signs in with the trimmed name and goes to the dashboard", async () => {
    const { server, user } = open();
    server.on('POST /api/login', reply(401, { error: 'Invalid username or password' }));
    await screen.findByRole('form', { name: 'Sign in' });
    await user.type(box('Sign in', 'Username'), '  aroha ');
    await user.type(box('Sign in', 'Password'), 'wrong password');
    await user.click(form('Sign in').getByRole('button', { name: 'Sign In' }));

    expect(await form('Sign in').findByText('Invalid username or password')).toBeVisible();
    expect(screen.getByTestId('toast')).toHaveTextContent('Login failed');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');

    server.on('POST /api/login', aroha);
    await user.click(form('Sign in').getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('/', { selector: '[data-testid=location]' })).toBeInTheDocument();
    expect(server.requests('POST /api/login').map((r) => r.body)).toEqual([
      { username: 'aroha', password: 'wrong password' },
      { username: 'aroha', password: 'wrong password' },
    ]);
  });
});

describe('the sign-up form', () => {
  it('checks every field before sending, and the two passwords match', async () => {
    const { server, user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.click(form('Sign up').getByRole('button', { name: 'Create Account' }));

    expect(await form('Sign up').findByText('Username is required')).toBeVisible();
    expect(form('Sign up').getByText('Email is required')).toBeVisible();
    expect(form('Sign up').getByText('Password is required')).toBeVisible();
    expect(form('Sign up').getByText('Confirm your password')).toBeVisible();

    await user.type(box('Sign up', 'Email'), 'aroha@');
    await user.type(box('Sign up', 'Password'), 'short');
    await user.click(form('Sign up').getByRole('button', { name: 'Create Account' }));
    expect(await form('Sign up').findByText('Enter a valid email address')).toBeVisible();
    expect(form('Sign up').getByText('Use at least 8 characters')).toBeVisible();

    await user.type(box('Sign up', 'Password'), ' enough');
    await user.type(box('Sign up', 'Confirm password'), 'something else');
    expect(form('Sign up').getByText('Passwords do not match')).toBeVisible();
    expect(form('Sign up').getByRole('button', { name: 'Create Account' })).toBeDisabled();
    expect(server.requests('POST /api/register')).toHaveLength(0);
  });

  it('creates the account and goes where a module asks new accounts to go first', async () => {
    const { server, user } = open([
      { name: 'plans', title: 'Plans', links: [{ slot: 'auth.afterSignUp', to: '/subscription', order: 10 }] },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(box('Sign up', 'Username'), 'aroha');
    await user.type(box('Sign up', 'Email'), ' aroha@nz.example ');
    await user.type(box('Sign up', 'Password'), 'kia kaha tonu');
    await user.type(box('Sign up', 'Confirm password'), 'kia kaha tonu');
    await user.click(form('Sign up').getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('/subscription', { selector: '[data-testid=location]' })).toBeInTheDocument();
    expect(server.requests('POST /api/register')[0]?.body).toEqual({
      username: 'aroha',
      email: 'aroha@nz.example',
      password: 'kia kaha tonu',
    });
  });

  it('says to check the email, and signs nobody in, when the address already has an account (202)', async () => {
    const { server, user } = open();
    server.on('POST /api/register', reply(202, { message: "Check your email: we've sent the next step to that address." }));
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(box('Sign up', 'Username'), 'aroha2');
    await user.type(box('Sign up', 'Email'), 'aroha@nz.example');
    await user.type(box('Sign up', 'Password'), 'kia kaha tonu');
    await user.type(box('Sign up', 'Confirm password'), 'kia kaha tonu');
    await user.click(form('Sign up').getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText("Check your email: we've sent the next step to that address.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByText('/auth', { selector: '[data-testid=location]' })).toBeInTheDocument();
  });
});
