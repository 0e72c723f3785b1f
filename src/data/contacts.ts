/**
 * The academy's contact facts: the one place a phone number, address or e-mail is written. Those
 * still marked `placeholder` are stand-ins (npm run launch-check lists them).
 */
import { placeholder } from '@/data/placeholder';

export interface Phone {
  /** Who answers: shown in the Contact Us dialog. */
  label: string;
  /** As printed for visitors. */
  display: string;
  /** E.164 digits for tel: and WhatsApp links. */
  e164: string;
}

export interface Address {
  city: 'Vijayawada' | 'Hyderabad' | 'Delhi';
  area: string;
  lines: string[];
  /** Opens the place in a maps app. */
  mapsUrl: string;
}

/**
 * The year the academy opened its first classroom, in Vijayawada: 2017 fits the old site's "8+
 * Years of Excellence", but the academy has not said it.
 */
const founded = placeholder(2017, 'Founding year');

export const academy = {
  name: 'Akshara Academy',
  shortName: 'Akshara',
  /** The founding year: the years of excellence count from it (src/data/figures.ts). */
  founded,
  tagline: `Civil services, state services, IIT-JEE, NEET and school foundation coaching — online and on campus since ${founded}.`,
  email: placeholder('info@aksharaacademy.in', 'E-mail address'),
  officeHours: 'Mon-Sat 9:00 AM - 6:00 PM',
} as const;

export const phones = {
  main: placeholder({ label: 'Main Office', display: '+91 98480 27345', e164: '919848027345' }, 'Main office phone'),
  admissions: placeholder(
    { label: 'Admissions', display: '+91 91005 61234', e164: '919100561234' },
    'Admissions phone',
  ),
} satisfies Record<string, Phone>;

/** Each phone with its key (the key names who answers it in the dictionaries, src/i18n). */
export const phoneEntries = Object.entries(phones) as [keyof typeof phones, Phone][];

const maps = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

/** Every address is a stand-in until the academy confirms it. */
const address = (a: Address) => placeholder(a, `Address: ${a.city}, ${a.area}`);

export const addresses: Address[] = [
  address({
    city: 'Vijayawada',
    area: 'Benz Circle',
    lines: ['2nd Floor, Sai Towers, MG Road', 'Benz Circle, Vijayawada 520010'],
    mapsUrl: maps('Benz Circle, Vijayawada'),
  }),
  address({
    city: 'Vijayawada',
    area: 'Kanuru',
    lines: ['Plot 14, Siddhartha Nagar', 'Kanuru, Vijayawada 520007'],
    mapsUrl: maps('Kanuru, Vijayawada'),
  }),
  address({
    city: 'Vijayawada',
    area: 'Kankipadu',
    lines: ['Main Road, near RTC Bus Stand', 'Kankipadu, Krishna District 521151'],
    mapsUrl: maps('Kankipadu, Krishna District'),
  }),
  address({
    city: 'Hyderabad',
    area: 'Ashoknagar',
    lines: ['3rd Floor, Lakshmi Plaza, Street No. 4', 'Ashoknagar, Hyderabad 500020'],
    mapsUrl: maps('Ashok Nagar, Hyderabad'),
  }),
  address({
    city: 'Delhi',
    area: 'Old Rajendra Nagar',
    lines: ['15-A/2, Bada Bazar Road', 'Old Rajendra Nagar, New Delhi 110060'],
    mapsUrl: maps('Old Rajendra Nagar, New Delhi'),
  }),
];

/** The two campuses on the Contact page. */
export const campuses = addresses.filter((a) => a.area === 'Benz Circle' || a.area === 'Ashoknagar');

export const telHref = (p: Phone) => `tel:+${p.e164}`;
export const whatsappHref = `https://wa.me/${phones.main.e164}?text=${encodeURIComponent('Hello, I would like to know more about your courses.')}`;
