/**
 * How every bulk change is confirmed, so an admin meets one rule in every area: the phrase is the verb and
 * what it touches, counted, in capitals ("DELETE 311 VERSIONS", "REVOKE 26 TOKENS"), and what they type
 * matches whatever its case and spacing. The count carries no thousands separator: it is typed.
 */
export function confirmationPhrase(verb: string, count: number, one: string, many = `${one}s`): string {
  return `${verb} ${count} ${count === 1 ? one : many}`.toUpperCase();
}

function words(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Whether the typed text is the phrase. */
export function phraseMatches(typed: string, phrase: string): boolean {
  return words(typed) === words(phrase);
}

/** Whether the typed text is on its way to the phrase (nothing typed yet counts as on its way). */
export function phraseBegun(typed: string, phrase: string): boolean {
  return words(phrase).startsWith(words(typed));
}
