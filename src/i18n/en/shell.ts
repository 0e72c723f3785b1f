import { academy, phones } from '@/data/contacts';

/** The site shell: top bar, header, footer, action bar, contact dialog, floating buttons. */
export const shell = {
  skipToContent: 'Skip to content',
  contactDetails: 'Contact details',
  home: 'Home',
  mainNav: 'Main',
  courses: 'Courses',
  search: 'Search',
  menu: 'Menu',
  enquireNow: 'Enquire Now',
  quickActions: 'Quick actions',
  call: 'Call',
  whatsApp: 'WhatsApp',
  quickContact: 'Quick contact',
  callUs: 'Call us',
  chatOnWhatsApp: 'Chat on WhatsApp',
  contactUs: 'Contact Us',
  close: 'Close',
  copyNumber: 'Copy {label} number',
  callNumber: 'Call {label}',
  /** Who answers each phone number. */
  phoneLabels: { main: phones.main.label, admissions: phones.admissions.label },
  /** The header's own links (src/data/navigation.ts). */
  nav: { home: 'Home', about: 'About', gallery: 'Gallery', testimonials: 'Testimonials', contact: 'Contact' },
  /** The footer's link groups (src/data/navigation.ts). */
  footerGroups: {
    exams: 'Competitive Exams',
    engineeringMedical: 'Engineering & Medical',
    integrated: 'Integrated Programs',
    popular: 'Popular Searches',
  },
  tagline: academy.tagline as string,
  officeHours: academy.officeHours as string,
  rights: '© {year} {name}. All rights reserved.',
  loadingVisitors: 'Loading visitors...',
  loadingViews: 'Loading views...',
  views: 'views',
  /** The unit after the visitor count (the count itself in Indian digit grouping). */
  visitors: 'visitors',
  /** Marks a link to a page that exists only in English, on a page in another language. */
  inEnglish: 'English',
};
