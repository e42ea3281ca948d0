import type { ReactNode } from 'react';
import { Card, cn, PublicPage } from '@korero/web-kit';

const tones = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  danger: 'bg-red-50 text-red-700 ring-red-100',
} as const;

/** The frame of the password recovery screens: a public page with one centred card, an icon, a title and text. */
export function RecoveryCard({
  icon,
  tone = 'brand',
  title,
  description,
  children,
}: {
  icon: ReactNode;
  tone?: keyof typeof tones;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PublicPage className="flex items-start justify-center sm:items-center">
      <Card className="w-full max-w-md">
        <div className="flex flex-col gap-6 p-6 sm:p-8">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className={cn('rounded-full p-3 ring-4', tones[tone])}>{icon}</span>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
            {description ? <div className="flex flex-col gap-2 text-sm leading-6 text-stone-600">{description}</div> : null}
          </div>
          {children}
        </div>
      </Card>
    </PublicPage>
  );
}
