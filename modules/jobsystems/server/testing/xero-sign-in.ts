import { expect } from 'vitest';
import type { TestAgent } from '@korero/core/testing';

/** The owner's sign-in at Xero: Korero's address, Xero's redirect back (from the stand-in), and the page Korero then shows. */
export async function signInAtXero(owner: TestAgent, replay?: string): Promise<{ page: string; callback: string }> {
  const connect = await owner.get('/api/job-systems/xero/connect-url');
  expect(connect.status, JSON.stringify(connect.body)).toBe(200);
  const url = new URL(connect.body.data.url);
  expect(url.pathname).toBe('/identity/connect/authorize');
  expect(url.searchParams.get('scope')).toBe('offline_access accounting.invoices.read accounting.contacts.read');
  const atXero = await fetch(url, { redirect: 'manual' });
  const back = new URL(atXero.headers.get('location')!);
  expect(back.pathname).toBe('/api/job-systems/xero/callback');
  const callback = replay ?? `${back.pathname}${back.search}`;
  const page = await owner.get(callback);
  expect(page.status).toBe(200);
  return { page: String(page.body), callback };
}
