import { CopyLinkButton } from '@korero/web-kit';

/** An invitation just emailed, with its link for the owner to send another way too (it is shown only now). */
export function SentLink({ email, acceptUrl, again = false }: { email: string; acceptUrl: string; again?: boolean }) {
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm"
      data-testid="staff-invited"
      role="status"
    >
      <p className="font-medium text-emerald-900">
        Invitation {again ? 'emailed again' : 'emailed'} to {email}
      </p>
      <p className="text-emerald-900">
        You can also send this link yourself (by text, say). It works once, for 7 days{again ? '; the earlier link no longer works' : ''}.
      </p>
      <p className="break-all rounded bg-white px-2 py-1 font-mono text-xs text-stone-800" data-testid="accept-url">
        {acceptUrl}
      </p>
      <div>
        <CopyLinkButton url={acceptUrl} size="sm" variant="outline" hint="Send it to the person you invited.">
          Copy
        </CopyLinkButton>
      </div>
    </div>
  );
}
