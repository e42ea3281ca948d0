import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import {
  accountClient,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Field,
  FormError,
  Input,
  toast,
  USER_KEY,
  useCurrentUser,
} from '@korero/web-kit';

const LOST = [
  'Your business profile and settings: review criteria, prompts, SMS text and Google Place ID',
  'Your logo',
  'Your teams and team members',
  'Every invitation you have sent, and the QR codes and links in them',
  'Reviews and private feedback from your customers',
  'Photos your customers added',
  'Your subscription and plan',
];

/** Saves GET /api/account/export under the name the server gives it. */
async function downloadExport(): Promise<string> {
  const { name, blob } = await accountClient.export();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

function Row({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex items-start gap-3">
        {icon}
        <div>
          <p className="font-medium text-stone-900">{title}</p>
          <p className="text-sm text-stone-600">{children}</p>
        </div>
      </div>
      {action}
    </div>
  );
}

/**
 * Settings → Your data: download everything as JSON, or delete the account and the business's data. The download is
 * the owners' (the export holds every customer's details; the server refuses anyone else), so others are told whom to ask.
 */
export function AccountDataCard() {
  const owner = useCurrentUser().user?.role === 'owner';
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadExport();
      toast({ title: 'Your data is downloading', description: `${name}: everything Korero holds for your business.`, variant: 'success' });
    } catch (error) {
      const description =
        error instanceof TypeError ? 'Korero could not be reached. Check your connection and try again.' : (error as Error).message;
      toast({ title: 'Download failed', description, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card data-testid="your-data-card">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Take a copy of everything Korero holds for your business, or close your account for good.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col divide-y divide-stone-100">
        <Row
          icon={
            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
              <Download className="h-5 w-5" aria-hidden />
            </span>
          }
          title="Download your data"
          action={
            owner ? (
              <Button variant="outline" icon={<Download className="h-4 w-4" aria-hidden />} loading={downloading} onClick={download}>
                Download your data
              </Button>
            ) : null
          }
        >
          {owner
            ? 'Your account, profile, settings, teams, invitations, reviews and feedback, as one JSON file.'
            : "The business's data holds every customer's details: an owner of this business can download it."}
        </Row>
        <Row
          icon={
            <span className="rounded-lg bg-red-50 p-2 text-red-700">
              <Trash2 className="h-5 w-5" aria-hidden />
            </span>
          }
          title="Delete account"
          action={
            <Button variant="dangerOutline" icon={<Trash2 className="h-4 w-4" aria-hidden />} onClick={() => setDeleting(true)}>
              Delete account
            </Button>
          }
        >
          Permanently deletes your account and your business&apos;s data, photos included.
        </Row>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDownload={owner ? download : null} downloading={downloading} />
    </Card>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  onDownload,
  downloading,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null for a person who is not an owner: the export is not theirs to take. */
  onDownload: (() => void) | null;
  downloading: boolean;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => accountClient.delete(password, confirm),
    onSuccess: () => {
      client.clear();
      client.setQueryData(USER_KEY, null);
      navigate('/auth', { replace: true });
      toast({
        title: 'Account deleted',
        description: "Your account and your business's data have been deleted. Ngā mihi for using Korero.",
        variant: 'success',
        duration: 8000,
      });
    },
  });
  const ready = confirm === 'DELETE' && password.length > 0;

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setConfirm('');
      setPassword('');
      remove.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to any form drawn around this card.
    event.stopPropagation();
    if (ready) remove.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your Korero account?"
      description="This can't be undone. Deleting your account removes, straight away and for good:"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Delete account">
        <ul className="flex list-disc flex-col gap-1 rounded-lg border border-red-100 bg-red-50/60 py-3 pl-8 pr-4 text-sm text-stone-800 marker:text-red-400">
          {LOST.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-sm text-stone-600">
          Reviews your customers posted on Google stay on Google.
          {onDownload ? (
            <>
              {' '}
              Want a copy of your data?{' '}
              <button
                type="button"
                onClick={onDownload}
                disabled={downloading}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-50"
              >
                {downloading ? 'Downloading…' : 'Download it first'}
              </button>
            </>
          ) : null}
        </p>
        <Field
          label={
            <>
              Type <span className="font-mono font-semibold">DELETE</span> to confirm
            </>
          }
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          )}
        </Field>
        <Field label="Your password">
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="password"
              aria-describedby={describedBy}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <FormError message={remove.error?.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="destructive"
            icon={<Trash2 className="h-4 w-4" aria-hidden />}
            loading={remove.isPending}
            disabled={!ready}
          >
            Delete Account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
