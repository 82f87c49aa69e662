import { describe, expect, it } from 'vitest';
import { labelsOf, templateProblem } from './templateForm';

const form = { name: 'Weekly status', description: 'A note', labels: 'status, Weekly  status', body: '<p>Hi</p>' };

describe('the template form', () => {
  it('turns typed labels into distinct lower-case labels', () => {
    expect(labelsOf(form.labels)).toEqual(['status', 'weekly']);
    expect(labelsOf('  ')).toEqual([]);
  });

  it('asks for a name and a body, and keeps descriptions within what Confluence takes', () => {
    expect(templateProblem(form, 'create')).toBeNull();
    expect(templateProblem({ ...form, name: ' ' }, 'create')).toEqual({ field: 'name', message: 'Give the template a name.' });
    expect(templateProblem({ ...form, body: '' }, 'create')).toEqual({ field: 'body', message: 'Write the body of the template.' });
    const long = { ...form, description: 'x'.repeat(150) };
    expect(templateProblem(long, 'create')).toBeNull();
    expect(templateProblem(long, 'update')).toMatchObject({ field: 'description', message: expect.stringMatching(/under 100 characters/) });
  });
});
