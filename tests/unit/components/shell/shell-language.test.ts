import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import { beforeAll, describe, expect, it } from 'vitest';
import ActionBar from '@/components/shell/ActionBar.astro';
import ContactDialog from '@/components/shell/ContactDialog.astro';
import Footer from '@/components/shell/Footer.astro';
import Header from '@/components/shell/Header.astro';
import EnquirySection from '@/components/forms/EnquirySection.astro';
import { navCourseIds } from '@/data/courses';
import { cardInTelugu } from '@/data/courses/telugu';
import { dictionary } from '@/i18n';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({ astroConfig: { site: 'https://example.org' } });
  container.addServerRenderer({ renderer: reactRenderer });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
});

/** A text as a pattern that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const at = (path: string) => ({ request: new Request(`https://example.org${path}`) });
const te = dictionary('te');

describe('the shell on a Telugu page', () => {
  it('header: Telugu labels, Telugu home and search, English-only pages marked', async () => {
    const html = await container.renderToString(Header, {
      ...at('/te/courses/upsc/current-affairs/'),
      props: { brand: 'default', campuses: ['Vijayawada'] },
    });
    expect(html).toContain(`aria-label="${te.shell.home}"`);
    expect(html).toContain('href="/te/search"');
    expect(html).toContain('href="/te/#enquire"');
    expect(html).toMatch(new RegExp(`href="/te/"[^>]*>${te.shell.nav.home}<`));
    expect(html).toMatch(new RegExp(`href="/about"[^>]*hreflang="en"[^>]*>${te.shell.nav.about}<span`));
    expect(html).toMatch(new RegExp(`<span class="sr-only"[^>]*>\\(${te.shell.inEnglish}\\)</span>`));
    // Every course page is in Telugu: each linked there under its Telugu name, none marked English.
    for (const id of navCourseIds)
      expect(html).toMatch(new RegExp(`href="/te/courses/${id}"[^>]*>${escapeRegExp(cardInTelugu[id].title)}<`));
    expect(html).not.toMatch(/href="\/courses\//);
    expect(html).not.toMatch(/>(Enquire Now|Courses|Menu|Search)</);
  });

  it('header on an English page: English, no marks', async () => {
    const html = await container.renderToString(Header, {
      ...at('/courses/upsc/current-affairs/'),
      props: { brand: 'default', campuses: ['Vijayawada'] },
    });
    expect(html).toContain('>Enquire Now<');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain(te.shell.inEnglish);
  });

  it('footer: Telugu group titles, tagline, rights, visitor unit', async () => {
    const html = await container.renderToString(Footer, at('/te/'));
    for (const title of Object.values(te.shell.footerGroups)) expect(html).toContain(title.replace('&', '&amp;'));
    expect(html).toContain(te.shell.tagline);
    expect(html).toContain(te.shell.loadingVisitors);
    expect(html).toContain(`data-unit="${te.shell.visitors}"`);
    expect(html).toContain(`© ${new Date().getFullYear()} Akshara Academy. అన్ని హక్కులు`);
  });

  it('action bar and contact dialog in Telugu', async () => {
    const bar = await container.renderToString(ActionBar, at('/te/'));
    expect(bar).toContain(te.shell.enquireNow);
    expect(bar).toContain(te.shell.call);
    const dialog = await container.renderToString(ContactDialog, at('/te/'));
    expect(dialog).toContain(te.shell.contactUs);
    expect(dialog).toContain(`aria-label="${te.shell.phoneLabels.admissions}కు కాల్ చేయండి"`);
  });

  it('the enquiry section passes the Telugu strings to its form; the English one passes none', async () => {
    const telugu = await container.renderToString(EnquirySection, at('/te/'));
    expect(telugu).toContain(te.enquiry.title);
    expect(telugu).toContain(te.forms.fullName);
    expect(telugu).toContain('&quot;strings&quot;');
    const english = await container.renderToString(EnquirySection, at('/'));
    expect(english).toContain('Full Name');
    expect(english).not.toContain('&quot;strings&quot;');
  });
});
