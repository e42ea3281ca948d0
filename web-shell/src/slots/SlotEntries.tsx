import { ModuleBoundary, useShell, useSlot, type HeaderActionProps } from '@korero/web-kit';

/** The header's primary actions (`header.primary`), each in its module's boundary; nothing while one loads. */
export function HeaderActions({ placement }: HeaderActionProps) {
  const entries = useSlot('header.primary');
  const titles = useModuleTitles();
  return entries.map((entry) => (
    <ModuleBoundary key={`${entry.module}:${entry.id}`} name={titles(entry.module)} compact fallback={null}>
      <entry.Component placement={placement} />
    </ModuleBoundary>
  ));
}

/** The dashboard welcome card's actions (`dashboard.hero`). */
export function HeroActions() {
  const entries = useSlot('dashboard.hero');
  const titles = useModuleTitles();
  return entries.map((entry) => (
    <ModuleBoundary key={`${entry.module}:${entry.id}`} name={titles(entry.module)} compact fallback={null}>
      <entry.Component />
    </ModuleBoundary>
  ));
}

/** A module's title for its boundary's notice ("Invitations is unavailable"), its id until the list has it. */
export function useModuleTitles(): (id: string) => string {
  const { enabled } = useShell();
  return (id) => enabled.find((m) => m.name === id)?.title ?? id;
}
