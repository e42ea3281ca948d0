import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, FormError, Select, toast, type LanguageChoice } from '@korero/web-kit';
import { businessClient, PROFILE_KEY } from '../../../../contract/client.ts';
import type { ProfileView } from '../../queries.ts';

const CHOICES: Array<{ value: LanguageChoice; label: string; detail: string }> = [
  { value: 'en', label: 'English', detail: 'Pages and messages in English.' },
  { value: 'mi', label: 'Te reo Māori', detail: 'Pages and messages in te reo Māori.' },
  { value: 'both', label: 'Both', detail: 'Te reo Māori first, then English, at the same size.' },
];

/**
 * Settings → Language: the language customers are asked in (issue 48). An invitation may choose another, and a
 * customer can switch on the page; what the owner wrote (the SMS text, the review page's phrases) stays as written.
 */
export function LanguageCard({ profile }: { profile: ProfileView }) {
  const id = useId();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (language: LanguageChoice) => businessClient.setCustomerLanguage(language),
    onSuccess: (answer) => {
      client.setQueryData<{ data: ProfileView }>(PROFILE_KEY, (old) =>
        old ? { data: { ...old.data, customerLanguage: answer.data.language } } : old,
      );
      toast({ title: 'Saved', description: 'New invitations use this language.', variant: 'success' });
    },
  });
  const current = save.isPending && save.variables ? save.variables : profile.customerLanguage;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customers' language</CardTitle>
        <CardDescription>
          The language of your review pages, invitations and reminders. Each invitation may choose another, and customers can switch on the
          page.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <label htmlFor={`${id}-language`} className="sr-only">
          Customers' language
        </label>
        <Select
          id={`${id}-language`}
          value={current}
          disabled={save.isPending}
          aria-describedby={`${id}-detail`}
          options={CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          onValueChange={(value) => save.mutate(value as LanguageChoice)}
        />
        <p id={`${id}-detail`} className="text-sm text-stone-600">
          {CHOICES.find((c) => c.value === current)?.detail}
        </p>
        {save.error ? <FormError message={save.error.message} /> : null}
        <p className="text-xs text-stone-600">
          Our te reo Māori translation welcomes corrections: if a word reads wrongly to you or your customers, tell us through Help or our
          support email, and we will fix it.
        </p>
      </CardContent>
    </Card>
  );
}
