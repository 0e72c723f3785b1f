/**
 * Who answers visitors' privacy requests and grievances (the privacy page): a stand-in until the
 * academy names its grievance officer (npm run launch-check lists it).
 */
import { placeholder } from '@/data/placeholder';

export const grievanceOfficer = placeholder(
  { name: 'the Grievance Officer, Akshara Academy', email: 'privacy@aksharaacademy.in' },
  'Grievance officer (name and e-mail)',
  '/privacy/',
);
