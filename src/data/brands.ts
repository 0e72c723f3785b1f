/** Header logos by brand; every route falls back to the default logo if its own fails to load. */
import type { ImageMetadata } from 'astro';
import type { Brand } from './courses';
import defaultLogo from '@/assets/logos/default.svg';
import upscLogo from '@/assets/logos/upsc.svg';
import iitLogo from '@/assets/logos/iit.svg';
import neetLogo from '@/assets/logos/neet.svg';
import groupsLogo from '@/assets/logos/groups.svg';

export const logos: Record<Brand, ImageMetadata> = {
  default: defaultLogo,
  upsc: upscLogo,
  iit: iitLogo,
  neet: neetLogo,
  groups: groupsLogo,
};
