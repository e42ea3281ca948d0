import { useEffect } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { cn } from './cn.ts';
import { dismiss, useCurrentToast } from './toast-store.ts';

const icons = {
  default: <Info className="h-5 w-5 text-brand-700" aria-hidden />,
  success: <CheckCircle2 className="h-5 w-5 text-emerald-700" aria-hidden />,
  destructive: <CircleAlert className="h-5 w-5 text-red-700" aria-hidden />,
};

/** Mounted once by the shell. */
export function Toaster() {
  const item = useCurrentToast();
  // An error toast is about what the person is fixing: once they edit a field it goes, so an old error never stays
  // up beside a fixed field (a field that is still wrong keeps its own message beside it).
  const errorId = item?.open && item.variant === 'destructive' ? item.id : null;
  useEffect(() => {
    if (errorId === null) return;
    const onEdit = () => dismiss(errorId);
    document.addEventListener('input', onEdit, { once: true });
    return () => document.removeEventListener('input', onEdit);
  }, [errorId]);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {item ? (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => (open ? undefined : dismiss(item.id))}
          duration={item.duration ?? 5000}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            item.variant === 'destructive' ? 'border-red-200' : item.variant === 'success' ? 'border-emerald-200' : 'border-stone-200',
          )}
          data-testid="toast"
        >
          {icons[item.variant ?? 'default']}
          <div className="flex min-w-0 flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold text-stone-900">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm text-stone-700">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className="absolute right-2 top-2 rounded-md p-1 text-stone-500 hover:bg-stone-100" aria-label="Dismiss">
            <X className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* Top right, below the 4rem app header: the bottom of the screen holds the sticky Save bar and a customer's
          buttons, the header holds the navigation. The empty viewport lets taps through to what lies under it. */}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="pointer-events-none fixed right-0 top-16 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
