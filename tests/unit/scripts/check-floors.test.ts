import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, docBlock, roomOf, shownBlock, splitAstro } from '../../../scripts/check-floors.mjs';

describe('the floors of src/', () => {
  const { modules, violations } = cruise();

  it('break no rule', () => expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]));

  it('are drawn in docs/architecture.md as the code has them', () => expect(shownBlock()).toBe(docBlock(modules)));

  it('include every room of lib', () => {
    const rooms = new Set(modules.map((module) => roomOf(module.source)));
    for (const room of ['lib/content', 'lib/page', 'lib/leads', 'lib/tags', 'lib/offline', 'lib/quiz', 'lib/search'])
      expect(rooms).toContain(room);
  });
});

describe('a tree that bends the floors', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'floors-test-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  write('src/lib/content/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
  write('src/lib/content/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
  write('src/data/facts.ts', "import { a } from '../lib/content/a';\nexport const facts = a;\n");
  write(
    'src/components/Card.astro',
    "---\nimport { a } from '../lib/content/a';\n---\n<p>{a()}</p>\n<script>\n  import { b } from '../lib/content/b';\n  b();\n</script>\n",
  );
  write('src/islands/Widget.tsx', "import Card from '../components/Card.astro';\nexport default Card;\n");
  write('src/lib/leads/send.ts', "import { readFileSync } from 'node:fs';\nexport const send = readFileSync;\n");
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const broken = cruise(base).violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

  it.each([
    'no-circular: src/lib/content/a.ts → src/lib/content/b.ts',
    'no-arrow-up-from-schemas: src/data/facts.ts → src/lib/content/a.ts',
    'islands-import-no-components: src/islands/Widget.tsx → src/components/Card.astro.tsx',
    'browser-imports-no-build-time-code: src/components/Card.astro.client.ts → src/lib/content/b.ts',
    'browser-imports-no-node: src/lib/leads/send.ts → fs',
  ])('is told: %s', (rule) => expect(broken).toContain(rule));

  it("lets a component's frontmatter read build-time code", () =>
    expect(broken.filter((line) => line.includes('Card.astro.tsx → src/lib'))).toEqual([]));
});

describe('an .astro file', () => {
  it('is its frontmatter and its bundled scripts, not the inline ones', () =>
    expect(
      splitAstro(
        "---\nimport X from './X.astro';\n---\n<X />\n<script>import a from './a';</script>\n<script is:inline>import b from './b';</script>\n<script type=\"application/ld+json\" set:html={x} />",
      ),
    ).toEqual({ frontmatter: "import X from './X.astro';", client: "import a from './a';" }));
});
