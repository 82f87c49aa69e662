/** Typed arrays that grow as lines are added: a million lines cost a few bytes each, not an object each. */

type Numbers = Float64Array | Int32Array | Uint8Array | Uint32Array;

export class Column<A extends Numbers> {
  private values: A;
  length = 0;

  constructor(private readonly make: (size: number) => A, capacity = 1024) {
    this.values = make(capacity);
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = this.make(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  at(index: number): number {
    return this.values[index] ?? 0;
  }

  set(index: number, value: number): void {
    this.values[index] = value;
  }

  /** The filled part, without copying: valid until the next `push`. */
  view(): A {
    return this.values.subarray(0, this.length) as A;
  }
}

export const float64s = (size: number) => new Float64Array(size);
export const int32s = (size: number) => new Int32Array(size);
export const uint8s = (size: number) => new Uint8Array(size);
export const uint32s = (size: number) => new Uint32Array(size);

/** Texts that repeat across lines (actions, connection names) stored once, each line keeping a number. */
export class Interned {
  private readonly numbers = new Map<string, number>();
  readonly texts: string[] = [];

  numberOf(text: string): number {
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.texts.length;
      this.texts.push(text);
      this.numbers.set(text, number);
    }
    return number;
  }

  /** The number of a text already stored, without storing it. */
  find(text: string): number | undefined {
    return this.numbers.get(text);
  }

  /** For each text, 1 when `test` holds for it. */
  flags(test: (text: string) => boolean): Uint8Array {
    return Uint8Array.from(this.texts, (text) => (test(text) ? 1 : 0));
  }
}
