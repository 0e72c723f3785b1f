import type { Dictionary } from '../en';

export const feedback: Dictionary['feedback'] = {
  label: 'మీ అభిప్రాయం',
  helpful: 'ఇది ఉపయోగపడిందా?',
  yes: 'అవును',
  no: 'లేదు',
  thanks: 'మీ అభిప్రాయానికి ధన్యవాదాలు!',
};
