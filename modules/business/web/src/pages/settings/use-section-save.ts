import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, toast } from '@korero/web-kit';
import type { SettingsInput } from '../../../../contract/api.ts';
import { businessClient } from '../../../../contract/client.ts';
import { useProfileMutation } from '../../queries.ts';

/**
 * Saves one section: sends only its fields, says so in a toast named for the section, puts the server's field
 * errors beside the fields, and marks the form clean with what was saved.
 */
export function useSectionSave<T extends FieldValues>(form: UseFormReturn<T>, what: string, onSaved?: (values: T) => void) {
  const mutation = useProfileMutation(businessClient.updateSettings);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await mutation.mutateAsync(values as SettingsInput);
        form.reset(values);
        onSaved?.(values);
        toast({ title: `${what} saved`, description: 'Your customers see it from now on.', variant: 'success' });
      } catch (error) {
        const fields = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) form.setError(name as Path<T>, { message });
        toast({ title: `${what} not saved`, description: (error as Error).message, variant: 'destructive' });
      }
    },
    () =>
      toast({
        title: 'Check the highlighted fields',
        description: `${what} needs fixing before it can be saved.`,
        variant: 'destructive',
      }),
  );
  return { submit, saving: mutation.isPending };
}
