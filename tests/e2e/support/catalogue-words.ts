import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { LANGUAGE_NAMES, type Language } from '../../../contract/languages.ts';

// The words of a language's catalogues, read from their source as written (every string and
// template part, the messages that take values included), for finding English on its pages.

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CATALOGUE_FOLDERS = ['src/strings', 'contract/strings'];
/** The catalogues' own machinery, which holds no words (src/integrations/language-catalogues.ts). */
const MACHINERY = new Set(['plural.ts', 'translation.ts']);
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’]*/gu;

/** The catalogue files of `language`: the English modules themselves, another language's in its own folder. */
function catalogueFiles(language: Language): string[] {
  return CATALOGUE_FOLDERS.flatMap((folder) => {
    const dir = join(ROOT, folder, language === 'en' ? '' : language);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !MACHINERY.has(name))
      .map((name) => join(dir, name));
  });
}

/** The text of every string literal and template part of a module, its imports' paths and its types (`Pick<DayParts, 'year'>`) left out. */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The words in Latin letters of `text`, as written, three letters or more (two-letter ones are codes: `fr`, `AM`). */
export function latinWords(text: string): string[] {
  return (text.match(LATIN_WORD) ?? []).filter((word) => word.length > 2);
}

/**
 * What a page in `language` may show in Latin letters besides what people typed, lower-cased:
 * the words its own catalogues keep in Latin letters ('Studyhall', 'CSV', 'npm') and each
 * language's name in itself (a language list names each so). Any other word is English that
 * did not come through the language's catalogues.
 *
 * @example const kept = latinWordsOf('ar'); kept.has('studyhall') // true; kept.has('attendance') // false
 */
export function latinWordsOf(language: Language): Set<string> {
  const catalogues = catalogueFiles(language).flatMap((file) => literalTexts(file).flatMap(latinWords));
  const names = Object.values(LANGUAGE_NAMES).flatMap(latinWords);
  return new Set([...catalogues, ...names].map((word) => word.toLowerCase()));
}
