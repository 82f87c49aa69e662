import type { Output } from '../../../../../app/contract';
import type { VersionCounts } from '../../../../../app/contract/jira/versions.channels';
import type { PlanLine } from '../../../shared/bulk/PlanList';
import { agreeing } from '../../../../../app/contract/words';

/** For each field: a version id, `clear`, or undefined while the admin has not chosen. */
export type Choices = Readonly<Record<string, string | 'clear' | undefined>>;

/** The fields some issue uses for this version: the ones that need a choice. */
export function fieldsToDecide(counts: VersionCounts): VersionCounts['fields'] {
  return counts.fields.filter((field) => field.issues > 0);
}

/** Every field sent to the same version at once (the usual merge). */
export function everyFieldTo(counts: VersionCounts, versionId: string): Choices {
  return Object.fromEntries(fieldsToDecide(counts).map((field) => [field.field, versionId]));
}

/** What still needs a choice, in words; null when the plan is complete. */
export function missingChoice(counts: VersionCounts, choices: Choices): string | null {
  const open = fieldsToDecide(counts).filter((field) => choices[field.field] === undefined);
  if (open.length === 0) return null;
  return `Choose where the issues in ${open.map((field) => `“${field.label}”`).join(', ')} go, or clear ${agreeing(open.length, 'it', 'them')}.`;
}

/** The plan the core checks and runs: one destination (or null, to clear) per field some issue uses. */
export function destinationsOf(counts: VersionCounts, choices: Choices): { field: string; to: string | null }[] {
  return fieldsToDecide(counts).map((field) => {
    const choice = choices[field.field];
    return { field: field.field, to: choice === undefined || choice === 'clear' ? null : choice };
  });
}

/** The preview as the plan list shows it: each field that changes, in words, then the fields left alone. */
export function removalPlanLines(preview: Pick<Output<'jira.versionRemoval.plan'>, 'lines' | 'untouched'>): PlanLine[] {
  return [
    ...preview.lines.map((line) => ({ key: line.field, name: line.sentence, changes: true })),
    ...preview.untouched.map((label) => ({ key: `untouched:${label}`, name: label, changes: false, note: 'No issue names the version in this field.' })),
  ];
}
