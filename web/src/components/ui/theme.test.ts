import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './recipes';
import { system } from './theme';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chakra = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [path.join(dir, e.name)]
        : [],
  );

/** Every name the app imports from Chakra. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src))
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
      for (const n of m[1]!.split(','))
        names.add(
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
        );
  names.delete('');
  return names;
}

/** The recipe keys Chakra's own code of each exported name asks for (its component folder's). */
function recipeKeysOf(names: Set<string>): Map<string, string[]> {
  const index = readFileSync(path.join(chakra, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '\.\/components\/([^/]+)\//g))
    folders.set(m[1]!, m[2]!);
  const keys = new Map<string, string[]>();
  const add = (exported: string, folder: string) => {
    if (!names.has(exported)) return;
    const dir = path.join(chakra, 'components', folder);
    const code = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    keys.set(
      exported,
      [...code.matchAll(/(?:RecipeContext|useRecipe|useSlotRecipe)\(\{\s*key: "(\w+)"/g)].map((k) => k[1]!),
    );
  };
  for (const m of index.matchAll(/export \{([^}]*)\}( from '\.\/components\/([^/]+)\/)?/g))
    for (const n of m[1]!.split(',')) {
      const [name, alias] = n.trim().split(/\s+as\s+/);
      const folder = m[3] ?? folders.get(name!);
      if (folder) add(alias ?? name!, folder);
    }
  return keys;
}

describe('the theme', () => {
  it('has the recipe of every Chakra component the app uses', () => {
    const theirs = new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]);
    const ours = new Set([
      ...Object.keys(system._config.theme?.recipes ?? {}),
      ...Object.keys(recipes),
      ...Object.keys(slotRecipes),
    ]);
    const missing = [...recipeKeysOf(chakraImports())].flatMap(([name, keys]) =>
      keys.filter((k) => theirs.has(k) && !ours.has(k)).map((k) => `${name} needs the "${k}" recipe`),
    );
    expect(missing).toEqual([]);
  });

  it('starts with the frame’s recipes only', () => {
    expect(Object.keys(system._config.theme?.recipes ?? {}).sort()).toEqual([
      'button',
      'heading',
      'link',
      'skeleton',
      'spinner',
    ]);
    expect(system._config.theme?.slotRecipes ?? {}).toEqual({});
  });
});
