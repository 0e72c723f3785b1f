/** The APPSC Groups and TGPSC Groups pages' own texts in Telugu; same keys as en/groups.ts. */
import type { groups as en } from '../en/groups';

export const groups: typeof en = {
  pageTitle: '{title} కోచింగ్',
  freeCounseling: 'ఉచిత కౌన్సెలింగ్',
  quizLabel: 'రోజువారీ క్విజ్',
  quizLead: 'ప్రతి రోజూ ఒక కొత్త క్విజ్.',
  quizText: 'కొన్ని నిమిషాల్లోనే మీ {exam} కరెంట్ అఫైర్స్‌కు పదును పెట్టుకోండి.',
  takeQuiz: 'ఈ రోజు ఉచిత క్విజ్ రాయండి',
  streak: { one: 'వరుసగా {days} రోజు', many: 'వరుసగా {days} రోజులు' },
  statsLabel: 'అంకెల్లో మా {exam} ఫలితాలు',
  coursesEyebrow: 'కోర్సులు',
  coursesTitle: '{exam} కోర్సులు',
  coursesText: 'లైవ్ బ్యాచ్‌లు, రికార్డెడ్ కోర్సులు, టెస్ట్ సిరీస్. మీ పరీక్షకు తగిన కోర్సులు చూడటానికి ఒక ఫిల్టర్ ఎంచుకోండి.',
  filterLegend: 'కోర్సులను ఎంచుకోండి',
  filters: { group1: 'గ్రూప్ 1', group2: 'గ్రూప్ 2', testseries: 'టెస్ట్ సిరీస్', live: 'లైవ్', recorded: 'రికార్డెడ్' },
  showing: '{total} కోర్సుల్లో {shown} చూపిస్తున్నాం',
  noCourses: 'ప్రస్తుతం {filter} కోర్సులు లేవు. తర్వాతి బ్యాచ్ వివరాల కోసం మాకు కాల్ చేయండి.',
  resourcesTitle: 'స్టడీ మెటీరియల్',
  resourcesText: 'తరగతుల మధ్యలోనూ పరీక్షకు సిద్ధంగా ఉండటానికి కావలసినదంతా — ప్రతి {exam} అభ్యర్థికీ ఉచితంగా.',
  resources: {
    currentAffairs: {
      title: 'కరెంట్ అఫైర్స్',
      description: '{exam} దృష్టితో రోజువారీ వార్తా విశ్లేషణ: రాష్ట్ర పథకాలు, ఆర్థిక వ్యవస్థ, పాలిటీ, జాతీయ పరిణామాలు.',
    },
    mainsAnswerWriting: {
      title: 'మెయిన్స్ సమాధాన రచన',
      description: 'రోజుకో మెయిన్స్ ప్రశ్న, దానికి మోడల్ సమాధానం; మీ సమాధానాలపై వ్యాఖ్యల్లో చర్చ.',
    },
    quiz: {
      title: 'కరెంట్ అఫైర్స్ క్విజ్',
      description: 'చదివినది ఎంత గుర్తుందో చూసుకోవడానికి — వివరణలతో రోజువారీ, నెలవారీ సమయ పరిమితి క్విజ్‌లు.',
    },
    pdfs: {
      title: 'కరెంట్ అఫైర్స్ PDFలు',
      description: 'డౌన్‌లోడ్ చేసుకుని ఆఫ్‌లైన్‌లో రివిజన్ చేసుకోవడానికి రోజువారీ, నెలవారీ సంకలనాలు.',
    },
  },
  testimonialsTitle: 'విద్యార్థుల వీడియోలు',
  testimonialsEyebrow: 'వారి మాటల్లోనే',
  testimonialsText: 'తాము ఎలా సిద్ధమయ్యారో మా విద్యార్థులు వారి మాటల్లోనే చెబుతున్నారు.',
  noTestimonials: 'ఇంకా వీడియోలు రాలేదు.',
  writtenStories: 'మా విద్యార్థుల అనుభవాలు చదవండి',
  storiesEyebrow: 'ఫలితాలు',
  storiesTitle: 'విజయ గాథలు',
  storiesLead: 'మా దగ్గర సిద్ధమై {exam} ద్వారా అధికారులైనవారు.',
};
