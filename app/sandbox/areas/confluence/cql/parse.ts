import { CqlError, type CqlNode, type CqlOperator, type CqlOrder, type CqlQuery, type CqlValue } from './ast';
import { tokenize, type Token } from './tokenize';

/**
 * How deep parentheses and NOT may nest. Real queries stay far below it; thousands of levels would run
 * the recursive parser out of stack, and are refused as unparsable instead.
 */
const MAX_NESTING = 100;

/** Recursive-descent parser: OR binds loosest, then AND, then NOT; parentheses group. */
class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): CqlQuery {
    const where = this.isKeyword('order') || this.peek().kind === 'end' ? null : this.parseOr();
    const orderBy = this.isKeyword('order') ? this.parseOrderBy() : [];
    const rest = this.peek();
    if (rest.kind !== 'end') throw this.fail(`unexpected '${rest.text}'`, rest);
    if (where === null && orderBy.length === 0) throw new CqlError('the query is empty');
    return { where, orderBy };
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] ?? { kind: 'end', text: '', position: 0 };
  }

  private advance(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private isKeyword(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.kind === 'word' && token.text.toLowerCase() === word;
  }

  private expect(kind: Token['kind'], what: string): Token {
    const token = this.peek();
    if (token.kind !== kind) throw this.fail(`expected ${what}`, token);
    return this.advance();
  }

  private fail(message: string, token: Token): CqlError {
    const found = token.kind === 'end' ? 'the end of the query' : `'${token.text}'`;
    return new CqlError(`${message} but found ${found} at position ${token.position}`);
  }

  private parseOr(): CqlNode {
    let left = this.parseAnd();
    while (this.isKeyword('or')) {
      this.advance();
      left = { kind: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): CqlNode {
    let left = this.parseNot();
    while (this.isKeyword('and')) {
      this.advance();
      left = { kind: 'and', left, right: this.parseNot() };
    }
    return left;
  }

  private parseNot(): CqlNode {
    if (this.isKeyword('not')) {
      this.advance();
      return { kind: 'not', operand: this.nested(() => this.parseNot()) };
    }
    if (this.peek().kind === 'lparen') {
      this.advance();
      const inner = this.nested(() => this.parseOr());
      this.expect('rparen', "')'");
      return inner;
    }
    return this.parseClause();
  }

  private nested(parse: () => CqlNode): CqlNode {
    if (this.depth >= MAX_NESTING) throw new CqlError(`the query nests parentheses or NOT more than ${MAX_NESTING} deep`);
    this.depth += 1;
    const node = parse();
    this.depth -= 1;
    return node;
  }

  private parseClause(): CqlNode {
    const field = this.peek();
    if (field.kind !== 'word' || ['and', 'or', 'order'].includes(field.text.toLowerCase())) {
      throw this.fail('expected a field name', field);
    }
    this.advance();
    const operator = this.parseOperator();
    const values = operator === 'in' || operator === 'not in' ? this.parseList() : [this.parseValue()];
    return { kind: 'clause', field: field.text.toLowerCase(), operator, values };
  }

  private parseOperator(): CqlOperator {
    const token = this.peek();
    if (token.kind === 'operator') {
      this.advance();
      return token.text as CqlOperator;
    }
    if (this.isKeyword('in')) {
      this.advance();
      return 'in';
    }
    if (this.isKeyword('not') && this.isKeyword('in', 1)) {
      this.index += 2;
      return 'not in';
    }
    throw this.fail('expected an operator (=, !=, ~, !~, >, >=, <, <=, IN, NOT IN)', token);
  }

  private parseList(): CqlValue[] {
    this.expect('lparen', "'(' after IN");
    const values = [this.parseValue()];
    while (this.peek().kind === 'comma') {
      this.advance();
      values.push(this.parseValue());
    }
    this.expect('rparen', "')' to close the IN list");
    return values;
  }

  private parseValue(): CqlValue {
    const token = this.peek();
    if (token.kind === 'string') {
      this.advance();
      return { kind: 'literal', text: token.text };
    }
    if (token.kind !== 'word') throw this.fail('expected a value', token);
    this.advance();
    if (this.peek().kind !== 'lparen') return { kind: 'literal', text: token.text };
    this.advance();
    const args: string[] = [];
    while (this.peek().kind !== 'rparen') {
      const arg = this.peek();
      if (arg.kind !== 'string' && arg.kind !== 'word') throw this.fail(`expected an argument of ${token.text}()`, arg);
      args.push(this.advance().text);
      if (this.peek().kind === 'comma') this.advance();
    }
    this.advance();
    return { kind: 'function', name: token.text.toLowerCase(), args };
  }

  private parseOrderBy(): CqlOrder[] {
    this.advance();
    if (!this.isKeyword('by')) throw this.fail("expected 'BY' after 'ORDER'", this.peek());
    this.advance();
    const orders: CqlOrder[] = [];
    do {
      if (orders.length > 0) this.advance();
      const field = this.expect('word', 'a field to order by');
      let direction: CqlOrder['direction'] = 'asc';
      if (this.isKeyword('asc') || this.isKeyword('desc')) direction = this.advance().text.toLowerCase() === 'desc' ? 'desc' : 'asc';
      orders.push({ field: field.text.toLowerCase(), direction });
    } while (this.peek().kind === 'comma');
    return orders;
  }
}

/** Parses CQL into an AST, or throws CqlError naming the problem and where it is. */
export function parseCql(cql: string): CqlQuery {
  return new Parser(tokenize(cql)).parse();
}
