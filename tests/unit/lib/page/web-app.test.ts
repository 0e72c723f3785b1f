import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paletteColor, webAppManifest } from '@/lib/page/web-app';

const css = readFileSync('src/styles/global.css', 'utf8');

describe('the web app manifest', () => {
  it('names the academy, starts at home, opens standalone, in the palette’s navy', () => {
    expect(webAppManifest()).toMatchObject({
      name: 'Akshara Academy',
      short_name: 'Akshara',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: paletteColor(css, 'brand-800'),
      background_color: '#ffffff',
    });
    expect(paletteColor(css, 'brand-800')).toBe('#172f65');
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of its stated size', async () => {
    const { icons } = webAppManifest();
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const meta = await sharp(`public${icon.src}`).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
  });

  it('says clearly when a palette colour is missing', () => {
    expect(() => paletteColor(css, 'brand-1000')).toThrow('global.css has no colour --color-brand-1000');
  });
});
