import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** One of an area's starting points, drawn as a tab on the area's section screens. */
export interface AreaSection {
  label: string;
  /** The section's screen; the screens below it (an account, a page) belong to it too. */
  path: string;
  /** Other screens of the section whose address does not begin with its path (compare, under schemes). */
  alsoAt?: readonly string[];
}

interface AreaSections {
  /** Names the tab strip for screen readers ("Content sections"). */
  label: string;
  sections: readonly AreaSection[];
}

const SectionsContext = createContext<AreaSections | null>(null);

/** Given by the shell around an area's screen, from the area's catalog entry. */
export function SectionsProvider({ value, children }: { value: AreaSections; children: ReactNode }) {
  return <SectionsContext.Provider value={value}>{children}</SectionsContext.Provider>;
}

/**
 * Whether the tabs are wider than their strip, measured from the tabs themselves. MUI's own check compares
 * with the room left beside its scroll arrows, so once the strip was narrow for a moment (the navigation
 * opened, the window resized) the arrows kept the room that would have made them unnecessary, cutting the
 * first and last tabs for good.
 */
function useTabsCrowded(active: boolean) {
  const strip = useRef<HTMLDivElement>(null);
  const [crowded, setCrowded] = useState(false);
  useLayoutEffect(() => {
    const element = strip.current;
    const list = element?.querySelector<HTMLElement>('[role="tablist"]');
    if (!active || !element || !list) return;
    const measure = () => {
      const tabsWidth = [...list.children].reduce((sum, tab) => sum + (tab as HTMLElement).offsetWidth, 0);
      setCrowded(tabsWidth > element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const tab of list.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [active]);
  return { strip, crowded };
}

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The section a screen belongs to: the one whose address is the longest start of the screen's. */
export function sectionOf(sections: readonly AreaSection[], pathname: string): AreaSection | undefined {
  const starts = sections.flatMap((section) => [section.path, ...(section.alsoAt ?? [])].filter((path) => within(pathname, path)).map((path) => ({ section, length: path.length })));
  return starts.sort((a, b) => b.length - a.length)[0]?.section;
}

/**
 * The area's sections as tabs, under the header of every screen of the area, the screen's own section
 * chosen; nothing outside an area. Drawn by `PageHeader`, so every area shows them alike.
 */
export function SectionTabs() {
  const area = useContext(SectionsContext);
  const { pathname } = useLocation();
  const current = area ? sectionOf(area.sections, pathname) : undefined;
  const { strip, crowded } = useTabsCrowded(current !== undefined);
  if (!area || !current || area.sections.length < 2) return null;
  return (
    <Tabs
      ref={strip}
      value={current.path}
      aria-label={area.label}
      variant="scrollable"
      scrollButtons={crowded}
      allowScrollButtonsMobile
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {area.sections.map((section) => (
        <Tab key={section.path} label={section.label} value={section.path} component={Link} to={section.path} />
      ))}
    </Tabs>
  );
}
