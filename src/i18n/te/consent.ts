import type { Dictionary } from '../en';

export const consent: Dictionary['consent'] = {
  label: 'కుకీల అనుమతి',
  text: 'విశ్లేషణ, ప్రకటనల కుకీలు వాడవచ్చా?',
  accept: 'అంగీకరించు',
  decline: 'వద్దు',
  settings: 'కుకీ సెట్టింగ్‌లు',
};
