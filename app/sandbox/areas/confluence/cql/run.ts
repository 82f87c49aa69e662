import { v1Error } from '../errors';
import { CqlError } from './ast';
import { compileNode, compileOrder, type FieldTable } from './compile';
import { parseCql } from './parse';

/** Parses, checks and runs a CQL query over documents; any CQL problem becomes a 400 naming it. */
export function runCql<D>(
  cql: string | null,
  table: FieldTable<D>,
  sortable: Record<string, (doc: D) => string | number>,
  docs: readonly D[],
  defaultOrder: (a: D, b: D) => number,
): D[] {
  if (cql === null || cql.trim() === '') throw v1Error(400, 'The CQL query parameter (cql) is required.');
  try {
    const query = parseCql(cql);
    const matches = query.where === null ? () => true : compileNode(query.where, table);
    const order = compileOrder(query, sortable) ?? defaultOrder;
    return docs.filter(matches).sort(order);
  } catch (error) {
    if (error instanceof CqlError) throw v1Error(400, `Could not parse cql : ${cql} (${error.message})`);
    throw error;
  }
}

/** Whether a query asks for an order of its own (ORDER BY); a query it cannot parse does not. */
export function ordersResults(cql: string | null): boolean {
  if (cql === null) return false;
  try {
    return parseCql(cql).orderBy.length > 0;
  } catch (error) {
    if (error instanceof CqlError) return false;
    throw error;
  }
}
