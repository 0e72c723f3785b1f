/**
 * Which pages each content route has and what each shows: the paths functions the routes under
 * src/pages/[...lang]/courses/[section]/ use in getStaticPaths (static build) and on each request
 * (preview server), through src/lib/content/content.ts. Every route has its pages in both languages: the
 * Telugu ones (under /te/) from the entries' Telugu copies, each page told its language and its
 * address in each language it exists in (the header's switch, the hreflang links). Also where
 * "Open preview" lands for an entry.
 */
import type { CourseId } from '@/data/courses';
import { courseHref } from '@/data/navigation';
import { LANGS, langParam, localePath, type Lang } from '@/i18n';
import { articlePath, articlesPath, canonicalArticlePath, relatedArticles, sectionArticles } from './current-affairs';
import { entryId, type Content, type ContentCollection, type EntryRef, type PagePath } from './content';
import { forward } from './forwarding';
import { mainsAnswerPath, mainsListPath, reviewedAnswersPath, sectionAnswers } from './mains';
import { pageCount, pageItems, pagePath } from './paging';
import { pdfCards } from './pdf-listing';
import { reviewedAnswersOf } from './reviewed-answers';
import { applyFilter, filterPath, quizFilters, quizPath, sectionQuizzes } from './quizzes';
import { examSections, type ExamSection } from './sections';

/** A page's address in each language it exists in (English addresses without, Telugu with `/te`). */
export type Alternates = Partial<Record<Lang, string>>;

/** What every content page is told besides its own props. */
export interface Localized {
  /** The page's language. */
  lang: Lang;
  /** Its address in each language it exists in, itself included. */
  alternates: Alternates;
}

/** One page of a route in one language, before it is told its counterpart. */
interface LangPage<P> {
  /** The same for a page and its counterpart: the entry, or the list page. */
  pair: string;
  /** Its address in English form (without `/te`). */
  href: string;
  params: PagePath<P>['params'];
  props: P;
  entry?: EntryRef;
}

/** Whether a section has a list in `lang`: in English always (empty, it says so), in Telugu when it has Telugu entries. */
const hasList = (lang: Lang, entries: readonly unknown[]) => lang === 'en' || entries.length > 0;

/**
 * Of `ids` (entries on an English list), those whose entry also has a Telugu copy: the list marks
 * them. None on a Telugu list.
 */
async function withTelugu(content: Content, collections: readonly ContentCollection[], lang: Lang) {
  if (lang !== 'en') return () => [];
  const telugu = new Set(
    (await Promise.all(collections.map((c) => content.entries(c, 'te')))).flat().map((e) => entryId(e.id)),
  );
  return (ids: readonly string[]) => ids.filter((id) => telugu.has(id));
}

/**
 * A route's pages in both languages, each given its `lang` parameter and props (`Localized`).
 * `keyed`: the paths carry an incremental-build key.
 */
async function inBothLanguages<P extends object>(
  content: Content,
  pagesIn: (lang: Lang) => Promise<LangPage<P>[]>,
  keyed = false,
): Promise<PagePath<P & Localized>[]> {
  const langs = await Promise.all(LANGS.map(async (lang) => ({ lang, pages: await pagesIn(lang) })));
  const alternates = new Map<string, Alternates>();
  for (const { lang, pages } of langs)
    for (const page of pages)
      alternates.set(page.pair, { ...alternates.get(page.pair), [lang]: localePath(lang, page.href) });
  const make = keyed ? content.keyed : content.path;
  return langs.flatMap(({ lang, pages }) =>
    pages.map((page) =>
      make(
        { lang: langParam(lang), ...page.params },
        { ...page.props, lang, alternates: alternates.get(page.pair) ?? {} },
        page.entry,
      ),
    ),
  );
}

/** An article at its slug in each of its sections (the id addresses forward there, static build only). */
export const articlePages = (content: Content) =>
  inBothLanguages(
    content,
    async (lang) => {
      const all = await content.entries('blogPost', lang);
      return examSections.flatMap((section) => {
        const articles = sectionArticles(all, section);
        const slugs = new Set(articles.map((a) => a.data.slug));
        const relatedTo = relatedArticles(articles);
        return articles.map((article) => {
          const { data } = article;
          const id = entryId(article.id);
          // A slug that happens to equal another article's id keeps the slug page.
          if (!content.live && !slugs.has(id)) {
            forward({
              from: localePath(lang, articlePath(section, id)),
              to: localePath(lang, articlePath(section, data.slug)),
              canonical: localePath(lang, canonicalArticlePath(section, data)),
              title: data.title,
              lang,
            });
          }
          return {
            pair: `${section.key}/${id}`,
            href: articlePath(section, data.slug),
            params: { section: section.courseId, slug: data.slug },
            props: { section, article, related: relatedTo(article) },
            entry: { collection: 'blogPost', id: article.id },
          };
        });
      });
    },
    true,
  );

/** Pages 1 … N of each section's current-affairs list (`page` undefined: page 1, `…/current-affairs/`). */
async function articleLists(content: Content, lang: Lang) {
  const all = await content.entries('blogPost', lang);
  const inTelugu = await withTelugu(content, ['blogPost'], lang);
  return examSections.flatMap((section) => {
    const articles = sectionArticles(all, section);
    if (!hasList(lang, articles)) return [];
    const pages = pageCount(articles.length);
    return Array.from({ length: pages }, (_, i) => i + 1).map((page) => ({
      pair: pagePath(articlesPath(section), page),
      href: pagePath(articlesPath(section), page),
      params: { section: section.courseId, page: page > 1 ? String(page) : undefined },
      props: {
        section,
        articles: pageItems(articles, page),
        inTelugu: inTelugu(pageItems(articles, page).map((a) => a.id)),
        page,
        pages,
        sectionCount: articles.length,
        totalCount: all.length,
      },
    }));
  });
}

/** Page 1 of each section's current-affairs list. */
export const articleListFirstPages = (content: Content) =>
  inBothLanguages(content, async (lang) => (await articleLists(content, lang)).filter((p) => p.props.page === 1));

/** Pages 2 … N of each section's current-affairs list. */
export const articleListPages = (content: Content) =>
  inBothLanguages(content, async (lang) => (await articleLists(content, lang)).filter((p) => p.props.page > 1), true);

/** Each section's mains answers in `lang`, with the reviewed answers to each (page language first). */
async function answersWithReviews(content: Content, lang: Lang) {
  const [all, submissions] = await Promise.all([
    content.entries('mainsAnswerWriting', lang),
    content.entries('answerSubmission'),
  ]);
  return examSections.flatMap((section) =>
    sectionAnswers(all, section).map((entry) => ({
      section,
      entry,
      id: entryId(entry.id),
      reviewed: reviewedAnswersOf(submissions, entryId(entry.id), lang),
    })),
  );
}

/** A page about each mains answer (all of them, or those with reviewed answers) at `pathOf` in each language. */
const answerPages = (content: Content, pathOf: (section: ExamSection, id: string) => string, onlyReviewed = false) =>
  inBothLanguages(
    content,
    async (lang) =>
      (await answersWithReviews(content, lang))
        .filter(({ reviewed }) => !onlyReviewed || reviewed.length > 0)
        .map(({ section, entry, id, reviewed }) => ({
          pair: pathOf(section, id),
          href: pathOf(section, id),
          params: { section: section.courseId, id },
          props: { section, entry, reviewed },
          entry: { collection: 'mainsAnswerWriting' as const, id: entry.id },
        })),
    true,
  );

/** A mains answer at its id in each of its sections. */
export const mainsPages = (content: Content) => answerPages(content, mainsAnswerPath);

/**
 * The reviewed answers to a mains answer, on a page of their own beside it (`…/<id>/reviewed/`),
 * for each that has any: the question's page only links them, so it costs the same however many
 * students' answers are published.
 */
export const reviewedPages = (content: Content) => answerPages(content, reviewedAnswersPath, true);

/** Pages 1 … N of each section's mains answer list (each page is given the whole list and its number). */
async function mainsLists(content: Content, lang: Lang) {
  const all = await content.entries('mainsAnswerWriting', lang);
  const inTelugu = await withTelugu(content, ['mainsAnswerWriting'], lang);
  return examSections.flatMap((section) => {
    const answers = sectionAnswers(all, section);
    if (!hasList(lang, answers)) return [];
    return Array.from({ length: pageCount(answers.length) }, (_, i) => i + 1).map((page) => ({
      pair: pagePath(mainsListPath(section), page),
      href: pagePath(mainsListPath(section), page),
      params: { section: section.courseId, page: page > 1 ? String(page) : undefined },
      props: { section, answers, page, inTelugu: inTelugu(answers.map((a) => a.id)) },
    }));
  });
}

/** Page 1 of each section's mains answer list. */
export const mainsListFirstPages = (content: Content) =>
  inBothLanguages(content, async (lang) => (await mainsLists(content, lang)).filter((p) => p.props.page === 1));

/** Pages 2 … N of each section's mains answer list. */
export const mainsListPages = (content: Content) =>
  inBothLanguages(content, async (lang) => (await mainsLists(content, lang)).filter((p) => p.props.page > 1));

const quizCollections = (content: Content, lang: Lang) =>
  Promise.all([content.entries('quiz', lang), content.entries('currentAffairsQuiz', lang)]);

/** A quiz at its slug in its section. */
export const quizPages = (content: Content) =>
  inBothLanguages(
    content,
    async (lang) => {
      const [upsc, groups] = await quizCollections(content, lang);
      return examSections.flatMap((section) =>
        sectionQuizzes(section, upsc, groups).map((quiz) => ({
          pair: `${section.key}/${entryId(quiz.id)}`,
          href: quizPath(section, quiz.slug),
          params: { section: section.courseId, slug: quiz.slug },
          props: { section, quiz },
          entry: {
            collection: section.key === 'upsc' ? ('quiz' as const) : ('currentAffairsQuiz' as const),
            id: quiz.id,
          },
        })),
      );
    },
    true,
  );

/**
 * Every page of each section's quiz list: the default view, its page N, and each type filter with
 * its pages (`…/type/{type}/page/N/`).
 */
export const quizListPages = (content: Content) =>
  inBothLanguages(content, async (lang) => {
    const [upsc, groups] = await quizCollections(content, lang);
    const inTelugu = await withTelugu(content, ['quiz', 'currentAffairsQuiz'], lang);
    return examSections.flatMap((section) => {
      const quizzes = sectionQuizzes(section, upsc, groups);
      if (!hasList(lang, quizzes)) return [];
      const filters = quizFilters(section);
      return filters.flatMap((filter) => {
        const kept = applyFilter(quizzes, filter);
        const pages = pageCount(kept.length);
        return Array.from({ length: pages }, (_, i) => {
          const page = i + 1;
          const segments = [...(filter.slug ? ['type', filter.slug] : []), ...(page > 1 ? ['page', String(page)] : [])];
          const href = pagePath(filterPath(section, filter), page);
          return {
            pair: href,
            href,
            params: { section: section.courseId, list: segments.length > 0 ? segments.join('/') : undefined },
            props: {
              section,
              filters: filters.map((f) => ({
                label: f.label,
                href: localePath(lang, `${filterPath(section, f)}/`),
                current: f === filter,
              })),
              filterLabel: filter.label,
              quizzes: pageItems(kept, page),
              inTelugu: inTelugu(pageItems(kept, page).map((q) => q.id)),
              count: kept.length,
              listPath: localePath(lang, filterPath(section, filter)),
              page,
              pages,
            },
          };
        });
      });
    });
  });

/** A page in both languages whatever the content (search, offline, a course's page): its path in each. */
export const languagePages = (href: string) =>
  LANGS.map((lang) => ({
    params: { lang: langParam(lang) },
    props: {
      lang,
      alternates: Object.fromEntries(LANGS.map((l) => [l, localePath(l, href)])) as Alternates,
    },
  }));

/** A course's page, in both languages. */
export const coursePages = (id: CourseId) => languagePages(`${courseHref(id)}/`);

/** The home page in both languages; the Telugu one links each section's Telugu lists. */
export async function homePages(content: Content) {
  const lists = await teluguLists(content);
  return languagePages('/').map((page) => ({
    ...page,
    props: { ...page.props, teluguLists: page.props.lang === 'te' ? lists : [] },
  }));
}

/** Each section's PDF listing in each language (in Telugu, a section with Telugu PDFs). */
export const pdfListPages = (content: Content) =>
  inBothLanguages(content, async (lang) => {
    const pdfs = await content.entries('currentAffairsPdf', lang);
    return examSections
      .filter((section) => hasList(lang, pdfCards(pdfs, section.key)))
      .map((section) => ({
        pair: section.key,
        href: `${section.basePath}/current-affairs-pdfs/`,
        params: { section: section.courseId },
        props: { section },
      }));
  });

/** Each section's current-affairs feed in each language (in Telugu, a section with Telugu articles). */
export const feedPages = async (content: Content) =>
  (await articleListFirstPages(content)).map(({ params, props: { section, lang, alternates } }) => ({
    params,
    props: { section, lang, alternates },
  }));

/** The address of each section's Telugu lists, where it has them (the Telugu home links them). */
export async function teluguLists(content: Content) {
  const lists = await Promise.all([
    articleListFirstPages(content),
    mainsListFirstPages(content),
    quizListPages(content),
    pdfListPages(content),
  ]);
  const teluguHref = (paths: readonly PagePath<Localized & { section: ExamSection }>[], section: ExamSection) =>
    paths.find((p) => p.props.lang === 'te' && p.props.section === section && !p.params.list)?.props.alternates.te;
  return examSections.map((section) => {
    const [currentAffairs, mains, quizzes, pdfs] = lists.map((paths) => teluguHref(paths, section));
    return { section, currentAffairs, mains, quizzes, pdfs };
  });
}

/**
 * Where "Open preview" sends an editor for an entry: its page in its first section (the one search
 * engines are given; paths come in section order), for a PDF its section's PDF list, for a
 * student's answer its place among the question's reviewed answers once it has a review (else the
 * question's page); undefined
 * when the entry has no page (yet).
 */
export async function entryPage(content: Content, id: string): Promise<string | undefined> {
  const [articles, answers, quizzes, pdfs, submissions] = await Promise.all([
    articlePages(content),
    mainsPages(content),
    quizPages(content),
    content.entries('currentAffairsPdf'),
    content.entries('answerSubmission'),
  ]);
  const submission = submissions.find((e) => e.id === id)?.data;
  if (submission) {
    const question = answers.find((p) => p.entry?.id === submission.question)?.props;
    if (!question) return undefined;
    return submission.review
      ? `${reviewedAnswersPath(question.section, submission.question)}#reviewed-${submission.submissionId}`
      : mainsAnswerPath(question.section, submission.question);
  }
  const article = articles.find((p) => p.entry?.id === id)?.props;
  if (article) return articlePath(article.section, article.article.data.slug);
  const answer = answers.find((p) => p.entry?.id === id)?.props;
  if (answer) return mainsAnswerPath(answer.section, id);
  const quiz = quizzes.find((p) => p.entry?.id === id)?.props;
  if (quiz) return quizPath(quiz.section, quiz.quiz.slug);
  const section = examSections.find((s) => pdfCards(pdfs, s.key).some((card) => card.id === id));
  return section && `${section.basePath}/current-affairs-pdfs/`;
}
