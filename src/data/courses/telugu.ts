/**
 * The course cards of the Telugu home in Telugu: each course's card title and description, and the
 * category line above it; the title and category also head the course's Telugu page. A module of
 * its own, beside the catalogue (index.ts), which the enquiry forms' islands import on every page:
 * it stays out of their scripts.
 */
import type { Course, CourseCategory, CourseId } from './index';
import { unreviewedTelugu } from './texts';

/** Each category as the card's line above the title says it. */
export const categoryInTelugu: Record<CourseCategory, string> = {
  UPSC: 'UPSC',
  'State Services': 'రాష్ట్ర సర్వీసులు',
  Engineering: 'ఇంజనీరింగ్',
  Medical: 'మెడికల్',
  Law: 'న్యాయ విద్య',
  'Integrated Program': 'ఇంటిగ్రేటెడ్ కోర్సు',
  Judiciary: 'న్యాయ సేవలు',
  Banking: 'బ్యాంకింగ్',
  Degree: 'డిగ్రీ',
  Intermediate: 'ఇంటర్మీడియట్',
  Foundation: 'ఫౌండేషన్',
};

/** Each course's card in Telugu (every course, so a card added to the home has its Telugu). */
export const cardInTelugu: Record<CourseId, Pick<Course, 'title' | 'description'>> = unreviewedTelugu(
  {
    upsc: {
      title: 'UPSC సివిల్ సర్వీసెస్',
      description: 'IAS, IPS, IFS కోసం ప్రిలిమ్స్, మెయిన్స్, ఇంటర్వ్యూ — మూడు దశలకూ సమగ్ర శిక్షణ; రోజూ సమాధాన రచన, వ్యక్తిగత మార్గదర్శనం.',
    },
    'appsc-tgpsc': {
      title: 'APPSC, TGPSC',
      description: 'రెండు తెలుగు రాష్ట్రాల గ్రూప్-1, గ్రూప్-2, గ్రూప్-3 పరీక్షలకు తెలుగు, ఇంగ్లీష్ మాధ్యమాల్లో శిక్షణ.',
    },
    'appsc-groups': {
      title: 'APPSC గ్రూప్స్',
      description: 'ఆంధ్రప్రదేశ్ గ్రూప్-1, గ్రూప్-2 బ్యాచ్‌లు — టెస్ట్ సిరీస్, లైవ్ తరగతులు, రికార్డ్ చేసిన పాఠాలతో.',
    },
    'tgpsc-groups': {
      title: 'TGPSC గ్రూప్స్',
      description: 'తెలంగాణ గ్రూప్-1, గ్రూప్-2 బ్యాచ్‌లు — రాష్ట్ర చరిత్ర, పాలిటీ, ఆర్థిక వ్యవస్థపై ప్రత్యేక దృష్టితో.',
    },
    iit: {
      title: 'IIT-JEE',
      description: 'MPC ఇంటర్ సిలబస్‌తో పాటు JEE మెయిన్, అడ్వాన్స్‌డ్ శిక్షణ; వారానికో పరీక్ష, సందేహాల నివృత్తి తరగతులు.',
    },
    neet: {
      title: 'NEET',
      description: 'BiPC ఇంటర్ సిలబస్‌తో పాటు NEET-UG సన్నద్ధత — NCERT పునాదిగా బోధన, గ్రాండ్ టెస్ట్‌లు.',
    },
    clat: {
      title: 'CLAT',
      description: 'CLAT, AILET కోసం లీగల్ రీజనింగ్, లాజికల్ రీజనింగ్, ఇంగ్లీష్, కరెంట్ అఫైర్స్.',
    },
    'inter-ias': {
      title: 'ఇంటర్ + IAS',
      description: 'కాలేజీ మొదటి సంవత్సరం నుంచే సివిల్ సర్వీసెస్ పునాదితో ఇంటర్మీడియట్ (MEC/CEC/HEC).',
    },
    'degree-ias': {
      title: 'డిగ్రీతో పాటు IAS',
      description: 'పూర్తి డిగ్రీతో పాటు మూడేళ్ల సమగ్ర సివిల్ సర్వీసెస్ సన్నద్ధత, మొదటి ప్రయత్నంలోనే గెలిచే ప్రణాళికతో.',
    },
    'judicial-services': {
      title: 'జ్యుడీషియల్ సర్వీసెస్',
      description: 'సివిల్ జడ్జి (జూనియర్ డివిజన్) సన్నద్ధత: బేర్ యాక్ట్స్, తీర్పు రచన, ఇంటర్వ్యూ సాధన.',
    },
    'bank-ssc': {
      title: 'బ్యాంక్, SSC',
      description: 'IBPS, SBI, RRB, SSC CGL పరీక్షలకు శిక్షణ — వేగంగా లెక్కలు చేసే సాధన, పూర్తి నిడివి మాక్ టెస్ట్‌లు.',
    },
    'degree-college': {
      title: 'డిగ్రీ కళాశాల',
      description: 'BA, B.Com, B.Sc కోర్సులు — కెరీర్ మార్గదర్శనం, నైపుణ్యాల శిక్షణ, ఉద్యోగ నియామకాల్లో సహాయంతో.',
    },
    'junior-college': {
      title: 'జూనియర్ కళాశాల',
      description: 'MPC, BiPC, MEC, CEC ఇంటర్మీడియట్ గ్రూపులు — హాస్టల్, డే-స్కాలర్ సౌకర్యాలతో.',
    },
    '6th-to-10th-foundation': {
      title: '6 నుంచి 10వ తరగతి ఫౌండేషన్',
      description: 'పాఠశాల సిలబస్‌తో పాటు 6 నుంచి 10వ తరగతి విద్యార్థులకు IIT, NEET, IAS ఫౌండేషన్.',
    },
  },
  '/te/ (course cards, course page titles)',
  'src/data/courses/telugu.ts',
);
