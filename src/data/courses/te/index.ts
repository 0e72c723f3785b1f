/**
 * The Telugu texts of every course page (each course of the catalogue, ../index.ts, has its page in
 * Telugu too: a course without its texts here fails the type check). Only texts: each module gives
 * its English module's texts in the same shape (../texts.ts).
 */
import type { CourseId } from '../index';
import { unreviewedTelugu } from '../texts';
import { foundation } from './6th-to-10th-foundation';
import { appscGroups } from './appsc-groups';
import { appscTgpsc } from './appsc-tgpsc';
import { bankSsc } from './bank-ssc';
import { clat } from './clat';
import { degreeCollege } from './degree-college';
import { degreeIas } from './degree-ias';
import { iit } from './iit';
import { interIas } from './inter-ias';
import { judicialServices } from './judicial-services';
import { juniorCollege } from './junior-college';
import { neet } from './neet';
import { tgpscGroups } from './tgpsc-groups';
import { upsc } from './upsc';
import { course } from '@/i18n/te/course';
import { degreeIas as degreeIasPage } from '@/i18n/te/degree-ias';
import { foundation as foundationPage } from '@/i18n/te/foundation';
import { groups } from '@/i18n/te/groups';

// The course pages' own texts (the dictionary's sections, which launch-check does not load itself).
unreviewedTelugu(course, '/te/courses/', 'src/i18n/te/course.ts');
unreviewedTelugu(foundationPage, '/te/courses/6th-to-10th-foundation/', 'src/i18n/te/foundation.ts');
unreviewedTelugu(groups, '/te/courses/', 'src/i18n/te/groups.ts');
unreviewedTelugu(degreeIasPage, '/te/courses/degree-ias/', 'src/i18n/te/degree-ias.ts');

export const teluguTexts = {
  upsc,
  'appsc-tgpsc': appscTgpsc,
  'appsc-groups': appscGroups,
  'tgpsc-groups': tgpscGroups,
  iit,
  neet,
  clat,
  'inter-ias': interIas,
  'degree-ias': degreeIas,
  'judicial-services': judicialServices,
  'bank-ssc': bankSsc,
  'degree-college': degreeCollege,
  'junior-college': juniorCollege,
  '6th-to-10th-foundation': foundation,
} satisfies Record<CourseId, object>;
