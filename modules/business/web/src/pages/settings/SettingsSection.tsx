import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Lets a section's form tell the page (and so the index) that it has changes not yet saved. */
export const DirtyContext = createContext<(section: string, dirty: boolean) => void>(() => {});

/** Reports a section's unsaved changes while the form is drawn, and none once it is gone. */
export function useReportDirty(section: string, dirty: boolean) {
  const report = useContext(DirtyContext);
  useEffect(() => {
    report(section, dirty);
    return () => report(section, false);
  }, [report, section, dirty]);
}

export const sectionTitleId = (id: string) => `settings-${id}-title`;

/**
 * One section of Settings. Every section stays drawn, hidden when it is not the one open, so what an owner typed in
 * one survives a visit to another (and the browser's Back button).
 */
export function SettingsSection({
  id,
  title,
  description,
  open,
  children,
}: {
  id: string;
  title: string;
  description?: string | undefined;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={sectionTitleId(id)} hidden={!open} data-settings-section={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        {/* Focused when the owner opens the section from the index, so a screen reader and the Tab key start here. */}
        <h2 id={sectionTitleId(id)} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
          {title}
        </h2>
        {description ? <p className="text-sm text-stone-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
