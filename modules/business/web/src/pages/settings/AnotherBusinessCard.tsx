import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import {
  businessesClient,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  FormError,
  Input,
} from '@korero/web-kit';

/**
 * Settings → Your account: an owner starts another business (its own plan, billing, customers and staff; issue 36).
 * The header's switcher offers the same once a person has two; this is the way to the second. Once made, the page
 * loads the new business in full, so nothing of the first stays in memory.
 */
export function AnotherBusinessCard() {
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: async (businessName: string) => {
      const { data } = await businessesClient.create(businessName);
      await businessesClient.switch(data.id);
    },
    onSuccess: () => location.assign('/dashboard'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name);
  };
  return (
    <Card data-testid="another-business">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="h-5 w-5 text-brand-700" aria-hidden /> Another business
        </CardTitle>
        <CardDescription>
          Run another business or location from this log-in: it has its own plan, billing, customers and staff. Switch between them from the
          header.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit} aria-label="Create another business">
          <Field label="Business name" className="flex-1">
            {({ id, describedBy }) => (
              <Input id={id} aria-describedby={describedBy} value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <Button type="submit" variant="outline" loading={create.isPending}>
            Create and switch to it
          </Button>
        </form>
        <div className="mt-2">
          <FormError message={create.error?.message} />
        </div>
      </CardContent>
    </Card>
  );
}
