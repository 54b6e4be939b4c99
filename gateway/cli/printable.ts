/**
 * Text that came from outside (a visitor's typing, an archive's names) made safe to print on
 * one terminal line: control characters, line breaks included, are shown as `\u` escapes, so
 * they can neither forge lines nor drive the terminal.
 *
 * @param text what to print
 * @example printable('evil\n\u001b[2J') // 'evil\\u000a\\u001b[2J'
 */
export function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
