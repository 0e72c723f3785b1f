/** Each course's card and hero image, processed by astro:assets. */
import type { ImageMetadata } from 'astro';
import type { CourseId } from './index';
import upsc from '@/assets/courses/upsc.jpg';
import appscTgpsc from '@/assets/courses/appsc-tgpsc.jpg';
import appscGroups from '@/assets/courses/appsc-groups.jpg';
import tgpscGroups from '@/assets/courses/tgpsc-groups.jpg';
import iit from '@/assets/courses/iit.jpg';
import neet from '@/assets/courses/neet.jpg';
import clat from '@/assets/courses/clat.jpg';
import interIas from '@/assets/courses/inter-ias.jpg';
import degreeIas from '@/assets/courses/degree-ias.jpg';
import judicial from '@/assets/courses/judicial-services.jpg';
import bankSsc from '@/assets/courses/bank-ssc.jpg';
import degreeCollege from '@/assets/courses/degree-college.jpg';
import juniorCollege from '@/assets/courses/junior-college.jpg';
import foundation from '@/assets/courses/6th-to-10th-foundation.jpg';

export const courseImages: Record<CourseId, ImageMetadata> = {
  upsc: upsc,
  'appsc-tgpsc': appscTgpsc,
  'appsc-groups': appscGroups,
  'tgpsc-groups': tgpscGroups,
  iit: iit,
  neet: neet,
  clat: clat,
  'inter-ias': interIas,
  'degree-ias': degreeIas,
  'judicial-services': judicial,
  'bank-ssc': bankSsc,
  'degree-college': degreeCollege,
  'junior-college': juniorCollege,
  '6th-to-10th-foundation': foundation,
};
