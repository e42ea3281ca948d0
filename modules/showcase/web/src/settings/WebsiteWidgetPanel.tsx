import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, MonitorSmartphone } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Label,
  Notice,
  Skeleton,
  Switch,
  toast,
  useCan,
} from '@korero/web-kit';
import {
  showcaseClient,
  showcaseKeys,
  type ShowcaseLayout,
  type ShowcaseSettings,
  type ShowcaseSettingsInput,
  type ShowcaseTheme,
} from '../../../contract/client.ts';
import { BrandColour } from './BrandColour.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { PageAddress } from './PageAddress.tsx';
import { ShownReviews } from './ShownReviews.tsx';
import { SnippetBox } from './SnippetBox.tsx';
import { WidgetPreview } from './WidgetPreview.tsx';

const THEMES: ReadonlyArray<{ value: ShowcaseTheme; label: string; hint: string }> = [
  { value: 'light', label: 'Light', hint: 'For light backgrounds' },
  { value: 'dark', label: 'Dark', hint: 'For dark backgrounds' },
  { value: 'brand', label: 'Brand colour', hint: 'Stars and links in your brand colour' },
];
const LAYOUTS: ReadonlyArray<{ value: ShowcaseLayout; label: string; hint: string }> = [
  { value: 'badge', label: 'Badge', hint: 'Your rating and review count in one line' },
  { value: 'carousel', label: 'Carousel', hint: 'One review at a time' },
  { value: 'list', label: 'List', hint: 'Your recent reviews, stacked' },
];

type Answer = { data: ShowcaseSettings };
const SAVE_KEY = ['showcase', 'settings', 'save'];

/**
 * Settings → Website widget (issue 37): the switch, the widget's look, the snippet to paste with its live preview, the
 * public page's address, a new key when the old snippet must stop working, and which reviews the widget may show.
 */
export default function WebsiteWidgetPanel() {
  const client = useQueryClient();
  const switchId = useId();
  const [confirmRotate, setConfirmRotate] = useState(false);
  // The widget key is the owner's (the permission table's 'connections').
  const canRotate = useCan('connections');
  // Bumped when what the widget shows changes, so the preview asks for it again.
  const [version, setVersion] = useState(0);
  const settings = useQuery({ queryKey: showcaseKeys.settings, queryFn: showcaseClient.settings });
  const saved = (answer: Answer) => {
    client.setQueryData(showcaseKeys.settings, answer);
    setVersion((v) => v + 1);
  };

  const save = useMutation({
    mutationFn: (change: ShowcaseSettingsInput) => showcaseClient.update(change),
    // One save at a time, in the order tapped, so a quick second tap neither waits on a greyed-out form nor has its
    // answer overtaken by the first's.
    scope: { id: 'showcase-settings' },
    mutationKey: SAVE_KEY,
    // The switch and the choices show the owner's pick at once (the server's answer then confirms it); the address and
    // the colour wait for it, as they can be refused.
    onMutate: (change) => {
      const { enabled, theme, layout } = change;
      const before = client.getQueryData<Answer>(showcaseKeys.settings);
      if (before && (enabled !== undefined || theme || layout))
        client.setQueryData<Answer>(showcaseKeys.settings, {
          data: {
            ...before.data,
            ...(enabled !== undefined ? { enabled } : {}),
            ...(theme ? { theme } : {}),
            ...(layout ? { layout } : {}),
          },
        });
      return { before };
    },
    onSuccess: (answer, change) => {
      // A later tap still waiting would be undone on screen by this earlier answer; the last answer holds them all.
      if (client.isMutating({ mutationKey: SAVE_KEY }) > 1) setVersion((v) => v + 1);
      else saved(answer);
      if (change.enabled !== undefined)
        toast(
          answer.data.enabled
            ? { title: 'Widget on', description: 'The snippet shows your reviews wherever it is pasted.', variant: 'success' }
            : { title: 'Widget off', description: 'The snippet now shows nothing; your website is otherwise untouched.' },
        );
      else if (change.slug !== undefined) toast({ title: 'Page address saved', variant: 'success' });
      else if (change.brandColour !== undefined) toast({ title: 'Brand colour saved', variant: 'success' });
      else if (change.layout !== undefined)
        // Each layout reserves its own height in the snippet (so the page does not move): the pasted one must change too.
        toast({
          title: 'Widget saved',
          description: 'A new layout needs a new snippet: copy it again and paste it over the old one.',
          variant: 'success',
        });
      else toast({ title: 'Widget saved', variant: 'success' });
    },
    onError: (error, change, context) => {
      if (context?.before) client.setQueryData(showcaseKeys.settings, context.before);
      // The address's own error shows under its box; the others say so in a toast.
      if (change.slug === undefined) toast({ title: 'Could not save the widget', description: error.message, variant: 'destructive' });
    },
  });
  const rotate = useMutation({
    mutationFn: () => showcaseClient.rotate(),
    onSuccess: (answer) => {
      saved(answer);
      setConfirmRotate(false);
      toast({
        title: 'New widget key made',
        description: 'Paste the new snippet into your website: the old one shows nothing now.',
        variant: 'success',
      });
    },
    onError: (error) => {
      setConfirmRotate(false);
      toast({ title: 'Could not make a new key', description: error.message, variant: 'destructive' });
    },
  });

  const s = settings.data?.data;
  return (
    <Card data-testid="showcase-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="h-5 w-5 text-brand-700" aria-hidden /> Website widget
        </CardTitle>
        <CardDescription>
          Your rating and recent reviews on your own website, from one snippet: small, quick to load, and it never moves your page about.
          Only reviews whose customer agreed, and your Google reviews.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {settings.isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {settings.error ? (
          <Notice tone="danger" title="Could not load the website widget">
            {settings.error.message}
          </Notice>
        ) : null}
        {s ? (
          <>
            <div className="flex items-start justify-between gap-4 rounded-lg border border-stone-200 p-3">
              <div className="min-w-0">
                <Label htmlFor={switchId}>Show the widget</Label>
                <p id={`${switchId}-hint`} className="text-sm text-stone-600">
                  {s.enabled ? 'On: the snippet shows your reviews.' : 'Off: the snippet shows nothing, wherever it is pasted.'}
                </p>
              </div>
              <Switch
                id={switchId}
                checked={s.enabled}
                disabled={save.isPending}
                aria-describedby={`${switchId}-hint`}
                onCheckedChange={(enabled) => save.mutate({ enabled })}
              />
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <ChoiceGroup legend="Colours" options={THEMES} value={s.theme} onChange={(theme) => save.mutate({ theme })} />
              <ChoiceGroup legend="Layout" options={LAYOUTS} value={s.layout} onChange={(layout) => save.mutate({ layout })} />
            </div>

            {s.theme === 'brand' ? (
              <BrandColour
                key={s.brandColour ?? ''}
                colour={s.brandColour}
                saving={save.isPending && save.variables?.brandColour !== undefined}
                onSave={(brandColour) => save.mutate({ brandColour })}
              />
            ) : null}

            <SnippetBox snippet={s.snippet} />
            <WidgetPreview snippet={s.snippet} enabled={s.enabled} version={version} />

            <PageAddress
              key={s.slug}
              slug={s.slug}
              pageUrl={s.pageUrl}
              saving={save.isPending && save.variables?.slug !== undefined}
              error={save.variables?.slug !== undefined ? save.error?.message : undefined}
              onSave={(slug) => save.mutate({ slug })}
            />

            {canRotate ? (
              <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
                <p className="text-sm text-stone-700">
                  Pasted somewhere it should not be? A new key makes the snippet you have pasted show nothing.
                </p>
                <div>
                  <Button variant="outline" icon={<KeyRound className="h-4 w-4" aria-hidden />} onClick={() => setConfirmRotate(true)}>
                    Rotate key
                  </Button>
                </div>
              </div>
            ) : null}

            <ShownReviews onChanged={() => setVersion((v) => v + 1)} />
          </>
        ) : null}
        <ConfirmDialog
          open={confirmRotate}
          onOpenChange={setConfirmRotate}
          title="Make a new widget key?"
          description="The snippet already on your website stops working at once and shows nothing until you paste the new snippet in its place. Your public page's address stays the same."
          confirmLabel="Rotate key"
          destructive
          busy={rotate.isPending}
          onConfirm={() => rotate.mutate()}
        />
      </CardContent>
    </Card>
  );
}
