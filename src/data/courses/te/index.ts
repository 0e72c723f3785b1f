/**
 * The Telugu texts of each course page that is also in Telugu (`teluguCourseIds`, ../index.ts: a
 * course there without its texts here, or texts here for a course not there, fails the type check).
 * Only texts: each module gives its English module's texts in the same shape (../texts.ts).
 */
import type { TeluguCourseId } from '../index';
import { unreviewedTelugu } from '../texts';
import { foundation } from './6th-to-10th-foundation';
import { appscTgpsc } from './appsc-tgpsc';
import { bankSsc } from './bank-ssc';
import { clat } from './clat';
import { degreeCollege } from './degree-college';
import { iit } from './iit';
import { interIas } from './inter-ias';
import { judicialServices } from './judicial-services';
import { juniorCollege } from './junior-college';
import { neet } from './neet';
import { upsc } from './upsc';
import { course } from '@/i18n/te/course';
import { foundation as foundationPage } from '@/i18n/te/foundation';

// The course pages' own texts (the dictionary's sections, which launch-check does not load itself).
unreviewedTelugu(course, '/te/courses/', 'src/i18n/te/course.ts');
unreviewedTelugu(foundationPage, '/te/courses/6th-to-10th-foundation/', 'src/i18n/te/foundation.ts');

export const teluguTexts = {
  upsc,
  '6th-to-10th-foundation': foundation,
  clat,
  'inter-ias': interIas,
  'judicial-services': judicialServices,
  'junior-college': juniorCollege,
  'degree-college': degreeCollege,
  'bank-ssc': bankSsc,
  neet,
  iit,
  'appsc-tgpsc': appscTgpsc,
} satisfies Record<TeluguCourseId, object>;
