/** The scholarship exams page's texts in Telugu (its facts: ../scholarship.ts). */
import type { scholarshipHeroSlides, scholarshipPage, scholarshipTests } from '../scholarship';
import { unreviewedTelugu, type Texts } from '../courses/texts';

export const scholarshipInTelugu = unreviewedTelugu(
  {
    page: {
      title: 'స్కాలర్‌షిప్ పరీక్షలు',
      description:
        'ఇంటర్ + IIT-JEE, IIT-JEE లాంగ్ టర్మ్, ఇంటర్ + NEET లేదా NEET లాంగ్ టర్మ్ కోసం ఆన్‌లైన్ స్కాలర్‌షిప్ పరీక్ష రాసి మీ ఫీజుపై స్కాలర్‌షిప్ పొందండి.',
      heroLabel: 'స్కాలర్‌షిప్ ముఖ్యాంశాలు',
      eyebrow: 'ఆన్‌లైన్ పరీక్షలు',
      lead: 'మీ ప్రోగ్రామ్ ఎంచుకుని మా టెస్ట్ ప్లాట్‌ఫామ్‌లో దాని స్కాలర్‌షిప్ పరీక్ష రాయండి. అది కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది, కాబట్టి మీరు ఎప్పుడైనా ఇక్కడికి తిరిగి రావచ్చు.',
      startTest: 'పరీక్ష మొదలుపెట్టండి',
      forTest: ' — {name} (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)',
      questions: 'పరీక్షలు లేదా స్కాలర్‌షిప్‌ల గురించి సందేహాలా? మా అడ్మిషన్ల బృందానికి {phone} నంబర్‌కు కాల్ చేయండి.',
      backHome: 'హోమ్‌కు తిరిగి',
    } satisfies Texts<typeof scholarshipPage>,
    tests: [
      { description: 'ఇంటిగ్రేటెడ్ JEE మెయిన్, అడ్వాన్స్‌డ్ కోచింగ్‌తో ఇంటర్మీడియట్ MPCలో చేరే పదో తరగతి విద్యార్థుల కోసం.' },
      { description: 'JEE మెయిన్, అడ్వాన్స్‌డ్ కోసం ఒక ఏడాది పూర్తిగా కేటాయించే ఇంటర్మీడియట్ పూర్తయిన విద్యార్థుల కోసం.' },
      { description: 'ఇంటిగ్రేటెడ్ NEET-UG కోచింగ్‌తో ఇంటర్మీడియట్ BiPCలో చేరే పదో తరగతి విద్యార్థుల కోసం.' },
      { description: 'NEET-UG కోసం ఒక ఏడాది పూర్తిగా కేటాయించే ఇంటర్మీడియట్ పూర్తయిన విద్యార్థుల కోసం.' },
    ] satisfies Texts<typeof scholarshipTests>,
    slides: [
      {
        alt: 'వెలుతురు నిండిన పరీక్షా హాలులో విడివిడి బల్లల దగ్గర పరీక్ష రాస్తున్న విద్యార్థులు',
        subtitle: 'అక్షర స్కాలర్‌షిప్ టెస్ట్',
        title: 'మీ ఫీజుపై స్కాలర్‌షిప్ పొందండి',
        description: 'ఇంటి నుంచే ఆన్‌లైన్ పరీక్ష రాయండి — మీ స్కోరే మీ స్కాలర్‌షిప్‌ను నిర్ణయిస్తుంది.',
      },
      {
        alt: 'నిండిన తరగతి గదిలో బోర్డుపై చిత్రాలు వివరిస్తున్న ఉపాధ్యాయుడు',
        subtitle: 'IIT-JEE · NEET',
        title: 'ఇంటిగ్రేటెడ్, లాంగ్ టర్మ్ బ్యాచ్‌లు',
        description: 'ఇంటర్ + IIT-JEE, IIT-JEE లాంగ్ టర్మ్, ఇంటర్ + NEET, NEET లాంగ్ టర్మ్‌లకు స్కాలర్‌షిప్‌లు.',
      },
      {
        alt: 'వేదికపై సర్టిఫికెట్లు, ట్రోఫీతో సంబరాలు చేసుకుంటున్న ర్యాంకర్లు',
        subtitle: 'ఫలితాలే మా మాట',
        title: 'తదుపరి ర్యాంకర్ల బ్యాచ్‌లో చేరండి',
        description: 'చిన్న బ్యాచ్‌లు, రోజువారీ పరీక్షలు, తుది పరీక్ష వరకు మీతో ఉండే అధ్యాపకులు.',
      },
    ] satisfies Texts<typeof scholarshipHeroSlides>,
  },
  '/te/scholarship-exams/',
  'src/data/te/scholarship.ts',
);
