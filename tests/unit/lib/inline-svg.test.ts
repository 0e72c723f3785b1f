import { describe, expect, it } from 'vitest';
import { compactInlineSvg } from '@/lib/inline-svg';

describe('compactInlineSvg', () => {
  it.each([
    [
      "a Lucide icon loses its xmlns and Lucide's own classes",
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" class="lucide lucide-phone" aria-hidden="true"><path d="M1 1"></path></svg>',
      '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true"><path d="M1 1"></path></svg>',
    ],
    [
      'classes given to the icon stay, aliases go',
      '<svg class="lucide lucide-pen-line lucide-edit-3 text-brand-600 hidden"></svg>',
      '<svg class="text-brand-600 hidden"></svg>',
    ],
    [
      "an icon drawn with Lucide's defaults gets the class icon (global.css draws it) instead of the attributes",
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-phone shrink-0" aria-hidden="true"><path d="M1 1"></path></svg>',
      '<svg width="16" height="16" viewBox="0 0 24 24" class="icon shrink-0" aria-hidden="true"><path d="M1 1"></path></svg>',
    ],
    [
      'one drawn otherwise keeps its attributes',
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-star"></svg>',
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"></svg>',
    ],
    [
      'an svg with those attributes that is not a Lucide icon keeps them',
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="logo"></svg>',
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="logo"></svg>',
    ],
    [
      'other markup is left alone',
      '<p class="lucide">x</p><img src="a.svg" alt="">',
      '<p class="lucide">x</p><img src="a.svg" alt="">',
    ],
  ])('%s', (_, html, expected) => {
    expect(compactInlineSvg(html)).toBe(expected);
  });
});
