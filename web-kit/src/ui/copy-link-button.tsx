import { Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';
import { toast } from './toast-store.ts';

/** Copies text to the clipboard; false when the browser refused (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CopyLinkButtonProps extends Omit<ButtonProps, 'onClick' | 'icon'> {
  url: string;
  /** The success toast's second line: where the owner can paste it. */
  hint?: string;
}

/** "Copy Link", with a toast saying it worked or asking the person to copy the link shown by hand. */
export function CopyLinkButton({ url, hint, children = 'Copy Link', ...props }: CopyLinkButtonProps) {
  return (
    <Button
      {...props}
      icon={<Copy className="h-4 w-4" />}
      onClick={async () => {
        if (await copyText(url)) toast({ title: 'Link copied', ...(hint ? { description: hint } : {}), variant: 'success' });
        else toast({ title: 'Copy failed', description: 'Please manually copy the link shown above.', variant: 'destructive' });
      }}
    >
      {children}
    </Button>
  );
}
