// A form control that opens a list, positioned with floating-ui: remotes get it from the second facade, loaded
// with the page that draws it (web-kit/build/shared-modules.ts).
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  invalid,
  'aria-describedby': describedBy,
}: {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} {...(disabled ? { disabled } : {})}>
      <SelectPrimitive.Trigger
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={cn(
          'flex h-10 w-full items-center justify-between rounded-lg border bg-white px-3 text-left text-base sm:text-sm',
          'focus:outline-none focus:ring-2 focus:ring-brand-600/40 disabled:bg-stone-50',
          invalid ? 'border-red-500' : 'border-stone-300',
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="h-4 w-4 text-stone-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-3 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2">
                  <Check className="h-4 w-4 text-brand-700" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
