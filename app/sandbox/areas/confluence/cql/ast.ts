export type CqlOperator = '=' | '!=' | '~' | '!~' | '>' | '>=' | '<' | '<=' | 'in' | 'not in';

export type CqlValue = { kind: 'literal'; text: string } | { kind: 'function'; name: string; args: string[] };

export type CqlNode =
  | { kind: 'and' | 'or'; left: CqlNode; right: CqlNode }
  | { kind: 'not'; operand: CqlNode }
  | { kind: 'clause'; field: string; operator: CqlOperator; values: CqlValue[] };

export interface CqlOrder {
  field: string;
  direction: 'asc' | 'desc';
}

export interface CqlQuery {
  where: CqlNode | null;
  orderBy: CqlOrder[];
}

/** A query the sandbox cannot understand; the routes answer it with 400 and this message. */
export class CqlError extends Error {}
