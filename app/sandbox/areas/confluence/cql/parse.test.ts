import { describe, expect, it } from 'vitest';
import { CqlError } from './ast';
import { parseCql } from './parse';

describe('parseCql', () => {
  it('reads a clause with a quoted value', () => {
    expect(parseCql('space = "ENG"')).toEqual({
      where: { kind: 'clause', field: 'space', operator: '=', values: [{ kind: 'literal', text: 'ENG' }] },
      orderBy: [],
    });
  });

  it('binds AND tighter than OR and honours parentheses', () => {
    const flat = parseCql('type = page OR type = blogpost AND label = policy');
    expect(flat.where?.kind).toBe('or');
    const grouped = parseCql('(type = page OR type = blogpost) AND label = policy');
    expect(grouped.where?.kind).toBe('and');
  });

  it('reads NOT, IN and NOT IN lists', () => {
    const query = parseCql('NOT label IN (draft, "needs-review") and space not in (HR)');
    expect(query.where).toMatchObject({
      kind: 'and',
      left: { kind: 'not', operand: { kind: 'clause', field: 'label', operator: 'in', values: [{ text: 'draft' }, { text: 'needs-review' }] } },
      right: { kind: 'clause', field: 'space', operator: 'not in' },
    });
  });

  it('reads functions with arguments, comparisons and ORDER BY', () => {
    const query = parseCql('lastmodified >= now("-4w") and creator = currentUser() order by lastmodified desc, title');
    expect(query.where).toMatchObject({
      left: { operator: '>=', values: [{ kind: 'function', name: 'now', args: ['-4w'] }] },
      right: { values: [{ kind: 'function', name: 'currentuser', args: [] }] },
    });
    expect(query.orderBy).toEqual([
      { field: 'lastmodified', direction: 'desc' },
      { field: 'title', direction: 'asc' },
    ]);
  });

  it('reads ~ and !~ text operators and unquoted dates', () => {
    expect(parseCql('title ~ "road*" and text !~ budget and created < 2025-01-31').where).toMatchObject({
      left: { left: { operator: '~' }, right: { operator: '!~' } },
      right: { operator: '<', values: [{ text: '2025-01-31' }] },
    });
  });

  it('reads ~ without spaces as the operator, and ~ where a value is due as a personal space key', () => {
    const clause = (field: string, operator: string, text: string) => ({ where: { kind: 'clause', field, operator, values: [{ kind: 'literal', text }] }, orderBy: [] });
    expect(parseCql('user.fullname~"Ada"')).toEqual(clause('user.fullname', '~', 'Ada'));
    expect(parseCql('title~"Home"')).toEqual(clause('title', '~', 'Home'));
    expect(parseCql('user.fullname~jo')).toEqual(clause('user.fullname', '~', 'jo'));
    expect(parseCql('title!~draft')).toEqual(clause('title', '!~', 'draft'));
    expect(parseCql('space=~jdoe')).toEqual(clause('space', '=', '~jdoe'));
    expect(parseCql('space = ~jdoe')).toEqual(clause('space', '=', '~jdoe'));
    expect(parseCql('space in (~jdoe,~ann)').where).toMatchObject({ operator: 'in', values: [{ text: '~jdoe' }, { text: '~ann' }] });
  });

  it('refuses parentheses or NOT nested thousands deep with a sentence, where recursion would run out of stack', () => {
    expect(parseCql(`${'('.repeat(100)}type = page${')'.repeat(100)}`).where).toMatchObject({ field: 'type' });
    for (const cql of [`${'('.repeat(3_500)}type = page${')'.repeat(3_500)}`, `${'not '.repeat(3_500)}type = page`]) {
      expect(() => parseCql(cql)).toThrow('the query nests parentheses or NOT more than 100 deep');
    }
  });

  it.each([
    ['', 'the query is empty'],
    ['type = ', "expected a value but found the end of the query at position 7"],
    ['(type = page', "expected ')' but found the end"],
    ['type page', 'expected an operator'],
    ['title ~ "unclosed', 'unterminated string'],
    ['type = page order title', "expected 'BY' after 'ORDER'"],
    ['type = page ) ', "unexpected ')'"],
    ['type = page & space = X', "unexpected character '&'"],
  ])('refuses %j with a message naming the problem', (cql, message) => {
    expect(() => parseCql(cql)).toThrow(CqlError);
    expect(() => parseCql(cql)).toThrow(message);
  });
});
