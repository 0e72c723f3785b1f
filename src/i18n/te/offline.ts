import type { Dictionary } from '../en';

export const offline: Dictionary['offline'] = {
  sections: {
    currentAffairs: 'కరెంట్ అఫైర్స్',
    mainsAnswers: 'మెయిన్స్ సమాధానాలు',
    quizzes: 'క్విజ్‌లు',
    pdfs: 'PDFలు',
    other: 'ఇతర పేజీలు',
  },
  savedOn: '{date}న దాచారు',
  openedOn: '{date}న తెరిచారు',
  savedEarlier: 'గతంలో దాచారు',
  openedEarlier: 'గతంలో తెరిచారు',
  remove: 'తీసేయండి',
  removeLabel: '{title} తీసేయండి',
  banner: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు — ఇది {date}న దాచిన ప్రతి',
  bannerEarlier: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు — ఇది గతంలో దాచిన ప్రతి',
};
