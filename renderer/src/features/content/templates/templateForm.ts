/** The template form as typed, and what the contract wants from it. */
export interface TemplateForm {
  name: string;
  description: string;
  /** Comma- or space-separated, as typed. */
  labels: string;
  body: string;
}

/** Confluence takes longer descriptions when a template is created than when it is edited. */
export const DESCRIPTION_LIMIT = { create: 255, update: 100 } as const;

export function labelsOf(typed: string): string[] {
  return [...new Set(typed.split(/[\s,]+/).map((label) => label.trim().toLowerCase()).filter((label) => label !== ''))];
}

/** A field of the form that can hold the first thing to fix. */
export type TemplateField = 'name' | 'description' | 'body';

/** The first thing to fix and the field it is about, or null when the form can be saved. */
export function templateProblem(form: TemplateForm, mode: 'create' | 'update'): { field: TemplateField; message: string } | null {
  if (form.name.trim() === '') return { field: 'name', message: 'Give the template a name.' };
  if (form.description.length > DESCRIPTION_LIMIT[mode]) {
    const fewer = mode === 'update' ? ' (Confluence allows fewer when a template is edited)' : '';
    return { field: 'description', message: `Keep the description under ${DESCRIPTION_LIMIT[mode]} characters${fewer}.` };
  }
  if (form.body.trim() === '') return { field: 'body', message: 'Write the body of the template.' };
  return null;
}
