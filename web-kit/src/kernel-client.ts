/** The kernel's own calls that module front ends make (the account's download and deletion), typed by its contract. */
import type { ApiKeys, CreatedApiKey } from '@korero/core/contract';
import { apiRequest, readError } from './api.ts';

export const accountClient = {
  /** GET /api/account/export: the file, and the name the server gives it. */
  async export(): Promise<{ name: string; blob: Blob }> {
    const response = await fetch('/api/account/export', { credentials: 'include' });
    if (!response.ok) throw await readError(response);
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'korero-export.json';
    return { name, blob: await response.blob() };
  },
  /** DELETE /api/account */
  delete: (password: string, confirm: string) => apiRequest<{ success: boolean }>('DELETE', '/api/account', { password, confirm }),
};

/** The kernel's API documentation (Swagger UI), for links from settings. */
export const API_DOCS_URL = '/api/docs';

/** The owner's API keys (kernel routes /api/api-keys), for the settings panel that manages them. */
export const apiKeysClient = {
  list: () => apiRequest<ApiKeys>('GET', '/api/api-keys'),
  create: (body: { name: string; scopes: string[] }) => apiRequest<CreatedApiKey>('POST', '/api/api-keys', body),
  revoke: (id: string) => apiRequest<{ success: boolean }>('DELETE', `/api/api-keys/${encodeURIComponent(id)}`),
};
