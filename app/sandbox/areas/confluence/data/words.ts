/** Vocabulary of the generated wiki: plausible team-space topics, not real data. */

export const SPACE_THEMES = [
  { key: 'ENG', name: 'Engineering', description: 'Architecture decisions, runbooks and on-call notes.' },
  { key: 'HR', name: 'People Team', description: 'Policies, onboarding and benefits for everyone.' },
  { key: 'MKT', name: 'Marketing', description: 'Campaign plans, brand guidelines and launch notes.' },
  { key: 'FIN', name: 'Finance', description: 'Budgets, expense policy and quarterly close.' },
  { key: 'OPS', name: 'IT Operations', description: 'Service catalogue, incident reviews and access requests.' },
  { key: 'PRD', name: 'Product', description: 'Roadmaps, requirements and customer research.' },
  { key: 'SAL', name: 'Sales', description: 'Playbooks, pricing notes and account plans.' },
  { key: 'LEG', name: 'Legal', description: 'Contract templates and compliance guidance.' },
] as const;

export const TOPICS = [
  'Onboarding', 'Roadmap', 'Release', 'Incident', 'Budget', 'Hiring', 'Security', 'Architecture',
  'Pricing', 'Retrospective', 'Customer', 'Vendor', 'Compliance', 'Travel', 'Benefits', 'Launch',
  'Migration', 'Backup', 'Access', 'Data retention', 'Quarterly', 'Team', 'Support', 'Training',
] as const;

export const KINDS = [
  'plan', 'checklist', 'guide', 'review', 'notes', 'policy', 'runbook', 'overview', 'FAQ',
  'decision record', 'requirements', 'report', 'handbook', 'summary',
] as const;

export const SENTENCES = [
  'This page collects what the team agreed on and who owns each follow-up.',
  'Review the open questions below before the next planning session.',
  'Access to the production systems is granted through the service desk.',
  'The budget for the coming quarter was approved with two changes.',
  'Every new starter receives a laptop, an account and a buddy in week one.',
  'Incidents are reviewed within five working days, without blame.',
  'Customer feedback from the last survey is summarised in the table.',
  'Contracts above the threshold need a second signature from legal.',
  'Backups run nightly and are restored in a drill every quarter.',
  'The release train leaves every second Tuesday; late changes wait.',
  'Travel must be booked through the approved agency.',
  'Ask in the team channel if anything here is out of date.',
] as const;

export const VERSION_MESSAGES = [
  '', '', 'Fixed typos', 'Updated owners', 'Added the Q3 numbers', 'Reworded the summary',
  'Removed outdated section', 'Added links to the runbook', 'Clarified approval steps', 'Review comments',
] as const;

export const LABEL_NAMES = [
  'onboarding', 'policy', 'runbook', 'draft', 'approved', 'needs-review', 'archive-candidate',
  'customer-facing', 'confidential', 'how-to', 'meeting-notes', 'decision', 'q3', 'security',
] as const;

export const GROUP_NAMES = [
  'confluence-users', 'site-admins', 'engineering', 'people-team', 'marketing', 'finance',
  'it-operations', 'product-managers', 'contractors', 'leadership',
] as const;

export const ATTACHMENT_FILES = [
  { name: 'architecture-diagram.png', mediaType: 'image/png', description: 'PNG Image' },
  { name: 'budget.xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'Excel Spreadsheet' },
  { name: 'policy.pdf', mediaType: 'application/pdf', description: 'PDF Document' },
  { name: 'meeting-recording.mp4', mediaType: 'video/mp4', description: 'MP4 Video' },
  { name: 'screenshot.jpg', mediaType: 'image/jpeg', description: 'JPEG Image' },
  { name: 'export.csv', mediaType: 'text/csv', description: 'CSV File' },
  { name: 'contract.docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', description: 'Word Document' },
] as const;

export const CUSTOM_CONTENT_TYPES = [
  { key: 'ac:com.orgdesk.demo:decision-log', supportsTrash: true, titles: ['Decision', 'Choice', 'Resolution'] },
  { key: 'forge:orgdesk-demo:retro-board', supportsTrash: false, titles: ['Retro board', 'Sprint retro', 'Team health check'] },
] as const;
