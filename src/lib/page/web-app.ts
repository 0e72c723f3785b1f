/**
 * The web app manifest (issue 12): what a phone needs to install the site as an app. Colours are
 * the site's palette (src/styles/global.css): theme `--color-brand-800` (the header's navy, also the
 * `theme-color` meta), background the page background (white). Icons are made from the logo mark
 * (public/favicon.svg) by `npm run icons` (scripts/app-icons.mjs).
 */
import { readFileSync } from 'node:fs';
import { academy } from '../../data/contacts';

/** A colour token of the palette (`--color-brand-800: #172f65;`). */
export function paletteColor(css: string, token: string): string {
  const value = css.match(new RegExp(`--color-${token}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i'))?.[1];
  if (!value) throw new Error(`global.css has no colour --color-${token}`);
  return value;
}

/** Read when the site is built (from the project folder, as every build and test runs). */
export const THEME_COLOR = paletteColor(readFileSync('src/styles/global.css', 'utf8'), 'brand-800');
export const BACKGROUND_COLOR = '#ffffff';

/** The icons scripts/app-icons.mjs writes into public/icons/; `maskable` ones keep the mark in the safe zone. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export const webAppManifest = () => ({
  name: academy.name,
  short_name: academy.shortName,
  description: academy.tagline,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: APP_ICONS.map(({ file, size, purpose }) => ({
    src: `/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
});
