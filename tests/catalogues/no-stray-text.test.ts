import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './catalogue-files.ts';

/** Attributes and props whose value a person reads or hears: they take words from the catalogues. */
const WORDS_ATTRIBUTE = /^(aria-(label|description|roledescription|valuetext|placeholder)|alt|title|placeholder)$|(label|title|heading|text|message|description|caption|hint|summary)$/i;
/** Something a person reads: two letters in a row, in any script, besides the product's own name, the same in every language. */
const WORDS = { test: (text: string) => /\p{L}{2}/u.test(text.replaceAll('Studyhall', '')) };

/** Every page, layout, island and component (and the rules they share with the API): what people read. Catalogues and tests are not. */
function sourceFiles(extension: string, folder = 'src', catalogues = 'strings'): string[] {
  return (readdirSync(join(ROOT, folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith(extension) && !file.includes('.test.') && !file.startsWith(catalogues))
    .map((file) => join(ROOT, folder, file));
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** A sentence or a name of something, as a person reads it: a capital, then two words. */
const SENTENCE = /^\p{Lu}\p{Ll}*\s+\p{L}{2}/u;
/** Calls whose text is for developers (errors, the console), not for the people using the pages. */
const FOR_DEVELOPERS = /(^|\.)(Error|TypeError|DOMException|console\.\w+)$/;

/** Sentences a script module (a .ts or .tsx file's code outside its JSX) writes as literals, as `file:line text`. */
function straySentences(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const { parent } = node;
    const call = parent && (ts.isCallExpression(parent) || ts.isNewExpression(parent)) ? parent.expression.getText(source) : '';
    if (ts.isStringLiteralLike(node) && SENTENCE.test(node.text) && !ts.isImportDeclaration(parent) && !FOR_DEVELOPERS.test(call)) {
      found.push(`${relative(ROOT, file)}:${lineOf(source, node)} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Text a TSX file writes into the page itself, as `file:line text`. */
function strayTextInTsx(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${relative(ROOT, file)}:${lineOf(source, node)} ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer) && WORDS_ATTRIBUTE.test(node.name.getText(source)) && WORDS.test(node.initializer.text)) {
      report(node, node.getText(source));
    }
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent) && node.expression && ts.isStringLiteralLike(node.expression) && WORDS.test(node.expression.text)) {
      report(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An Astro file's markup without its frontmatter, scripts, styles and `{…}` expressions. */
function astroMarkup(text: string): string {
  // Code is blanked, not cut, so what is left keeps its line numbers.
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  const withoutCode = text.replace(/^---[\s\S]*?\n---/, blank).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, blank);
  let depth = 0;
  let markup = '';
  for (const char of withoutCode) {
    if (char === '{') depth += 1;
    if (depth === 0) markup += char;
    else markup += char === '\n' ? '\n' : ' ';
    if (char === '}') depth -= 1;
  }
  return markup;
}

/** Text an Astro file writes into the page itself, as `file:line text`. */
function strayTextInAstro(file: string): string[] {
  const markup = astroMarkup(readFileSync(file, 'utf8'));
  const found: string[] = [];
  const report = (index: number, text: string) => found.push(`${relative(ROOT, file)}:${markup.slice(0, index).split('\n').length} ${text.trim()}`);
  for (const match of markup.matchAll(/>([^<>]+)</g)) if (WORDS.test(match[1] as string)) report(match.index, match[1] as string);
  for (const match of markup.matchAll(/\s([\w-]+)="([^"]*)"/g)) {
    if (WORDS_ATTRIBUTE.test(match[1] as string) && WORDS.test(match[2] as string)) report(match.index, match[0]);
  }
  return found;
}

// Issue 28: every word a page shows comes from the catalogues, so every language has it.
describe('words in the pages', () => {
  it('finds the code it checks', () => {
    expect(sourceFiles('.tsx').length).toBeGreaterThan(50);
    expect(sourceFiles('.astro').length).toBeGreaterThan(20);
  });

  it('catches words written in a component or a page', () => {
    const probe = join(ROOT, 'tests', 'catalogues', 'fixtures');
    expect(strayTextInTsx(join(probe, 'Stray.tsx'))).toHaveLength(4);
    expect(strayTextInAstro(join(probe, 'Stray.astro'))).toHaveLength(2);
    expect(straySentences(join(probe, 'stray-words.ts'))).toEqual([expect.stringMatching(/stray-words\.ts:\d+ Stray toast text$/)]);
  });

  it('has none written in the components and pages: each comes from src/strings or contract/strings', () => {
    // The mails' builders too: their words are in gateway/mail/words.
    const scripts = [...sourceFiles('.ts'), ...sourceFiles('.tsx'), ...sourceFiles('.ts', 'contract'), ...sourceFiles('.ts', 'gateway/mail', 'words')];
    const stray = [...sourceFiles('.tsx').flatMap(strayTextInTsx), ...sourceFiles('.astro').flatMap(strayTextInAstro), ...scripts.flatMap(straySentences)];
    expect(stray).toEqual([]);
  });
});
