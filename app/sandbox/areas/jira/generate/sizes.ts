import type { Scale } from '../../../kit';

export interface JiraSizes {
  projects: number;
  versionsPerProject: readonly [number, number];
  issuesPerProject: readonly [number, number];
  notificationSchemes: number;
  /** Notifications of the one scheme too big to copy in a single request. */
  bigSchemeNotifications: number;
  /** One project far larger than the rest (the enterprise world's), at this place among the projects. */
  bigProject?: {
    index: number;
    versions: number;
    issues: number;
    /** Issues whose only fix version is the project's first one: a version to remove, moving them all to another. */
    catchAllIssues: number;
  };
}

export const JIRA_SIZES: Record<Scale, JiraSizes> = {
  demo: { projects: 5, versionsPerProject: [6, 9], issuesPerProject: [45, 55], notificationSchemes: 7, bigSchemeNotifications: 1200 },
  large: {
    projects: 250,
    versionsPerProject: [8, 14],
    issuesPerProject: [100, 200],
    notificationSchemes: 500,
    bigSchemeNotifications: 2500,
  },
  enterprise: {
    projects: 250,
    versionsPerProject: [8, 14],
    issuesPerProject: [100, 200],
    notificationSchemes: 2_000,
    bigSchemeNotifications: 10_000,
    // The first project past the demo's five.
    bigProject: { index: 5, versions: 5_000, issues: 200_000, catchAllIssues: 50_000 },
  },
};
