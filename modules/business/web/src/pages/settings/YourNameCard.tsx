import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  FormError,
  Input,
  LoadingBlock,
  PROFILE_KEY,
  profileClient,
  STAFF_KEY,
  toast,
  USER_KEY,
  type AccountProfile,
} from '@korero/web-kit';

/**
 * Settings → Your account: the person's name as others read it. Invitations they send say "Aroha Ngata invited you",
 * and staff lists and the activity list name them by it; blank goes back to the username.
 */
export function YourNameCard() {
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: profileClient.get });
  return (
    <Card data-testid="your-name">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="h-5 w-5 text-brand-700" aria-hidden /> Your name
        </CardTitle>
        <CardDescription>How others read you: invitations you send, the staff list and the activity list.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isLoading ? <LoadingBlock label="Loading your name…" /> : null}
        {profile.data ? <NameForm profile={profile.data} /> : null}
        <FormError message={profile.error?.message} />
      </CardContent>
    </Card>
  );
}

function NameForm({ profile }: { profile: AccountProfile }) {
  const client = useQueryClient();
  const [name, setName] = useState(profile.displayName ?? '');
  const save = useMutation({
    mutationFn: () => profileClient.set(name.trim() === '' ? null : name.trim()),
    onSuccess: async (saved) => {
      client.setQueryData(PROFILE_KEY, saved);
      setName(saved.displayName ?? '');
      toast({ title: saved.displayName ? `You are ${saved.displayName}` : `You go by ${saved.username}`, variant: 'success' });
      // Staff lists and the greeting read it too.
      await Promise.all([client.invalidateQueries({ queryKey: STAFF_KEY }), client.invalidateQueries({ queryKey: USER_KEY })]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label="Your name">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Your name" hint={`Leave it blank to go by your username, ${profile.username}.`} className="sm:flex-1">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              autoComplete="name"
              maxLength={80}
              placeholder="e.g. Aroha Ngata"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={save.isPending}>
          Save name
        </Button>
      </div>
      <FormError message={save.error?.message} />
    </form>
  );
}
