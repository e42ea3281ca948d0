import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, Input, RemovableBadges } from '@korero/web-kit';

/** The services the business offers: add with Enter or the plus button (trimmed, no duplicates), remove with ×. */
export function ServiceTypesField({ id, value, onChange }: { id: string; value: string[]; onChange: (next: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const item = draft.trim();
    if (!item || value.some((v) => v.toLowerCase() === item.toLowerCase())) return setDraft('');
    onChange([...value, item.slice(0, 60)]);
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={60}
          placeholder="e.g. Blocked drains"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="icon" aria-label="Add service type" onClick={add}>
          <Plus className="h-4 w-4" />
        </Button>
      </div>
      <RemovableBadges items={value} label="Added service types" onRemove={(item) => onChange(value.filter((v) => v !== item))} />
    </div>
  );
}
