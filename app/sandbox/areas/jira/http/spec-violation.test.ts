import { describe, expect, it } from 'vitest';
import { specViolationBody } from './spec-violation';

describe('specViolationBody', () => {
  it('reports body fields by name and everything else as messages', () => {
    const body = specViolationBody([
      { field: 'body.name', rule: 'type', message: 'body.name must be string' },
      { field: 'query.maxResults', rule: 'type', message: 'query.maxResults must be integer' },
    ]);
    expect(body).toEqual({ errorMessages: ['query.maxResults must be integer'], errors: { name: 'body.name must be string' } });
  });

  it('never answers an empty ErrorCollection', () => {
    expect(specViolationBody([]).errorMessages).toHaveLength(1);
  });
});
