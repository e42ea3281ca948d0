import { Save, Undo2 } from 'lucide-react';
import { Button } from '@korero/web-kit';

/**
 * The end of one section's form: its own Save (which sends only that section's fields), whether anything is
 * unsaved, and a way to drop the changes. Never fixed to the screen: it belongs to the fields above it.
 */
export function SectionSave({
  label,
  dirty,
  saving,
  onDiscard,
}: {
  label: string;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
      <p className="text-sm text-stone-600 sm:mr-auto" aria-live="polite">
        {dirty ? 'You have unsaved changes.' : ''}
      </p>
      {dirty ? (
        <Button variant="ghost" icon={<Undo2 className="h-4 w-4" aria-hidden />} onClick={onDiscard} disabled={saving}>
          Discard changes
        </Button>
      ) : null}
      <Button type="submit" icon={<Save className="h-4 w-4" aria-hidden />} loading={saving}>
        {label}
      </Button>
    </div>
  );
}
