import type { ReactElement } from 'react';
import { toolScreens, workAreas } from '../areas/catalog';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactElement;
  /** Fetches the screen's code, so it is there by the time the click lands. */
  preload(): void;
}

const toNav = ({ path, title, icon, load }: { path: string; title: string; icon: ReactElement; load(): Promise<unknown> }): NavItem => ({
  path,
  label: title,
  icon,
  preload: () => void load().catch(() => undefined),
});

export const workNav: NavItem[] = workAreas.map(toNav);
export const toolNav: NavItem[] = toolScreens.map(toNav);
