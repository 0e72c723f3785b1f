/**
 * The self-hosted fonts, as src/components/shell/FontFace.astro declares them: Inter (Latin subset)
 * on every page, Noto Sans Telugu (its Telugu subset only, 124 KB) on pages with Telugu text.
 */
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import teluguUrl from '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2?url';

export interface WebFont {
  /** Names the localStorage note `{name}-cached`: the font has been fetched into this browser's cache. */
  name: string;
  /** The family name the page's font stack names (src/styles/global.css, TeluguFontFace.astro). */
  family: string;
  /** The font file's address. */
  url: string;
  /** The face's descriptors (FontFace's third argument). */
  descriptors: { display: 'optional' | 'swap'; weight: string; unicodeRange?: string };
  /**
   * A face of the device's own fonts (`local()`) standing in on a first page: when none of them is
   * there (its face failed), the font is put to use on this page as soon as it has come, rather
   * than leaving the text in boxes until the next page.
   */
  standIn?: string;
}

/** Telugu's block and the marks and joiners Telugu text uses (fontsource's Telugu subset). */
export const TELUGU_RANGE = 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC';

/** The family of TeluguFontFace.astro's fallback face. */
export const TELUGU_FALLBACK = 'Noto Sans Telugu Fallback';

export const inter: WebFont = {
  name: 'inter',
  family: 'Inter Variable',
  url: interUrl,
  descriptors: { display: 'optional', weight: '100 900' },
};

export const telugu: WebFont = {
  name: 'telugu',
  family: 'Noto Sans Telugu Variable',
  url: teluguUrl,
  descriptors: { display: 'swap', weight: '100 900', unicodeRange: TELUGU_RANGE },
  standIn: TELUGU_FALLBACK,
};
