/** Telugu UI strings, written for Telugu-medium students; same keys as en.ts. */
import { academy } from '@/data/contacts';
import type { Dictionary } from './en';
import { answers } from './te/answers';
import { carousel } from './te/carousel';
import { consent } from './te/consent';
import { content } from './te/content';
import { course } from './te/course';
import { degreeIas } from './te/degree-ias';
import { foundation } from './te/foundation';
import { groups } from './te/groups';
import { feedback } from './te/feedback';
import { home } from './te/home';
import { offline } from './te/offline';
import { outbox } from './te/outbox';
import { privacy } from './te/privacy';
import { saveOffline } from './te/save-offline';
import { search } from './te/search';

const shell: Dictionary['shell'] = {
  skipToContent: 'ప్రధాన విషయానికి వెళ్లండి',
  contactDetails: 'సంప్రదింపు వివరాలు',
  home: 'హోమ్',
  mainNav: 'ప్రధాన మెనూ',
  courses: 'కోర్సులు',
  search: 'వెతకండి',
  menu: 'మెనూ',
  enquireNow: 'వివరాలు అడగండి',
  quickActions: 'త్వరిత సంప్రదింపు',
  call: 'కాల్',
  whatsApp: 'వాట్సాప్',
  quickContact: 'త్వరిత సంప్రదింపు',
  callUs: 'కాల్ చేయండి',
  chatOnWhatsApp: 'వాట్సాప్‌లో మాట్లాడండి',
  contactUs: 'మమ్మల్ని సంప్రదించండి',
  close: 'మూసివేయండి',
  copyNumber: '{label} నంబర్ కాపీ చేయండి',
  callNumber: '{label}కు కాల్ చేయండి',
  phoneLabels: { main: 'ప్రధాన కార్యాలయం', admissions: 'అడ్మిషన్లు' },
  nav: { home: 'హోమ్', about: 'మా గురించి', gallery: 'గ్యాలరీ', testimonials: 'విద్యార్థుల మాటలు', contact: 'సంప్రదించండి' },
  footerGroups: {
    exams: 'పోటీ పరీక్షలు',
    engineeringMedical: 'ఇంజనీరింగ్ & మెడికల్',
    integrated: 'ఇంటిగ్రేటెడ్ కోర్సులు',
    popular: 'ఎక్కువగా వెతికేవి',
  },
  tagline: `సివిల్ సర్వీసెస్, రాష్ట్ర సర్వీసులు, IIT-JEE, NEET, పాఠశాల ఫౌండేషన్ శిక్షణ — ${academy.founded} నుంచి ఆన్‌లైన్‌లోనూ, క్యాంపస్‌లోనూ.`,
  officeHours: 'సోమ–శని ఉదయం 9:00 – సాయంత్రం 6:00',
  rights: '© {year} {name}. అన్ని హక్కులు ప్రత్యేకించబడ్డాయి.',
  loadingVisitors: 'సందర్శకుల సంఖ్య వస్తోంది...',
  loadingViews: 'వీక్షణల సంఖ్య వస్తోంది...',
  views: 'వీక్షణలు',
  visitors: 'మంది సందర్శకులు',
  inEnglish: 'ఇంగ్లీష్',
};

const forms: Dictionary['forms'] = {
  fullName: 'పూర్తి పేరు',
  namePlaceholder: 'మీ పూర్తి పేరు',
  email: 'ఈమెయిల్ చిరునామా',
  emailPlaceholder: 'you@example.com',
  phone: 'ఫోన్ నంబర్',
  phoneTitle: '10 అంకెల ఫోన్ నంబర్ ఇవ్వండి, అంకెలు మాత్రమే',
  phonePlaceholder: '10 అంకెల మొబైల్ నంబర్',
  course: 'కోర్సు',
  selectCourse: 'కోర్సు ఎంచుకోండి',
  message: 'సందేశం',
  messagePlaceholder: 'మీ ప్రశ్న, మీకు అనువైన క్యాంపస్ లేదా బ్యాచ్',
  optional: '(ఐచ్ఛికం)',
  submitting: 'పంపుతున్నాం...',
  offline: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు.',
  failed: 'మా సర్వర్‌ను చేరుకోలేకపోయాం.',
  unconfirmed: 'మీ వివరాలు అందినట్లు మా సర్వర్ నిర్ధారించలేదు.',
  keptByWorker: 'మీ వివరాలు ఈ పరికరంలో భద్రంగా ఉన్నాయి; ఈ పేజీ మూసేసినా అవి వాటంతట అవే పంపబడతాయి.',
  keptInOutbox:
    'మీ వివరాలు ఈ పరికరంలో భద్రంగా ఉన్నాయి; మీరు ఇంటర్నెట్‌తో మళ్లీ ఈ సైట్ తెరిచినప్పుడు పంపబడతాయి — లేదా అడ్మిషన్ల విభాగానికి ఈ నంబర్‌కు కాల్ చేయండి:',
  rejected: 'మీ వివరాలు స్వీకరించబడలేదు: {reason} దయచేసి సరిచేసి మళ్లీ పంపండి, లేదా అడ్మిషన్ల విభాగానికి ఈ నంబర్‌కు కాల్ చేయండి:',
  unavailable: 'సైట్ యొక్క ఈ వెర్షన్‌లో వివరాలు స్వీకరించడం లేదు. దయచేసి మా అడ్మిషన్ల బృందానికి ఈ నంబర్‌కు కాల్ చేయండి:',
  enquirySubmit: 'వివరాలు పంపండి',
  enquirySuccess: 'మీ నమోదు విజయవంతంగా పూర్తయింది! త్వరలోనే మేం మిమ్మల్ని సంప్రదిస్తాం.',
  enquiryFailure: 'మీ నమోదు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  callbackSubmit: 'కాల్ బ్యాక్ కోరండి',
  callbackSuccess: 'ధన్యవాదాలు! త్వరలోనే మేం మీకు కాల్ చేస్తాం.',
  callbackFailure: 'ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  notice:
    'ఈ ఫారంలోని వివరాలను {academy} మీకు తన కోర్సుల గురించి జవాబివ్వడానికి మాత్రమే ఉపయోగిస్తుంది. వాటిని అకాడమీ సిబ్బంది మాత్రమే చూస్తారు; {days} రోజుల తర్వాత అవి తొలగించబడతాయి. వాటిని చూడటం, సరిచేయడం, తొలగించడం లేదా అంగీకారం వెనక్కి తీసుకోవడం ఎప్పుడైనా చేయవచ్చు: {privacy}.',
  privacyLink: 'గోప్యతా ప్రకటన',
  consentLabel: 'నా వివరాలను ఇలా ఉపయోగించడానికి నేను అంగీకరిస్తున్నాను.',
  consentMissing: 'పంపే ముందు అంగీకారం తెలుపుతూ బాక్స్‌ను టిక్ చేయండి: అది లేకుండా ఏదీ పంపబడదు.',
};

const validation: Dictionary['validation'] = {
  required: 'దయచేసి ఈ వివరం నింపండి.',
  chooseCourse: 'దయచేసి జాబితాలో ఒక కోర్సు ఎంచుకోండి.',
  badEmail: 'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి.',
  badPhone: '10 అంకెల ఫోన్ నంబర్ ఇవ్వండి, అంకెలు మాత్రమే',
};

const enquiry: Dictionary['enquiry'] = {
  title: 'వివరాలు అడగండి',
  lead: 'మీకు ఏ కోర్సుపై ఆసక్తి ఉందో తెలపండి; బ్యాచ్, ఫీజు, క్యాంపస్ వివరాలతో మా అడ్మిషన్ల బృందం మిమ్మల్ని సంప్రదిస్తుంది.',
  callbackTitle: 'కాల్ బ్యాక్ కోరండి',
  callbackLead: 'మీ నంబర్ ఇవ్వండి; కోర్సు గురించి మా అడ్మిషన్ల బృందం మీకు కాల్ చేస్తుంది.',
  preferToTalk: 'నేరుగా మాట్లాడాలా?',
  talkLead: 'కాల్ చేయండి లేదా సందేశం పంపండి; మీకు సరైన కోర్సు ఎంచుకోవడంలో మేం సహాయం చేస్తాం.',
};

const quiz: Dictionary['quiz'] = {
  resultTitle: 'క్విజ్ ఫలితం',
  timedOut: 'సమయం ముగిసింది! మీ జవాబులు వాటంతట అవే సమర్పించబడ్డాయి.',
  yourScore: 'మీ స్కోరు',
  correct: 'సరైనవి',
  incorrect: 'తప్పులు',
  unanswered: 'రాయనివి',
  verdict: { correct: 'సరైనది', incorrect: 'తప్పు', unanswered: 'జవాబు రాయలేదు' },
  retake: 'మళ్లీ రాయండి',
  backToQuizzes: 'క్విజ్‌ల జాబితాకు',
  answered: '{total} ప్రశ్నల్లో {answered} రాశారు',
  timeLeft: 'మిగిలిన సమయం {time}',
  lastAttempt: 'మీ గత ప్రయత్నం ({date}): {score} / {max} ({correct} సరైనవి).',
  markingNote: 'మార్కుల విధానం: సరైన జవాబుకు +2, తప్పు జవాబుకు −0.66, రాయని ప్రశ్నకు 0.',
  submitAdvice: 'సమర్పించే ముందు అన్ని ప్రశ్నలకు జవాబులు రాశారో లేదో చూసుకోండి',
  submit: 'క్విజ్ సమర్పించండి',
  questionNumber: 'ప్ర.{number}.',
  figureAlt: '{number}వ ప్రశ్నకు చిత్రం',
  optionAlt: 'ఆప్షన్ {letter}',
  correctAnswer: 'సరైన జవాబు',
  yourAnswer: 'మీ జవాబు',
  explanation: 'వివరణ:',
};

const pdf: Dictionary['pdf'] = {
  title: 'కరెంట్ అఫైర్స్ PDFలు',
  category: 'విభాగం',
  allCategories: 'అన్ని విభాగాలు',
  errorTitle: 'PDFలు రాలేదు',
  errorText: 'PDFలను తెరవలేకపోయాం. దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  tryAgain: 'మళ్లీ ప్రయత్నించండి',
  emptyTitle: 'PDFలు ఏవీ లేవు',
  emptyText: 'ప్రస్తుతం PDFలు ఏవీ అందుబాటులో లేవు. దయచేసి తర్వాత చూడండి లేదా మమ్మల్ని సంప్రదించండి.',
  download: 'PDF డౌన్‌లోడ్',
  comingSoon: 'PDF త్వరలో',
  dialogTitle: '{title} డౌన్‌లోడ్',
  close: 'మూసివేయండి',
  ready: 'ధన్యవాదాలు! మీ PDF సిద్ధంగా ఉంది.',
  open: 'PDF తెరవండి',
  fillForm: 'PDF డౌన్‌లోడ్ చేసుకోవడానికి దయచేసి ఈ ఫారం నింపండి.',
  submitAndDownload: 'పంపి డౌన్‌లోడ్ చేసుకోండి',
};

const comments: Dictionary['comments'] = {
  formLabel: 'వ్యాఖ్య రాయండి',
  yourComment: 'మీ వ్యాఖ్య',
  placeholder: 'మీ జవాబు, సందేహం లేదా మోడల్ జవాబులో లేని అంశం పంచుకోండి',
  previewAlt: 'ఎంచుకున్న చిత్రం',
  removeImage: 'చిత్రం తీసేయండి',
  preparingImage: 'చిత్రం సిద్ధమవుతోంది…',
  changeImage: 'చిత్రం మార్చండి',
  attachImage: 'చిత్రం జతచేయండి',
  post: 'వ్యాఖ్య పోస్ట్ చేయండి',
  one: '1 వ్యాఖ్య',
  many: '{count} వ్యాఖ్యలు',
  none: 'ఇంకా వ్యాఖ్యలు లేవు. మీ జవాబును మొదట మీరే పంచుకోండి.',
  listLabel: 'వ్యాఖ్యలు',
  imageAlt: '{user} జతచేసిన చిత్రం',
  storageFull:
    'మీ బ్రౌజర్ స్టోరేజ్ నిండిపోయింది, అందుకే ఈ వ్యాఖ్య భద్రపరచబడలేదు. మీరు రాసినది ఇక్కడే ఉంది: చిత్రం తీసేయండి లేదా కొంత సైట్ డేటా తొలగించి, మళ్లీ పోస్ట్ చేయండి.',
  storageUnavailable: 'ఈ బ్రౌజర్ వ్యాఖ్యలను భద్రపరచనివ్వడం లేదు (స్టోరేజ్ నిలిపివేయబడింది). మీరు రాసినది ఇక్కడే ఉంది.',
  empty: 'పోస్ట్ చేయడానికి వ్యాఖ్య రాయండి లేదా చిత్రం జతచేయండి.',
  badImage: 'ఆ ఫైల్‌ను చిత్రంగా తెరవలేకపోయాం. దయచేసి JPEG, PNG, GIF లేదా WebP చిత్రం ఎంచుకోండి.',
  words: '{count} / {limit} పదాలు',
  sendForReview: 'సమీక్షకు పంపండి',
  statusWaiting: 'పంపడానికి వేచి ఉంది',
  statusSent: 'సమీక్షకు పంపబడింది',
  statusReviewed: 'సమీక్షించబడింది — కింద చూడండి',
  statusRefused: 'స్వీకరించబడలేదు: {reason}',
  photoAlt: 'మీ జవాబు ఫోటో {number}',
};

const crash: Dictionary['crash'] = {
  title: 'అప్లికేషన్ లోపం',
  text: 'ఈ భాగం లోడ్ అవుతుండగా ఏదో పొరపాటు జరిగింది.',
  details: 'వివరాలు',
  reload: 'పేజీ మళ్లీ లోడ్ చేయండి',
};

export const te: Dictionary = {
  languageName: 'తెలుగు',

  shell,

  consent,

  forms,

  validation,

  outbox,

  enquiry,

  quiz,

  pdf,

  comments,

  answers,

  crash,

  home,

  course,

  foundation,

  groups,

  degreeIas,

  carousel,

  content,

  search,

  feedback,

  saveOffline,

  offline,

  privacy,
};
