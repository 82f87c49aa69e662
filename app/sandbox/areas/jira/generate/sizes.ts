import type { Scale } from '../../../kit';

export interface JiraSizes {
  projects: number;
  versionsPerProject: readonly [number, number];
  issuesPerProject: readonly [number, number];
  notificationSchemes: number;
}

export const JIRA_SIZES: Record<Scale, JiraSizes> = {
  demo: { projects: 4, versionsPerProject: [6, 9], issuesPerProject: [45, 55], notificationSchemes: 6 },
  large: { projects: 250, versionsPerProject: [8, 14], issuesPerProject: [100, 200], notificationSchemes: 500 },
};
