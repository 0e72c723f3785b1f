import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compactInlineSvg, iconSprite, spriteOfSource, type IconData } from '@/lib/page/inline-svg';

const PHONE: IconData = { name: 'phone', size: 24, node: [['path', { d: 'M1 1' }]] };
const MAIL: IconData = {
  name: 'mail',
  size: 24,
  node: [
    ['path', { d: 'm22 7-9 5' }],
    ['rect', { x: 2, y: 4, width: 20, height: 16, rx: '2' }],
  ],
};
const SPRITE = iconSprite([PHONE, MAIL]);
const USE = (id: string) => `<use href="${SPRITE.file}#${id}"/>`;

describe('iconSprite', () => {
  it('has one symbol per icon, in the order of their names, drawn as Astro writes the icon', () => {
    expect(SPRITE.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="mail" viewBox="0 0 24 24"><path d="m22 7-9 5"></path><rect x="2" y="4" width="20" height="16" rx="2"></rect></symbol>' +
        '<symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"></path></symbol></svg>',
    );
  });

  it.each([
    ['the same icons in another order', [MAIL, PHONE], true],
    ['one icon more', [MAIL, PHONE, { ...PHONE, name: 'phone-call' }], false],
    ['one icon drawn otherwise', [MAIL, { ...PHONE, node: [['path', { d: 'M2 2' }]] } as IconData], false],
  ])('is named by its content: %s → same name %s', (_, icons, same) => {
    expect(SPRITE.file).toMatch(/^\/_astro\/icons\.[\w-]{8}\.svg$/);
    expect(iconSprite(icons).file === SPRITE.file).toBe(same);
  });
});

describe('compactInlineSvg', () => {
  it.each([
    [
      "a Lucide icon loses its xmlns and Lucide's own classes, and its paths for the sprite's",
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" class="lucide lucide-phone" aria-hidden="true"><path d="M1 1"></path></svg>',
      `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">${USE('phone')}</svg>`,
    ],
    [
      'classes and data attributes given to the icon stay, aliases go',
      '<svg class="lucide lucide-pen-line lucide-edit-3 text-brand-600 hidden" data-icon-close="true"><path d="m22 7-9 5"></path><rect x="2" y="4" width="20" height="16" rx="2"></rect></svg>',
      `<svg class="text-brand-600 hidden" data-icon-close="true">${USE('mail')}</svg>`,
    ],
    [
      "an icon drawn with Lucide's defaults gets the class icon (global.css draws it) instead of the attributes",
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-phone shrink-0" aria-hidden="true"><path d="M1 1"></path></svg>',
      `<svg width="16" height="16" viewBox="0 0 24 24" class="icon shrink-0" aria-hidden="true">${USE('phone')}</svg>`,
    ],
    [
      'one drawn otherwise keeps its attributes',
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-phone"><path d="M1 1"></path></svg>',
      `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${USE('phone')}</svg>`,
    ],
    [
      'an svg with those attributes that is not a Lucide icon keeps them, and its drawing',
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="logo"><path d="M9 9"></path></svg>',
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="logo"><path d="M9 9"></path></svg>',
    ],
    [
      'an icon in a React island keeps its paths (React hydrates them); its tag is compacted',
      '<astro-island uid="a" client="visible"><button><svg xmlns="http://www.w3.org/2000/svg" class="lucide lucide-phone"><path d="M1 1"></path></svg></button></astro-island>',
      '<astro-island uid="a" client="visible"><button><svg><path d="M1 1"></path></svg></button></astro-island>',
    ],
    [
      'so does one in a nested island; icons before and after the islands are drawn from the sprite',
      '<svg class="lucide"><path d="M1 1"></path></svg><astro-island><astro-island><svg class="lucide"><path d="M1 1"></path></svg></astro-island><svg class="lucide"><path d="M1 1"></path></svg></astro-island><svg class="lucide"><path d="M1 1"></path></svg>',
      `<svg>${USE('phone')}</svg><astro-island><astro-island><svg><path d="M1 1"></path></svg></astro-island><svg><path d="M1 1"></path></svg></astro-island><svg>${USE('phone')}</svg>`,
    ],
    [
      'other markup is left alone',
      '<p class="lucide">x</p><img src="a.svg" alt="">',
      '<p class="lucide">x</p><img src="a.svg" alt="">',
    ],
  ])('%s', (_, html, expected) => {
    expect(compactInlineSvg(html, SPRITE)).toBe(expected);
  });

  it.each([
    ['an icon the sprite does not have', '<svg class="lucide lucide-star"><path d="M5 5"></path></svg>'],
    ['an icon given children', '<svg class="lucide lucide-phone"><path d="M1 1"></path><title>Call</title></svg>'],
  ])('fails on %s from @lucide/astro: it would carry its paths unnoticed', (_, html) => {
    expect(() => compactInlineSvg(html, SPRITE)).toThrow(/^An icon drawn by @lucide\/astro that the icon sprite lacks/);
  });
});

describe('spriteOfSource', () => {
  let work = '';
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  };
  /** An icon module as @lucide/astro ships it (src/icons/<name>.ts). */
  const lucideModule = (icon: IconData) =>
    `import createLucideIcon from '../createLucideIcon';\nconst iconData: LucideIconData = ${JSON.stringify(icon)};\n` +
    `const Icon = createLucideIcon(iconData);\nexport default Icon;\n`;
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('holds the icons imported anywhere under src/, each once, from the installed package', async () => {
    work = mkdtempSync(join(tmpdir(), 'icon-sprite-'));
    write('node_modules/@lucide/astro/src/icons/phone.ts', lucideModule(PHONE));
    write('node_modules/@lucide/astro/src/icons/mail.ts', lucideModule(MAIL));
    write('node_modules/@lucide/astro/src/icons/star.ts', lucideModule({ ...PHONE, name: 'star' }));
    write('src/components/A.astro', "---\nimport Phone from '@lucide/astro/icons/phone';\n---\n<Phone />");
    write(
      'src/pages/b.astro',
      `---\nimport Mail from "@lucide/astro/icons/mail";\nimport Phone from '@lucide/astro/icons/phone';\n---`,
    );
    write('src/lib/c.ts', "export { default as Mail } from '@lucide/astro/icons/mail';");
    write('src/islands/D.tsx', "import { Star } from 'lucide-react';");
    expect(await spriteOfSource(pathToFileURL(`${work}/`))).toEqual(SPRITE);
  });

  it('fails when the package no longer holds an icon as it did', async () => {
    work = mkdtempSync(join(tmpdir(), 'icon-sprite-'));
    write('node_modules/@lucide/astro/src/icons/phone.ts', 'export default {};');
    write('src/A.astro', "---\nimport Phone from '@lucide/astro/icons/phone';\n---");
    await expect(spriteOfSource(pathToFileURL(`${work}/`))).rejects.toThrow(/^No icon data in .*phone\.ts/);
  });
});
