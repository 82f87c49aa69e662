import { z } from 'zod';

/**
 * Who a notification scheme can notify, as Jira Cloud accepts it (the old `EmailAddress` type is
 * refused by Cloud and never offered). Shared by the matrix, the recipient picker, the diff and the core.
 */
export const recipientTypes = [
  'CurrentAssignee',
  'Reporter',
  'CurrentUser',
  'ProjectLead',
  'ComponentLead',
  'AllWatchers',
  'User',
  'Group',
  'ProjectRole',
  'UserCustomField',
  'GroupCustomField',
] as const;

export const RecipientType = z.enum(recipientTypes, {
  error: 'Choose a recipient type Jira Cloud supports (e-mail address recipients are no longer available).',
});
export type RecipientType = z.infer<typeof RecipientType>;

/** What the parameter of a type names; null for types that need none. */
export const recipientParameter: Record<RecipientType, 'person' | 'group' | 'role' | 'user-field' | 'group-field' | null> = {
  CurrentAssignee: null,
  Reporter: null,
  CurrentUser: null,
  ProjectLead: null,
  ComponentLead: null,
  AllWatchers: null,
  User: 'person',
  Group: 'group',
  ProjectRole: 'role',
  UserCustomField: 'user-field',
  GroupCustomField: 'group-field',
};

/** The picker's words for each type, with what it means when Jira sends the e-mail. */
export const recipientTypeLabels: Record<RecipientType, { label: string; hint: string }> = {
  CurrentAssignee: { label: 'Assignee', hint: 'Whoever the issue is assigned to at the time.' },
  Reporter: { label: 'Reporter', hint: 'The person who reported the issue.' },
  CurrentUser: { label: 'Person who made the change', hint: 'Only if they chose to hear about their own changes.' },
  ProjectLead: { label: 'Project lead', hint: 'The lead of the issue’s project.' },
  ComponentLead: { label: 'Component lead', hint: 'The leads of the issue’s components.' },
  AllWatchers: { label: 'Watchers', hint: 'Everyone watching the issue.' },
  User: { label: 'A person', hint: 'One named person.' },
  Group: { label: 'Group', hint: 'Every member of a group.' },
  ProjectRole: { label: 'Project role', hint: 'Everyone in a role of the issue’s project.' },
  UserCustomField: { label: 'People in a field', hint: 'The people named in a user-picker field of the issue.' },
  GroupCustomField: { label: 'Groups in a field', hint: 'The members of the groups named in a group-picker field.' },
};

export const Recipient = z
  .object({
    type: RecipientType,
    /** An account id, a group name, a role id or a field id, as the type says; null when the type needs none. */
    parameter: z.string().trim().min(1).max(255).nullable(),
  })
  .refine((recipient) => (recipientParameter[recipient.type] === null) === (recipient.parameter === null), {
    message: 'Choose who this recipient is.',
    path: ['parameter'],
  });
export type Recipient = z.infer<typeof Recipient>;

/** Two recipients are the same when type and parameter are; this key says so. */
export function recipientKey(recipient: { type: string; parameter: string | null }): string {
  return recipient.parameter === null ? recipient.type : `${recipient.type}:${recipient.parameter}`;
}

/**
 * A recipient in words, e.g. "Reporter", "Group: finance", "Role: Developers", "Field: Approvers", or
 * the person's name. `name` is what the parameter points at, when known.
 */
export function recipientWords(type: string, parameter: string | null, name: string | null): string {
  const shown = name ?? parameter ?? 'unknown';
  switch (type) {
    case 'User':
      return name ?? `Person ${parameter ?? 'unknown'}`;
    case 'Group':
      return `Group: ${shown}`;
    case 'ProjectRole':
      return `Role: ${shown}`;
    case 'UserCustomField':
    case 'GroupCustomField':
      return `Field: ${shown}`;
    case 'EmailAddress':
      return `E-mail: ${shown}`;
    default:
      return recipientTypeLabels[type as RecipientType]?.label ?? type;
  }
}
