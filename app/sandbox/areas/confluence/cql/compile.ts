import { CqlError, type CqlNode, type CqlOperator, type CqlQuery, type CqlValue } from './ast';
import { toTimeSpan } from './dates';
import { WildcardWord } from './wildcard';

/** How one field reads its values from a document. */
export type FieldDef<D> =
  | { kind: 'keyword'; values(doc: D): readonly string[]; caseSensitive?: boolean }
  | { kind: 'text'; text(doc: D): string; exact?(doc: D): string }
  | { kind: 'date'; time(doc: D): number }
  | { kind: 'number'; value(doc: D): number };

export interface FieldTable<D> {
  fields: Record<string, FieldDef<D>>;
  /** Explains why a field is refused (e.g. user fields in content search). */
  refused?: Record<string, string>;
  /** Values of functions such as currentUser(). */
  functions: Record<string, () => string>;
  now: number;
}

const ALLOWED: Record<FieldDef<unknown>['kind'], readonly CqlOperator[]> = {
  keyword: ['=', '!=', 'in', 'not in'],
  text: ['~', '!~', '=', '!=', 'in', 'not in'],
  date: ['=', '!=', '>', '>=', '<', '<='],
  number: ['=', '!=', '>', '>=', '<', '<=', 'in', 'not in'],
};

export type Predicate<D> = (doc: D) => boolean;

function literalOf<D>(value: CqlValue, table: FieldTable<D>): string {
  if (value.kind === 'literal') return value.text;
  const fn = table.functions[value.name];
  if (fn === undefined) throw new CqlError(`the function ${value.name}() cannot be used here`);
  return fn();
}

/** Words of a `~` query must all occur; `*` is a wildcard inside a word (see WildcardWord). */
function containsAllWords(query: string): (haystack: string) => boolean {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => new WildcardWord(word));
  return (haystack) => {
    const text = haystack.toLowerCase();
    return words.every((word) => word.test(text));
  };
}

function negatable<D>(operator: CqlOperator, positive: Predicate<D>): Predicate<D> {
  return operator === '!=' || operator === '!~' || operator === 'not in' ? (doc) => !positive(doc) : positive;
}

function compileClause<D>(field: string, operator: CqlOperator, values: CqlValue[], table: FieldTable<D>): Predicate<D> {
  const refusal = table.refused?.[field];
  if (refusal !== undefined) throw new CqlError(refusal);
  const def = table.fields[field];
  if (def === undefined) throw new CqlError(`the field '${field}' is not supported; use one of ${Object.keys(table.fields).join(', ')}`);
  if (!ALLOWED[def.kind].includes(operator)) throw new CqlError(`the operator '${operator}' cannot be used with the field '${field}'`);
  switch (def.kind) {
    case 'keyword': {
      const fold = (text: string): string => (def.caseSensitive === true ? text : text.toLowerCase());
      const wanted = new Set(values.map((value) => fold(literalOf(value, table))));
      return negatable(operator, (doc) => def.values(doc).some((value) => wanted.has(fold(value))));
    }
    case 'text': {
      const queries = values.map((value) => literalOf(value, table));
      if (operator === '~' || operator === '!~') {
        const tests = queries.map(containsAllWords);
        return negatable(operator, (doc) => {
          const text = def.text(doc);
          return tests.some((test) => test(text));
        });
      }
      const exact = def.exact ?? def.text;
      const wanted = new Set(queries.map((query) => query.toLowerCase()));
      return negatable(operator, (doc) => wanted.has(exact(doc).toLowerCase()));
    }
    case 'date': {
      const first = values[0];
      if (first === undefined) throw new CqlError(`the field '${field}' needs a date`);
      const span = toTimeSpan(first, table.now);
      const tests: Record<string, (time: number) => boolean> = {
        '=': (time) => time >= span.from && time < span.to,
        '!=': (time) => time < span.from || time >= span.to,
        '>': (time) => time >= span.to,
        '>=': (time) => time >= span.from,
        '<': (time) => time < span.from,
        '<=': (time) => time < span.to,
      };
      const test = tests[operator] ?? (() => false);
      return (doc) => test(def.time(doc));
    }
    case 'number': {
      const numbers = values.map((value) => {
        const text = literalOf(value, table);
        if (!/^\d+$/.test(text)) throw new CqlError(`'${text}' is not a number for the field '${field}'`);
        return Number(text);
      });
      const first = numbers[0] ?? 0;
      const tests: Record<string, (value: number) => boolean> = {
        '>': (value) => value > first,
        '>=': (value) => value >= first,
        '<': (value) => value < first,
        '<=': (value) => value <= first,
      };
      const ordered = tests[operator];
      if (ordered !== undefined) return (doc) => ordered(def.value(doc));
      return negatable(operator, (doc) => numbers.includes(def.value(doc)));
    }
  }
}

/**
 * The operands of a chain such as `a AND b AND c`, which the parser builds leaning left: walked in a
 * loop, so a chain of thousands of clauses costs no stack when compiled or run.
 */
function chainOperands(node: CqlNode & { kind: 'and' | 'or' }): CqlNode[] {
  const operands: CqlNode[] = [node.right];
  let left = node.left;
  while (left.kind === node.kind) {
    operands.push(left.right);
    left = left.left;
  }
  operands.push(left);
  return operands.reverse();
}

export function compileNode<D>(node: CqlNode, table: FieldTable<D>): Predicate<D> {
  switch (node.kind) {
    case 'and': {
      const operands = chainOperands(node).map((operand) => compileNode(operand, table));
      return (doc) => operands.every((operand) => operand(doc));
    }
    case 'or': {
      const operands = chainOperands(node).map((operand) => compileNode(operand, table));
      return (doc) => operands.some((operand) => operand(doc));
    }
    case 'not': {
      const operand = compileNode(node.operand, table);
      return (doc) => !operand(doc);
    }
    case 'clause':
      return compileClause(node.field, node.operator, node.values, table);
  }
}

/** The ORDER BY comparator; fields that cannot be ordered are refused. */
export function compileOrder<D>(
  query: CqlQuery,
  sortable: Record<string, (doc: D) => string | number>,
): ((a: D, b: D) => number) | null {
  if (query.orderBy.length === 0) return null;
  const keys = query.orderBy.map((order) => {
    const read = sortable[order.field];
    if (read === undefined) throw new CqlError(`cannot order by '${order.field}'; use one of ${Object.keys(sortable).join(', ')}`);
    return { read, sign: order.direction === 'desc' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { read, sign } of keys) {
      const left = read(a);
      const right = read(b);
      if (left !== right) return (left < right ? -1 : 1) * sign;
    }
    return 0;
  };
}
