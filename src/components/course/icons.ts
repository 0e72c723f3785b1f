/** The lucide icon drawn for each feature icon name (build time only: the SVG is inlined, no JS). */
import Atom from '@lucide/astro/icons/atom';
import Award from '@lucide/astro/icons/award';
import BadgeCheck from '@lucide/astro/icons/badge-check';
import BookOpen from '@lucide/astro/icons/book-open';
import Brain from '@lucide/astro/icons/brain';
import Briefcase from '@lucide/astro/icons/briefcase';
import Calculator from '@lucide/astro/icons/calculator';
import CalendarCheck from '@lucide/astro/icons/calendar-check';
import ChartLine from '@lucide/astro/icons/chart-line';
import ClipboardCheck from '@lucide/astro/icons/clipboard-check';
import Clock from '@lucide/astro/icons/clock';
import Compass from '@lucide/astro/icons/compass';
import Dna from '@lucide/astro/icons/dna';
import FileText from '@lucide/astro/icons/file-text';
import FlaskConical from '@lucide/astro/icons/flask-conical';
import Gavel from '@lucide/astro/icons/gavel';
import Globe from '@lucide/astro/icons/globe';
import GraduationCap from '@lucide/astro/icons/graduation-cap';
import Headset from '@lucide/astro/icons/headset';
import Landmark from '@lucide/astro/icons/landmark';
import Languages from '@lucide/astro/icons/languages';
import Layers from '@lucide/astro/icons/layers';
import Library from '@lucide/astro/icons/library';
import Lightbulb from '@lucide/astro/icons/lightbulb';
import ListChecks from '@lucide/astro/icons/list-checks';
import Medal from '@lucide/astro/icons/medal';
import MessagesSquare from '@lucide/astro/icons/messages-square';
import Microscope from '@lucide/astro/icons/microscope';
import MonitorPlay from '@lucide/astro/icons/monitor-play';
import Newspaper from '@lucide/astro/icons/newspaper';
import PenLine from '@lucide/astro/icons/pen-line';
import Scale from '@lucide/astro/icons/scale';
import School from '@lucide/astro/icons/school';
import ShieldCheck from '@lucide/astro/icons/shield-check';
import Stethoscope from '@lucide/astro/icons/stethoscope';
import Target from '@lucide/astro/icons/target';
import Timer from '@lucide/astro/icons/timer';
import TrendingUp from '@lucide/astro/icons/trending-up';
import Trophy from '@lucide/astro/icons/trophy';
import UserCheck from '@lucide/astro/icons/user-check';
import Users from '@lucide/astro/icons/users';
import type { FeatureIcon } from '@/data/courses/types';

export const featureIcons = {
  atom: Atom,
  award: Award,
  'badge-check': BadgeCheck,
  'book-open': BookOpen,
  brain: Brain,
  briefcase: Briefcase,
  calculator: Calculator,
  'calendar-check': CalendarCheck,
  'chart-line': ChartLine,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  compass: Compass,
  dna: Dna,
  'file-text': FileText,
  'flask-conical': FlaskConical,
  gavel: Gavel,
  globe: Globe,
  'graduation-cap': GraduationCap,
  headset: Headset,
  landmark: Landmark,
  languages: Languages,
  layers: Layers,
  library: Library,
  lightbulb: Lightbulb,
  'list-checks': ListChecks,
  medal: Medal,
  'messages-square': MessagesSquare,
  microscope: Microscope,
  'monitor-play': MonitorPlay,
  newspaper: Newspaper,
  'pen-line': PenLine,
  scale: Scale,
  school: School,
  'shield-check': ShieldCheck,
  stethoscope: Stethoscope,
  target: Target,
  timer: Timer,
  'trending-up': TrendingUp,
  trophy: Trophy,
  'user-check': UserCheck,
  users: Users,
} satisfies Record<FeatureIcon, unknown>;
