/**
 * Which pages each content route has and what each shows: the paths functions the routes under
 * src/pages/courses/[section]/ use in getStaticPaths (static build) and on each request (preview
 * server), through src/lib/content.ts. Also where "Open preview" lands for an entry.
 */
import { articlePath, canonicalArticlePath, relatedArticles, sectionArticles } from './current-affairs';
import type { Content } from './content';
import { forward } from './forwarding';
import { mainsAnswerPath, sectionAnswers } from './mains';
import { pageCount, pageItems } from './paging';
import { pdfCards } from './pdf-listing';
import { applyFilter, filterPath, quizFilters, quizPath, sectionQuizzes } from './quizzes';
import { examSections } from './sections';

/** An article at its slug in each of its sections (the id addresses forward there, static build only). */
export async function articlePages(content: Content) {
  const all = await content.entries('blogPost');
  return examSections.flatMap((section) => {
    const articles = sectionArticles(all, section);
    const slugs = new Set(articles.map((a) => a.data.slug));
    const relatedTo = relatedArticles(articles);
    return articles.map((article) => {
      const { data } = article;
      // A slug that happens to equal another article's id keeps the slug page.
      if (!content.live && !slugs.has(article.id)) {
        forward({
          from: articlePath(section, article.id),
          to: articlePath(section, data.slug),
          canonical: canonicalArticlePath(section, data),
          title: data.title,
        });
      }
      return content.keyed(
        { section: section.courseId, slug: data.slug },
        { section, article, related: relatedTo(article) },
        { collection: 'blogPost', id: article.id },
      );
    });
  });
}

/** Page 1 of each section's current-affairs list. */
export async function articleListFirstPages(content: Content) {
  const all = await content.entries('blogPost');
  return examSections.map((section) => {
    const articles = sectionArticles(all, section);
    return content.path(
      { section: section.courseId },
      {
        section,
        articles: pageItems(articles, 1),
        pages: pageCount(articles.length),
        sectionCount: articles.length,
        totalCount: all.length,
      },
    );
  });
}

/** Pages 2 … N of each section's current-affairs list. */
export async function articleListPages(content: Content) {
  const all = await content.entries('blogPost');
  return examSections.flatMap((section) => {
    const articles = sectionArticles(all, section);
    const pages = pageCount(articles.length);
    return Array.from({ length: pages - 1 }, (_, i) => i + 2).map((page) =>
      content.keyed(
        { section: section.courseId, page: String(page) },
        {
          section,
          articles: pageItems(articles, page),
          page,
          pages,
          sectionCount: articles.length,
          totalCount: all.length,
        },
      ),
    );
  });
}

/** A mains answer at its id in each of its sections. */
export async function mainsPages(content: Content) {
  const all = await content.entries('mainsAnswerWriting');
  return examSections.flatMap((section) =>
    sectionAnswers(all, section).map((entry) =>
      content.keyed(
        { section: section.courseId, id: entry.id },
        { section, entry },
        { collection: 'mainsAnswerWriting', id: entry.id },
      ),
    ),
  );
}

/** Page 1 of each section's mains answer list. */
export async function mainsListFirstPages(content: Content) {
  const all = await content.entries('mainsAnswerWriting');
  return examSections.map((section) =>
    content.path({ section: section.courseId }, { section, answers: sectionAnswers(all, section) }),
  );
}

/** Pages 2 … N of each section's mains answer list. */
export async function mainsListPages(content: Content) {
  const all = await content.entries('mainsAnswerWriting');
  return examSections.flatMap((section) => {
    const answers = sectionAnswers(all, section);
    return Array.from({ length: pageCount(answers.length) - 1 }, (_, i) =>
      content.path({ section: section.courseId, page: String(i + 2) }, { section, answers, page: i + 2 }),
    );
  });
}

const quizCollections = (content: Content) =>
  Promise.all([content.entries('quiz'), content.entries('currentAffairsQuiz')]);

/** A quiz at its slug in its section. */
export async function quizPages(content: Content) {
  const [upsc, groups] = await quizCollections(content);
  return examSections.flatMap((section) =>
    sectionQuizzes(section, upsc, groups).map((quiz) =>
      content.keyed(
        { section: section.courseId, slug: quiz.slug },
        { section, quiz },
        {
          collection: section.key === 'upsc' ? 'quiz' : 'currentAffairsQuiz',
          id: quiz.id,
        },
      ),
    ),
  );
}

/**
 * Every page of each section's quiz list: the default view, its page N, and each type filter with
 * its pages (`…/type/{type}/page/N/`).
 */
export async function quizListPages(content: Content) {
  const [upsc, groups] = await quizCollections(content);
  return examSections.flatMap((section) => {
    const quizzes = sectionQuizzes(section, upsc, groups);
    const filters = quizFilters(section);
    return filters.flatMap((filter) => {
      const kept = applyFilter(quizzes, filter);
      const pages = pageCount(kept.length);
      return Array.from({ length: pages }, (_, i) => {
        const page = i + 1;
        const segments = [...(filter.slug ? ['type', filter.slug] : []), ...(page > 1 ? ['page', String(page)] : [])];
        return content.path(
          { section: section.courseId, list: segments.length > 0 ? segments.join('/') : undefined },
          {
            section,
            filters: filters.map((f) => ({
              label: f.label,
              href: `${filterPath(section, f)}/`,
              current: f === filter,
            })),
            filterLabel: filter.label,
            quizzes: pageItems(kept, page),
            count: kept.length,
            listPath: filterPath(section, filter),
            page,
            pages,
          },
        );
      });
    });
  });
}

/** One page per section: its PDF list and its current-affairs feed. */
export const sectionPages = () =>
  examSections.map((section) => ({ params: { section: section.courseId }, props: { section } }));

/**
 * Where "Open preview" sends an editor for an entry: its page in its first section (the one search
 * engines are given; paths come in section order), for a PDF its section's PDF list; undefined when
 * the entry has no page (yet).
 */
export async function entryPage(content: Content, id: string): Promise<string | undefined> {
  const [articles, answers, quizzes, pdfs] = await Promise.all([
    articlePages(content),
    mainsPages(content),
    quizPages(content),
    content.entries('currentAffairsPdf'),
  ]);
  const article = articles.find((p) => p.entry?.id === id)?.props;
  if (article) return articlePath(article.section, article.article.data.slug);
  const answer = answers.find((p) => p.entry?.id === id)?.props;
  if (answer) return mainsAnswerPath(answer.section, id);
  const quiz = quizzes.find((p) => p.entry?.id === id)?.props;
  if (quiz) return quizPath(quiz.section, quiz.quiz.slug);
  const section = examSections.find((s) => pdfCards(pdfs, s.key).some((card) => card.id === id));
  return section && `${section.basePath}/current-affairs-pdfs/`;
}
