/**
 * The demo space's assets: pictures (drawn by lib/art.mjs) and PDF compilations (built from the
 * demo articles by lib/pdf.mjs). Keys are what the data files refer to.
 */

/** Image assets: key → file in public/demo-assets/, title and description (alt text). */
export const images = {
  'polity-parliament': {
    file: 'polity-parliament.webp',
    uploaded: '2026-07-28',
    title: 'Parliament building',
    description:
      'Illustration of a domed parliament building with a long colonnade and the national flag under a morning sky',
  },
  'judiciary-court': {
    file: 'judiciary-court.webp',
    uploaded: '2026-07-28',
    title: 'Scales of justice and a court building',
    description: 'Illustration of the scales of justice, law books, a gavel and a pillared court building',
  },
  'economy-growth': {
    file: 'economy-growth.webp',
    uploaded: '2026-07-28',
    title: 'Economy and growth',
    description: 'Illustration of a rising bar chart, stacks of coins and a calculator against a city skyline at night',
  },
  'environment-wetland': {
    file: 'environment-wetland.webp',
    uploaded: '2026-07-28',
    title: 'Wetland at dusk',
    description: 'Illustration of a wide wetland with trees on the shore, hills and birds flying in a golden sky',
  },
  'space-launch': {
    file: 'space-launch.webp',
    uploaded: '2026-07-28',
    title: 'Rocket on the launch pad',
    description: 'Illustration of a launch vehicle on a coastal launch pad at night, with palms and a full moon',
  },
  'global-diplomacy': {
    file: 'global-diplomacy.webp',
    uploaded: '2026-07-28',
    title: 'Globe with connections',
    description: 'Illustration of a globe with glowing arcs joining countries, standing for trade and diplomacy',
  },
  'rural-schemes': {
    file: 'rural-schemes.webp',
    uploaded: '2026-07-28',
    title: 'Village fields',
    description: 'Illustration of green and golden crop fields with a village house and trees',
  },
  'health-science': {
    file: 'health-science.webp',
    uploaded: '2026-07-28',
    title: 'Health and science',
    description: 'Illustration of a DNA helix, a microscope, laboratory glassware, a stethoscope and a red cross',
  },
  'andhra-coast': {
    file: 'andhra-coast.webp',
    uploaded: '2026-07-28',
    title: 'Coastal port',
    description: 'Illustration of a sandy coast with coconut palms and a container ship at a port crane',
  },
  'andhra-dam': {
    file: 'andhra-dam.webp',
    uploaded: '2026-07-28',
    title: 'Dam across a river',
    description: 'Illustration of a concrete dam with a row of spillway gates across a wide river between green hills',
  },
  'telangana-charminar': {
    file: 'telangana-charminar.webp',
    uploaded: '2026-07-28',
    title: 'Charminar at sunset',
    description: 'Illustration of the Charminar with its four minarets against a sunset sky and the Hyderabad skyline',
  },
  'telangana-assembly': {
    file: 'telangana-assembly.webp',
    uploaded: '2026-07-28',
    title: 'Assembly building by a lake',
    description: 'Illustration of a white Indo-Saracenic assembly building with domes, beside a lake and palms',
  },
  'energy-transition': {
    file: 'energy-transition.webp',
    uploaded: '2026-07-28',
    title: 'Wind and solar power',
    description: 'Illustration of wind turbines on green hills and rows of solar panels in the foreground',
  },
  'cpi-inflation-chart': {
    file: 'cpi-inflation-chart.png',
    uploaded: '2026-10-07',
    title: 'Headline CPI inflation chart',
    description:
      'Bar chart of headline CPI inflation from April to September 2026, between 2.9 and 3.6 per cent, below the dashed 4 per cent target line',
  },
  'cover-monthly-magazine': {
    file: 'cover-monthly-magazine.webp',
    uploaded: '2026-07-28',
    title: 'Monthly Magazine cover',
    description: 'Cover of the Akshara Academy current affairs monthly magazine',
  },
  'cover-weekly-compilation': {
    file: 'cover-weekly-compilation.webp',
    uploaded: '2026-07-28',
    title: 'Weekly Compilation cover',
    description: 'Cover of the Akshara Academy weekly current affairs compilation',
  },
  'cover-yojana-summary': {
    file: 'cover-yojana-summary.webp',
    uploaded: '2026-07-28',
    title: 'Yojana Summary cover',
    description: 'Cover of the Akshara Academy summary of schemes and development',
  },
  'cover-state-special': {
    file: 'cover-state-special.webp',
    uploaded: '2026-07-28',
    title: 'State Special cover',
    description: 'Cover of the Akshara Academy Andhra Pradesh and Telangana state special',
  },
};

const month = (ym) => (a) => a.date.startsWith(ym);
const between = (from, to) => (a) => a.date >= from && a.date <= to;

/**
 * PDF assets: key → file, cover texts, and which demo articles (`pick`) it compiles.
 */
export const pdfFiles = {
  'ca-monthly-2026-08': {
    file: 'ca-monthly-2026-08.pdf',
    uploaded: '2026-09-02',
    category: 'Monthly Magazine',
    title: 'Current Affairs Monthly - August 2026',
    subtitle: 'The month in polity, economy, environment, science and international relations, with prelims pointers.',
    pick: (a) => a.exam === 'upsc' && month('2026-08')(a),
  },
  'ca-monthly-2026-09': {
    file: 'ca-monthly-2026-09.pdf',
    uploaded: '2026-10-02',
    category: 'Monthly Magazine',
    title: 'Current Affairs Monthly - September 2026',
    subtitle: 'The month in polity, economy, environment, science and international relations, with prelims pointers.',
    pick: (a) => a.exam === 'upsc' && month('2026-09')(a),
  },
  'ca-monthly-2026-10': {
    file: 'ca-monthly-2026-10.pdf',
    uploaded: '2026-11-02',
    category: 'Monthly Magazine',
    title: 'Current Affairs Monthly - October 2026',
    subtitle: 'The month in polity, economy, environment, science and international relations, with prelims pointers.',
    pick: (a) => a.exam === 'upsc' && month('2026-10')(a),
  },
  'ca-weekly-2026-11-w2': {
    file: 'ca-weekly-2026-11-w2.pdf',
    uploaded: '2026-11-16',
    category: 'Weekly Compilation',
    title: 'Weekly Compilation - November 2026, Week 2',
    subtitle: 'Seven days of news for UPSC, APPSC and TGPSC aspirants in one short read.',
    pick: between('2026-11-06', '2026-11-16'),
    limit: 9,
  },
  'yojana-summary-2026-10': {
    file: 'yojana-summary-2026-10.pdf',
    uploaded: '2026-10-20',
    category: 'Yojana Summary',
    title: 'Yojana Summary - October 2026',
    subtitle: 'Schemes, welfare and development: what each programme does, who benefits and what to remember.',
    pick: (a) => a.category === 'Schemes' || a.tags?.includes('Schemes'),
    limit: 9,
  },
  'state-special-2026-10': {
    file: 'state-special-2026-10.pdf',
    uploaded: '2026-10-30',
    category: 'State Special',
    title: 'AP & Telangana State Special - October 2026',
    subtitle: 'Andhra Pradesh and Telangana affairs for APPSC and TGPSC Group examinations.',
    pick: (a) => a.exam !== 'upsc' && between('2026-09-01', '2026-10-31')(a),
    limit: 12,
  },
};

/** The one PDF asset whose file never finished uploading: it has no file and no url. */
export const MISSING_PDF = {
  key: 'ca-monthly-2026-11',
  uploaded: '2026-11-28',
  title: 'Current Affairs Monthly - November 2026',
  description: 'Upload pending: the file has not been attached yet.',
};
