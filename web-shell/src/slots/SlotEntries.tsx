import {
  cn,
  dashboardHero,
  headerPrimary,
  ModuleBoundary,
  Skeleton,
  useShell,
  useSlot,
  type HeaderActionProps,
  type Slot,
} from '@korero/web-kit';

/** A button-sized place for each module still loading into a slot of buttons, so the row does not jump when they come. */
function Waiting({ slot, className }: { slot: Slot; className: string }) {
  const count = useShell().pendingIn?.(slot) ?? 0;
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}

/** The header's primary actions (`header.primary`), each in its module's boundary; a place held while one loads. */
export function HeaderActions({ placement }: HeaderActionProps) {
  const entries = useSlot(headerPrimary);
  const titles = useModuleTitles();
  return (
    <>
      {entries.map((entry) => (
        <ModuleBoundary key={`${entry.module}:${entry.id}`} name={titles(entry.module)} compact fallback={null}>
          <entry.Component placement={placement} />
        </ModuleBoundary>
      ))}
      <Waiting slot={headerPrimary} className={cn('w-28', placement === 'header' ? 'h-8' : 'h-10 w-full')} />
    </>
  );
}

/** The dashboard welcome card's actions (`dashboard.hero`); a place held while one loads. */
export function HeroActions() {
  const entries = useSlot(dashboardHero);
  const titles = useModuleTitles();
  return (
    <>
      {entries.map((entry) => (
        <ModuleBoundary key={`${entry.module}:${entry.id}`} name={titles(entry.module)} compact fallback={null}>
          <entry.Component />
        </ModuleBoundary>
      ))}
      <Waiting slot={dashboardHero} className="h-12 w-44 bg-white/20" />
    </>
  );
}

/** A module's title for its boundary's notice ("Invitations is unavailable"), its id until the list has it. */
export function useModuleTitles(): (id: string) => string {
  const { enabled } = useShell();
  return (id) => enabled.find((m) => m.name === id)?.title ?? id;
}
