/** The kernel's own calls that module front ends make (the account's download and deletion), typed by its contract. */
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
