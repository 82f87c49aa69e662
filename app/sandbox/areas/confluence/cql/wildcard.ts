/** One fixed piece of a word between its stars, with its Knuth-Morris-Pratt fallback table. */
interface Piece {
  text: string;
  /** For each length matched so far, the longest proper prefix of the piece that is also a suffix of it. */
  fallback: number[];
}

function pieceOf(text: string): Piece {
  const fallback = [0];
  for (let index = 1, length = 0; index < text.length; index += 1) {
    while (length > 0 && text[index] !== text[length]) length = fallback[length - 1] ?? 0;
    if (text[index] === text[length]) length += 1;
    fallback.push(length);
  }
  return { text, fallback };
}

/** What separates words; the query's own words are split by the same. */
const SPACE = /\s/;

/**
 * A word of a CQL `~` query, where `*` stands for any run of characters inside one word of the text.
 * It is matched in one pass over the text, never with a regular expression: a pattern such as
 * `a*a*a*b` compiles to one that backtracks, and over a long word took minutes. The fixed pieces between
 * the stars are looked for in order, each from where the one before ended (the earliest end leaves the
 * most room for the rest, so nothing is ever tried again), and white space starts over, since a match
 * never spans two words. Each piece is found with Knuth-Morris-Pratt, so the characters compared are at
 * most twice the text's length, whatever the word.
 */
export class WildcardWord {
  private readonly pieces: Piece[];
  /** Characters compared by the last `test`: the bound above, which tests hold the matcher to. */
  comparisons = 0;

  constructor(word: string) {
    this.pieces = word
      .split('*')
      .filter((text) => text !== '')
      .map(pieceOf);
  }

  test(text: string): boolean {
    this.comparisons = 0;
    const first = this.pieces[0];
    // Only stars: any run of characters, the empty one included, is found anywhere.
    if (first === undefined) return true;
    let pieceIndex = 0;
    let piece = first;
    let matched = 0;
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index] ?? '';
      if (SPACE.test(char)) {
        pieceIndex = 0;
        piece = first;
        matched = 0;
        continue;
      }
      while (matched > 0 && piece.text[matched] !== char) {
        this.comparisons += 1;
        matched = piece.fallback[matched - 1] ?? 0;
      }
      this.comparisons += 1;
      if (piece.text[matched] === char) matched += 1;
      if (matched < piece.text.length) continue;
      pieceIndex += 1;
      const next = this.pieces[pieceIndex];
      if (next === undefined) return true;
      piece = next;
      matched = 0;
    }
    return false;
  }
}
