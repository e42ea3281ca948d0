import { Info } from 'lucide-react';
import { useT } from '@korero/web-kit';

/** decisions.md: the customer page says plainly that AI helps draft the text, from their own input only. */
export function AiDraftNote() {
  const { t } = useT();
  return (
    <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{t('ai.note')}</span>
    </p>
  );
}
