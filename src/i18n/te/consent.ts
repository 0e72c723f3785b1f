import type { Dictionary } from '../en';

export const consent: Dictionary['consent'] = {
  label: 'కుకీల అనుమతి',
  text: 'ఈ సైట్‌ను మెరుగుపరచడానికి విశ్లేషణ, ప్రకటనల కుకీలు వాడవచ్చా? మీరు అంగీకరిస్తేనే ట్రాకింగ్ జరుగుతుంది.',
  privacy: 'గోప్యతా విధానం',
  accept: 'అంగీకరిస్తున్నాను',
  decline: 'వద్దు',
  settings: 'కుకీ సెట్టింగ్‌లు',
};
