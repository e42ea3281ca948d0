import { useId, useState } from 'react';
import { Button, Label } from '@korero/web-kit';

/** Korero's teal: what the "brand" theme draws in until the owner picks a colour. */
export const DEFAULT_BRAND = '#0f766e';

/**
 * The "brand" theme's colour. The picker changes only this box while the owner tries colours; Save sends it once,
 * so the widget is not saved (and its preview reloaded) on every step of a drag.
 */
export function BrandColour({ colour, saving, onSave }: { colour: string | null; saving: boolean; onSave: (colour: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(colour ?? DEFAULT_BRAND);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>Your brand colour</Label>
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="color"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="h-10 w-14 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
            aria-describedby={`${id}-hint`}
          />
          <span className="font-mono text-sm text-stone-700">{value}</span>
        </div>
      </div>
      <Button type="submit" variant="outline" loading={saving}>
        Save colour
      </Button>
      <p id={`${id}-hint`} className="w-full text-xs text-stone-600">
        The widget draws its stars and links in this colour.
      </p>
    </form>
  );
}
