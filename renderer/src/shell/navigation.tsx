import CableOutlined from '@mui/icons-material/CableOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { ReactElement } from 'react';
import { workAreas } from '../features/areas/areaCatalog';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactElement;
}

export const workNav: NavItem[] = workAreas.map(({ path, title, icon }) => ({ path, label: title, icon }));

export const toolNav: NavItem[] = [
  { path: '/activity', label: 'Activity', icon: <HistoryOutlined /> },
  { path: '/connections', label: 'Connections', icon: <CableOutlined /> },
];
