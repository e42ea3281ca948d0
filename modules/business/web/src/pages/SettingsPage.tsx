import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingBlock, ModuleBoundary, Notice, PageHeader, settingsPanels, useCurrentUser, useShell, useSlot } from '@korero/web-kit';
import { useBusinessTypes, useProfile } from '../queries.ts';
import { AccountSection } from './settings/AccountSection.tsx';
import { ActivitySection } from './settings/ActivitySection.tsx';
import { LanguageCard } from './settings/LanguageCard.tsx';
import { LogoSection } from './settings/LogoSection.tsx';
import { ReviewPageSection } from './settings/ReviewPageSection.tsx';
import { sectionsOf } from './settings/sections.ts';
import { SettingsNav } from './settings/SettingsNav.tsx';
import { DirtyContext, SettingsSection, sectionTitleId } from './settings/SettingsSection.tsx';
import { SmsSection } from './settings/SmsSection.tsx';
import { StaffSection } from './settings/StaffSection.tsx';

/**
 * Settings, one section at a time at /settings/<section> (/settings opens the first). Sections rather than one
 * long form: each saves only its own fields with its own Save, and the panels that save themselves (other modules'
 * cards, the logo, the account) stand in sections with no Save at all, so no button claims to save what it does not.
 * Sub-addresses rather than anchors, so a section can be linked to and Back returns to the one before.
 */
export default function SettingsPage() {
  const role = useCurrentUser().user?.role;
  // A technician's Settings hold only the panels given to them: the business's own sections (and their reads) are not.
  const business = role !== 'technician';
  const profile = useProfile(business);
  const types = useBusinessTypes(business);
  const panels = useSlot(settingsPanels);
  const panelsLoading = (useShell().pendingIn?.(settingsPanels) ?? 0) > 0;
  const sections = useMemo(() => sectionsOf(panels, role), [panels, role]);
  const wanted = (useParams()['*'] ?? '').replace(/\/+$/, '') || sections[0]?.id;
  const current = sections.find((s) => s.id === wanted);

  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (section: string, isDirty: boolean) =>
      setDirty((before) => {
        if (before.has(section) === isDirty) return before;
        const next = new Set(before);
        if (isDirty) next.add(section);
        else next.delete(section);
        return next;
      }),
    [],
  );
  useLeaveWarning(dirty.size > 0);
  useFocusOnSectionChange(current?.id, useLocation().key);

  const loaded = profile.data && types.data ? { profile: profile.data.data, types: types.data.data } : null;
  const ownContent = (id: string): ReactNode => {
    if (!business) return null;
    // Not the profile's: drawn as soon as it is opened.
    if (id === 'activity') return <ActivitySection open={current?.id === 'activity'} />;
    if (!loaded) return null;
    if (id === 'review-page') return <ReviewPageSection profile={loaded.profile} types={loaded.types} />;
    if (id === 'messages') return <SmsSection profile={loaded.profile} />;
    // A section of its own: beside the texts it made Messages more than two phone screens tall.
    if (id === 'language') return <LanguageCard profile={loaded.profile} />;
    if (id === 'logo') return <LogoSection profile={loaded.profile} />;
    if (id === 'staff') return <StaffSection />;
    if (id === 'account') return <AccountSection />;
    return null;
  };

  return (
    <div>
      {business ? (
        <PageHeader title="Business Settings" description="How your review page reads, what your customers receive, and your account." />
      ) : (
        <PageHeader title="Settings" description="Your own choices in this business." />
      )}
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <SettingsNav sections={sections} current={current?.id} dirty={dirty} />
        <div className="min-w-0">
          {business && (profile.isLoading || types.isLoading) ? <LoadingBlock label="Loading your settings…" /> : null}
          {business && (profile.error || types.error) ? (
            <Notice tone="danger" title="Could not load your settings">
              {(profile.error ?? types.error)?.message}
            </Notice>
          ) : null}
          {current ? null : panelsLoading ? (
            <LoadingBlock label="Loading this section…" />
          ) : sections.length === 0 ? (
            <Notice title="Nothing to set here">Your role in this business has no settings of its own yet.</Notice>
          ) : (
            <Notice tone="warning" title="There is no such section of Settings">
              It may belong to a feature that is switched off.{' '}
              <Link to="/settings" className="font-medium underline">
                Open Settings
              </Link>{' '}
              or choose a section above.
            </Notice>
          )}
          <DirtyContext.Provider value={report}>
            {sections.map((section) => (
              <SettingsSection
                key={section.id}
                id={section.id}
                title={section.title}
                description={section.description}
                open={section.id === current?.id}
              >
                {ownContent(section.id)}
                {section.panels.map((panel) => (
                  <ModuleBoundary key={`${panel.module}:${panel.id}`} name={panel.module} compact>
                    <panel.Component />
                  </ModuleBoundary>
                ))}
              </SettingsSection>
            ))}
          </DirtyContext.Provider>
        </div>
      </div>
    </div>
  );
}

/** The browser asks before a reload or closing the tab would lose unsaved changes. */
function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/**
 * Opening a section from the index (or Back to one) puts focus on its heading, so a screen reader announces it and
 * the Tab key starts there; the first load leaves focus where the browser put it.
 */
function useFocusOnSectionChange(section: string | undefined, locationKey: string) {
  const first = useRef<string | null>(locationKey);
  useEffect(() => {
    if (!section || locationKey === first.current) return;
    first.current = null;
    document.getElementById(sectionTitleId(section))?.focus();
  }, [section, locationKey]);
}
