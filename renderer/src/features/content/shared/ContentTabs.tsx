import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { contentPath, customContentPath, largestPath, restrictedPath, rollbackPath, templatesPath } from './contentRoutes';

const sections = [
  { label: 'Pages', path: contentPath },
  { label: 'Restricted pages', path: restrictedPath },
  { label: 'Roll back a run', path: rollbackPath },
  { label: 'Largest files', path: largestPath },
  { label: 'Templates', path: templatesPath },
  { label: 'Custom content', path: customContentPath },
];

/**
 * Whether the tabs are wider than their strip, measured from the tabs themselves. MUI's own check compares
 * with the room left beside its scroll arrows, so once the strip was narrow for a moment (the navigation
 * opened, the window resized) the arrows kept the room that would have made them unnecessary, cutting the
 * first and last tabs for good.
 */
function useTabsCrowded() {
  const strip = useRef<HTMLDivElement>(null);
  const [crowded, setCrowded] = useState(false);
  useLayoutEffect(() => {
    const element = strip.current;
    const list = element?.querySelector<HTMLElement>('[role="tablist"]');
    if (!element || !list) return;
    const measure = () => {
      const tabsWidth = [...list.children].reduce((sum, tab) => sum + (tab as HTMLElement).offsetWidth, 0);
      setCrowded(tabsWidth > element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const tab of list.children) observer.observe(tab);
    return () => observer.disconnect();
  }, []);
  return { strip, crowded };
}

/** The area's places that work across pages; one page's history and files open from Pages. */
export function ContentTabs() {
  const { pathname } = useLocation();
  const { strip, crowded } = useTabsCrowded();
  const value = sections.slice(1).find((section) => pathname.startsWith(section.path))?.path ?? contentPath;
  return (
    <Tabs
      ref={strip}
      value={value}
      aria-label="Content sections"
      variant="scrollable"
      scrollButtons={crowded}
      allowScrollButtonsMobile
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {sections.map((section) => (
        <Tab key={section.path} label={section.label} value={section.path} component={Link} to={section.path} />
      ))}
    </Tabs>
  );
}
