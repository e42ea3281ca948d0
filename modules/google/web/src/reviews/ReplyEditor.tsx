import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock, Sparkles } from 'lucide-react';
import { Button, cn, FormError, Label, Textarea, toast } from '@korero/web-kit';
import { googleClient, googleKeys, REPLY_MAX_BYTES, replyBytes, type GoogleReview } from '../../../contract/client.ts';
import { isPlanLocked } from '../stars.tsx';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

/** Free plan: answering is a paid feature; where to upgrade. */
export function AnswerLocked() {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-3 text-sm text-stone-700" role="status">
      <p className="flex items-center gap-2 font-medium text-stone-900">
        <Lock className="h-4 w-4" aria-hidden /> Answering Google reviews comes with Professional
      </p>
      <p>Reply to your Google reviews from Korero, with a suggested reply drafted from the review's own words.</p>
      <p>
        <Link to={subscriptionPage('/subscription')} className="font-medium text-brand-700 underline underline-offset-2">
          See plans and upgrade
        </Link>
      </p>
    </div>
  );
}

const bytes = new Intl.NumberFormat('en-NZ');

/**
 * The answer to one Google review: a text box with its size in bytes against Google's 4,096, "Suggest a reply"
 * (drafted on the server from the review's own words, put in the box to edit), and Post. The server's refusals are
 * shown as it words them; a 403 (the plan) turns the editor into the upgrade note.
 */
export function ReplyEditor({ review, onDone, onLocked }: { review: GoogleReview; onDone: () => void; onLocked: () => void }) {
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState(review.reply?.comment ?? '');
  const size = replyBytes(text);
  const over = size > REPLY_MAX_BYTES;
  const empty = text.trim() === '';

  const fail = (title: string) => (error: Error) => {
    if (isPlanLocked(error)) onLocked();
    else toast({ title, description: error.message, variant: 'destructive' });
  };
  const suggest = useMutation({
    mutationFn: () => googleClient.suggest(review.id),
    onSuccess: (answer) => setText(answer.data.comment),
    onError: fail('Could not suggest a reply'),
  });
  const post = useMutation({
    mutationFn: () => googleClient.reply(review.id, text.trim()),
    onSuccess: async () => {
      toast({ title: review.reply ? 'Reply updated on Google' : 'Reply posted on Google', variant: 'success' });
      onDone();
      await client.invalidateQueries({ queryKey: googleKeys.all });
    },
    onError: (error) => {
      if (isPlanLocked(error)) onLocked();
    },
  });
  const postError = post.error && !isPlanLocked(post.error) ? post.error.message : null;

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!over && !empty) post.mutate();
      }}
    >
      <Label htmlFor={id}>Your reply to {review.reviewer}</Label>
      {review.reply?.state === 'rejected' ? (
        <p id={`${id}-rejected`} className="text-sm text-red-800">
          Google rejected this reply: {review.reply.rejectedReason}. Change what broke Google's policy, then save to send it again.
        </p>
      ) : null}
      <Textarea
        id={id}
        value={text}
        rows={4}
        invalid={over}
        aria-describedby={review.reply?.state === 'rejected' ? `${id}-rejected ${id}-count` : `${id}-count`}
        onChange={(e) => setText(e.target.value)}
        disabled={post.isPending}
      />
      <p id={`${id}-count`} className={cn('text-xs', over ? 'font-medium text-red-700' : 'text-stone-600')} aria-live="polite">
        {bytes.format(size)} of {bytes.format(REPLY_MAX_BYTES)} bytes
        {over ? ': Google takes replies up to 4,096 bytes, shorten the reply' : ''}
      </p>
      <FormError message={postError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={post.isPending} disabled={over || empty || suggest.isPending}>
          {review.reply ? 'Save reply' : 'Post reply'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Sparkles className="h-4 w-4" aria-hidden />}
          loading={suggest.isPending}
          disabled={post.isPending}
          onClick={() => suggest.mutate()}
        >
          Suggest a reply
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={post.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
