import { Controller, type Control } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@korero/web-kit';
import { TeamPicker } from '../../components/TeamPicker.tsx';
import type { InviteValues } from './invite-values.ts';

/** Who did the job: the names the customer sees and can thank. */
export function TeamCard({ control }: { control: Control<InviteValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who did the job</CardTitle>
        <CardDescription>The customer sees these names, and can thank them in their review.</CardDescription>
      </CardHeader>
      <CardContent>
        <Controller
          control={control}
          name="teamMembers"
          render={({ field }) => <TeamPicker selected={field.value} onChange={field.onChange} />}
        />
      </CardContent>
    </Card>
  );
}
