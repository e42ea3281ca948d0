import type { RoleId } from '@korero/core/contract';
import type { SettingsPanel } from '@korero/web-kit';

/** One entry of the Settings index: a page of its own at /settings/<id>. */
export interface SectionInfo {
  id: string;
  title: string;
  description?: string | undefined;
  order: number;
  /** Who sees one of the page's own sections; default: owner and manager (as panels). */
  roles?: readonly RoleId[];
}

/**
 * The page's own sections. Other modules' panels join one of these by its id or, naming another, get a section of
 * their own (see web-kit's SettingsPanel); the page never names those modules.
 */
export const OWN_SECTIONS: readonly SectionInfo[] = [
  {
    id: 'review-page',
    title: 'Review page',
    description: 'Your industry, the phrases customers tick and the question for their own words.',
    order: 10,
  },
  { id: 'messages', title: 'Messages', description: 'What customers receive when you invite them.', order: 15 },
  { id: 'language', title: 'Language', description: 'English, te reo Māori or both, on the pages and texts customers see.', order: 16 },
  { id: 'logo', title: 'Logo', description: 'Your business on the pages customers see.', order: 18 },
  { id: 'staff', title: 'Staff', description: 'The people who sign in to this business, and their roles.', order: 85 },
  { id: 'activity', title: 'Activity', description: 'Who did what in this business, newest first.', order: 87 },
  { id: 'account', title: 'Your account', description: 'Your team, a copy of your data, or closing your account.', order: 90 },
];

export interface Section extends SectionInfo {
  panels: Array<SettingsPanel & { module: string }>;
}

const DEFAULT_ROLES: readonly RoleId[] = ['owner', 'manager'];

/**
 * The index: the page's own sections, each with the panels that join it, and a section for each other id named; a
 * panel the person's role does not see (its `roles`, by default owners and managers) is left out, and so is a section
 * left with nothing in it.
 */
export function sectionsOf(panels: ReadonlyArray<SettingsPanel & { module: string }>, role: RoleId = 'owner'): Section[] {
  const byId = new Map<string, Section>(
    OWN_SECTIONS.filter((s) => (s.roles ?? DEFAULT_ROLES).includes(role)).map((s) => [s.id, { ...s, panels: [] }]),
  );
  for (const panel of panels) {
    if (!(panel.roles ?? DEFAULT_ROLES).includes(role)) continue;
    const section = byId.get(panel.section.id) ?? {
      ...panel.section,
      order: panel.order,
      panels: [],
    };
    section.panels.push(panel);
    byId.set(section.id, section);
  }
  return [...byId.values()].sort((a, b) => a.order - b.order);
}
