import { CqlError } from './ast';

export type TokenKind = 'string' | 'word' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  position: number;
}

const OPERATORS = ['!=', '!~', '>=', '<=', '=', '~', '>', '<'] as const;
/** Characters of an unquoted word: field names (space.key), values (2024-01-31, DEV*). */
const WORD_CHAR = /[\p{L}\p{N}._\-:*+/@$#]/u;
/** Tokens after which a value comes next. */
const VALUE_DUE: ReadonlySet<TokenKind> = new Set(['operator', 'lparen', 'comma']);

function readQuoted(cql: string, start: number): { text: string; end: number } {
  const quote = cql[start];
  let text = '';
  for (let index = start + 1; index < cql.length; index += 1) {
    const char = cql[index];
    if (char === '\\' && index + 1 < cql.length) {
      text += cql[index + 1];
      index += 1;
    } else if (char === quote) return { text, end: index + 1 };
    else text += char;
  }
  throw new CqlError(`unterminated string starting at position ${start}`);
}

export function tokenize(cql: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < cql.length) {
    const char = cql[index] ?? '';
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    const single: Partial<Record<string, TokenKind>> = { '(': 'lparen', ')': 'rparen', ',': 'comma' };
    const singleKind = single[char];
    if (singleKind !== undefined) {
      tokens.push({ kind: singleKind, text: char, position: index });
      index += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const quoted = readQuoted(cql, index);
      tokens.push({ kind: 'string', text: quoted.text, position: index });
      index = quoted.end;
      continue;
    }
    const operator = OPERATORS.find((candidate) => cql.startsWith(candidate, index));
    // Where a value is due (after an operator, or in an IN list) `~` opens one: a personal space key such
    // as ~jdoe. Anywhere else it is the operator, so `title~"Home"` and `user.fullname~jo` read as with spaces.
    const opensValue = char === '~' && VALUE_DUE.has(tokens[tokens.length - 1]?.kind ?? 'end');
    if (operator !== undefined && !opensValue) {
      tokens.push({ kind: 'operator', text: operator, position: index });
      index += operator.length;
      continue;
    }
    if (WORD_CHAR.test(char) || opensValue) {
      const start = index;
      index += 1;
      while (index < cql.length && WORD_CHAR.test(cql[index] ?? '')) index += 1;
      tokens.push({ kind: 'word', text: cql.slice(start, index), position: start });
      continue;
    }
    throw new CqlError(`unexpected character '${char}' at position ${index}`);
  }
  tokens.push({ kind: 'end', text: '', position: cql.length });
  return tokens;
}
