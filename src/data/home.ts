/**
 * Home page content: the hero slides and the "Why Choose" feature tiles (display claims, spec §1;
 * the figures from src/data/figures.ts).
 */
import type { ImageMetadata } from 'astro';
import type { HeroSlide } from '@/data/hero';
import { appscGroup1Ranks, expertFaculty, iasRanks, shown } from '@/data/figures';
import home1 from '@/assets/hero/home-1.jpg';
import home2 from '@/assets/hero/home-2.jpg';
import home3 from '@/assets/hero/home-3.jpg';
import home4 from '@/assets/hero/home-4.jpg';

/** A home slide's texts: in English as the slide has them, and in Telugu for the Telugu home. */
type SlideTexts = Pick<HeroSlide, 'alt' | 'subtitle' | 'title' | 'description'>;

export const homeHeroSlides: readonly (HeroSlide<ImageMetadata> & { telugu: SlideTexts })[] = [
  {
    image: home1,
    alt: 'Students walking to class in front of the Akshara Academy campus on a sunny morning',
    subtitle: 'Vijayawada · Hyderabad · Delhi',
    title: 'Your Path to Civil Services Starts Here',
    description: `UPSC, APPSC and TGPSC coaching by ${shown(expertFaculty)} expert faculty — online and offline, in Telugu and English medium.`,
    overlay: true,
    telugu: {
      alt: 'అక్షర అకాడమీ క్యాంపస్ ముందు ఎండ పడిన ఉదయం తరగతులకు నడుస్తున్న విద్యార్థులు',
      subtitle: 'విజయవాడ · హైదరాబాద్ · ఢిల్లీ',
      title: 'సివిల్ సర్వీసెస్ వైపు మీ ప్రయాణం ఇక్కడే మొదలు',
      description: `${expertFaculty.number} మందికి పైగా నిపుణులైన అధ్యాపకులతో UPSC, APPSC, TGPSC శిక్షణ — ఆన్‌లైన్‌లోనూ, క్యాంపస్‌లోనూ, తెలుగు, ఇంగ్లీష్ మాధ్యమాల్లో.`,
    },
  },
  {
    image: home2,
    alt: 'A teacher explaining diagrams on the board to a full classroom',
    subtitle: 'IIT-JEE · NEET · CLAT',
    title: 'Entrance Coaching with Daily Practice',
    description: 'Six hours of classes, six hours of guided study and a 30-minute test every day.',
    overlay: true,
    telugu: {
      alt: 'నిండిన తరగతి గదిలో బోర్డుపై చిత్రాలతో పాఠం వివరిస్తున్న ఉపాధ్యాయుడు',
      subtitle: 'IIT-JEE · NEET · CLAT',
      title: 'రోజువారీ సాధనతో ప్రవేశ పరీక్షల శిక్షణ',
      description: 'రోజూ ఆరు గంటల తరగతులు, ఆరు గంటల పర్యవేక్షణలో చదువు, 30 నిమిషాల పరీక్ష.',
    },
  },
  {
    image: home3,
    alt: 'Rank holders celebrating on stage with certificates and a trophy',
    subtitle: 'Results that speak',
    title: `${shown(iasRanks)} ${iasRanks.label}, ${shown(appscGroup1Ranks)} ${appscGroup1Ranks.label}`,
    description: 'Year after year our students make the final lists — and the next toppers are in class today.',
    overlay: true,
    telugu: {
      alt: 'సర్టిఫికెట్లు, ట్రోఫీతో వేదికపై సంబరాలు చేసుకుంటున్న ర్యాంకర్లు',
      subtitle: 'ఫలితాలే మా గుర్తింపు',
      title: `${shown(iasRanks)} IAS ర్యాంకులు, ${shown(appscGroup1Ranks)} APPSC గ్రూప్-1 ర్యాంకులు`,
      description: 'ఏటా మా విద్యార్థులు తుది జాబితాల్లో నిలుస్తున్నారు — రేపటి టాపర్లు ఈరోజు తరగతిలోనే ఉన్నారు.',
    },
  },
  {
    image: home4,
    alt: 'Students studying together at a long table in the library',
    subtitle: 'Hostel and day-scholar options',
    title: 'A Campus Built for Focus',
    description:
      'Batches of 45, three students to a hostel room, an hour of sports every day and a bridge course in April–May before the June start.',
    overlay: true,
    telugu: {
      alt: 'గ్రంథాలయంలో పొడవాటి బల్ల దగ్గర కలిసి చదువుకుంటున్న విద్యార్థులు',
      subtitle: 'హాస్టల్, డే-స్కాలర్ సౌకర్యాలు',
      title: 'ఏకాగ్రత కోసం తీర్చిదిద్దిన క్యాంపస్',
      description: '45 మంది బ్యాచ్‌లు, హాస్టల్ గదికి ముగ్గురు, రోజూ గంట ఆటలు, జూన్‌లో తరగతులకు ముందు ఏప్రిల్–మేలో బ్రిడ్జ్ కోర్సు.',
    },
  },
];

/** Icon names the feature tile knows how to draw (components/home/FeatureTile.astro). */
export type FeatureIcon =
  | 'trophy'
  | 'award'
  | 'graduation-cap'
  | 'users'
  | 'bed-double'
  | 'house'
  | 'calendar-range'
  | 'clock'
  | 'clipboard-check'
  | 'dumbbell'
  | 'monitor-smartphone'
  | 'languages';

/** A "Why Choose" tile (spec §3 "Feature tile"). */
export interface FeatureTile {
  /** Which icon to draw. */
  icon: FeatureIcon;
  /** Short headline, usually the claim itself ("Batch Size of 45"). */
  title: string;
  /** One or two sentences. */
  description: string;
  /** Tailwind border colour class for the tile's top edge. */
  color: string;
  /** Tailwind gradient stops for the icon badge (`from-… to-…`). */
  gradient: string;
}

/** A tile's texts in Telugu, for the Telugu home. */
type TileTexts = Pick<FeatureTile, 'title' | 'description'>;

export const featureTiles: readonly (FeatureTile & { telugu: TileTexts })[] = [
  {
    icon: 'trophy',
    title: `${shown(iasRanks)} ${iasRanks.label}`,
    description: `Our civil services students have secured more than ${iasRanks.number} ranks in the UPSC examination.`,
    color: 'border-t-amber-500',
    gradient: 'from-amber-400 to-orange-500',
    telugu: {
      title: `${shown(iasRanks)} IAS ర్యాంకులు`,
      description: `మా సివిల్ సర్వీసెస్ విద్యార్థులు UPSC పరీక్షలో ${iasRanks.number}కి పైగా ర్యాంకులు సాధించారు.`,
    },
  },
  {
    icon: 'award',
    title: `${shown(appscGroup1Ranks)} ${appscGroup1Ranks.label}`,
    description: 'A record of Group-1 selections in Andhra Pradesh, with Telangana Group-1 and Group-2 batches too.',
    color: 'border-t-rose-500',
    gradient: 'from-rose-500 to-red-600',
    telugu: {
      title: `${shown(appscGroup1Ranks)} APPSC గ్రూప్-1 ర్యాంకులు`,
      description: 'ఆంధ్రప్రదేశ్ గ్రూప్-1 ఎంపికల్లో మాది ప్రత్యేక రికార్డు; తెలంగాణ గ్రూప్-1, గ్రూప్-2 బ్యాచ్‌లు కూడా ఉన్నాయి.',
    },
  },
  {
    icon: 'graduation-cap',
    title: `${shown(expertFaculty)} ${expertFaculty.label}`,
    description: 'Former civil servants, subject specialists and IIT and medical alumni teach every batch.',
    color: 'border-t-brand-500',
    gradient: 'from-brand-500 to-brand-700',
    telugu: {
      title: `${shown(expertFaculty)} నిపుణులైన అధ్యాపకులు`,
      description: 'మాజీ సివిల్ సర్వెంట్లు, సబ్జెక్టు నిపుణులు, IIT, వైద్య కళాశాలల పూర్వ విద్యార్థులు ప్రతి బ్యాచ్‌కూ బోధిస్తారు.',
    },
  },
  {
    icon: 'users',
    title: 'Batch Size of 45',
    description: 'Small batches, so every student is known by name and every doubt gets answered.',
    color: 'border-t-sky-500',
    gradient: 'from-sky-500 to-blue-600',
    telugu: {
      title: 'బ్యాచ్‌కు 45 మంది',
      description: 'చిన్న బ్యాచ్‌లు కాబట్టి ప్రతి విద్యార్థీ మాకు పేరుతో తెలుసు, ప్రతి సందేహానికీ జవాబు దొరుకుతుంది.',
    },
  },
  {
    icon: 'bed-double',
    title: '3 Students per Hostel Room',
    description: 'Uncrowded, supervised hostel rooms with study tables, so evenings stay productive.',
    color: 'border-t-violet-500',
    gradient: 'from-violet-500 to-purple-600',
    telugu: {
      title: 'హాస్టల్ గదికి ముగ్గురే',
      description: 'రద్దీ లేని, పర్యవేక్షణ ఉన్న హాస్టల్ గదులు, చదువుకునే బల్లలతో — సాయంత్రాలూ చదువుకు ఉపయోగపడతాయి.',
    },
  },
  {
    icon: 'house',
    title: 'Hostel & Day-Scholar Options',
    description: 'Stay on campus with meals and wardens, or attend as a day scholar from home.',
    color: 'border-t-emerald-500',
    gradient: 'from-emerald-500 to-green-600',
    telugu: {
      title: 'హాస్టల్, డే-స్కాలర్ సౌకర్యాలు',
      description: 'భోజనం, వార్డెన్ల పర్యవేక్షణతో క్యాంపస్‌లోనే ఉండవచ్చు, లేదా ఇంటి నుంచి డే-స్కాలర్‌గా రావచ్చు.',
    },
  },
  {
    icon: 'calendar-range',
    title: 'Bridge Course in April–May',
    description: 'A bridge course in April and May gets students ready before the regular batch starts in June.',
    color: 'border-t-teal-500',
    gradient: 'from-teal-500 to-cyan-600',
    telugu: {
      title: 'ఏప్రిల్–మేలో బ్రిడ్జ్ కోర్సు',
      description: 'జూన్‌లో రెగ్యులర్ బ్యాచ్ మొదలయ్యే ముందే ఏప్రిల్, మే నెలల్లో బ్రిడ్జ్ కోర్సుతో విద్యార్థులు సిద్ధమవుతారు.',
    },
  },
  {
    icon: 'clock',
    title: '6 Hours Classes + 6 Hours Study',
    description: 'A structured day: six hours of classes and six hours of supervised self-study.',
    color: 'border-t-indigo-500',
    gradient: 'from-indigo-500 to-blue-700',
    telugu: {
      title: '6 గంటల తరగతులు + 6 గంటల చదువు',
      description: 'క్రమబద్ధమైన దినచర్య: ఆరు గంటల తరగతులు, ఆరు గంటల పర్యవేక్షణలో సొంతంగా చదువు.',
    },
  },
  {
    icon: 'clipboard-check',
    title: '30-Minute Daily Test',
    description: 'A short test every day, evaluated and discussed, so progress is measured, not guessed.',
    color: 'border-t-orange-500',
    gradient: 'from-orange-500 to-amber-600',
    telugu: {
      title: 'రోజూ 30 నిమిషాల పరీక్ష',
      description: 'ప్రతిరోజూ చిన్న పరీక్ష, దిద్ది చర్చిస్తాం — ప్రగతిని ఊహించం, కొలుస్తాం.',
    },
  },
  {
    icon: 'dumbbell',
    title: '1 Hour of Sports',
    description: 'An hour of games and exercise every day keeps students fresh for the long study hours.',
    color: 'border-t-lime-500',
    gradient: 'from-lime-500 to-green-600',
    telugu: {
      title: 'రోజూ గంట ఆటలు',
      description: 'రోజూ గంటసేపు ఆటలు, వ్యాయామం — ఎక్కువ గంటల చదువుకు విద్యార్థులను చురుగ్గా ఉంచుతాయి.',
    },
  },
  {
    icon: 'monitor-smartphone',
    title: 'Online & Offline Coaching',
    description: 'Join classes on campus or live online, with recorded lectures to revise at your own pace.',
    color: 'border-t-cyan-500',
    gradient: 'from-cyan-500 to-sky-600',
    telugu: {
      title: 'ఆన్‌లైన్, ఆఫ్‌లైన్ శిక్షణ',
      description: 'క్యాంపస్‌లో గానీ ఆన్‌లైన్‌లో గానీ లైవ్ తరగతులకు హాజరవ్వండి; రికార్డ్ చేసిన పాఠాలతో మీ వేగంలో పునశ్చరణ చేసుకోండి.',
    },
  },
  {
    icon: 'languages',
    title: 'Telugu & English Medium',
    description: 'Classes and study material in both Telugu and English, for students from every background.',
    color: 'border-t-fuchsia-500',
    gradient: 'from-fuchsia-500 to-pink-600',
    telugu: {
      title: 'తెలుగు, ఇంగ్లీష్ మాధ్యమాలు',
      description: 'అన్ని నేపథ్యాల విద్యార్థుల కోసం తరగతులు, స్టడీ మెటీరియల్ తెలుగు, ఇంగ్లీష్ రెండు మాధ్యమాల్లోనూ.',
    },
  },
];
