import type { ReactNode } from 'react';
import { Copy } from 'lucide-react';
import { Button, copyText, Notice, toast } from '@korero/web-kit';

/** A secret shown this once (a new API key or a webhook's signing secret), with a copy button. */
export function SecretNotice(props: {
  title: string;
  secret: string;
  testId: string;
  copyLabel: string;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <Notice tone="success" title={props.title}>
      <p>{props.children}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="min-w-0 break-all rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-sm"
          data-testid={props.testId}
        >
          {props.secret}
        </code>
        <Button
          size="sm"
          variant="outline"
          icon={<Copy className="h-4 w-4" />}
          onClick={async () =>
            (await copyText(props.secret))
              ? toast({ title: 'Copied', variant: 'success' })
              : toast({ title: 'Copy failed', description: 'Please copy it by hand.', variant: 'destructive' })
          }
        >
          {props.copyLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onDone}>
          Done
        </Button>
      </div>
    </Notice>
  );
}
