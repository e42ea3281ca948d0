import { Copy } from 'lucide-react';
import { Button, copyText, Notice, toast } from '@korero/web-kit';

/** The ten recovery codes, shown once: to print, copy or write down before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3" data-testid="recovery-codes">
      <Notice tone="warning" title="Save your recovery codes now">
        If you lose your phone, one of these codes gets you in. Each works once. They will not be shown again.
      </Notice>
      <ul className="grid grid-cols-1 gap-1 rounded-lg bg-stone-50 p-3 font-mono text-sm text-stone-900 min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          icon={<Copy className="h-4 w-4" />}
          onClick={async () => {
            if (await copyText(codes.join('\n'))) toast({ title: 'Recovery codes copied', variant: 'success' });
            else toast({ title: 'Copy failed', description: 'Write the codes down instead.', variant: 'destructive' });
          }}
        >
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
