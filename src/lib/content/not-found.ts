/**
 * Which not-found message an unknown address gets (spec document 2 §2, §9): an article address of a
 * section says the article is gone and links back to that section's current-affairs list; a mains
 * answer address says 'Post not found.' and links back to the answers; a quiz address (deleted,
 * renamed, mistyped: the links shared most) says 'Quiz not found.' and links back to the quizzes.
 * The 404 page decides from the path alone, so a static host needs no extra request; any other
 * path keeps the generic page. Each language's lists get that language's texts.
 */

/** A list whose items' addresses (`{list}{key}/`) get their own message. */
export interface MissingRule {
  /** The list's address with a trailing slash, e.g. `/courses/upsc/current-affairs/`. */
  list: string;
  message: string;
  /** The back link's text; it goes to `list`. */
  backLabel: string;
}

/** The rules' texts in a language (its dictionary's `content`). */
export interface MissingText {
  articleMissing: string;
  postMissing: string;
  quizMissing: string;
  backToCurrentAffairs: string;
  backToAllQuestions: string;
  backToQuizzes: string;
}

/**
 * The rules for the sections' lists (paths without a trailing slash). Built into the 404 page, so
 * its script carries no route code (this module imports nothing).
 */
export const missingRules = (
  lists: readonly { articles: string; mains: string; quizzes: string }[],
  text: MissingText,
): MissingRule[] =>
  lists.flatMap(({ articles, mains, quizzes }) => [
    { list: `${articles}/`, message: text.articleMissing, backLabel: text.backToCurrentAffairs },
    { list: `${mains}/`, message: text.postMissing, backLabel: text.backToAllQuestions },
    { list: `${quizzes}/`, message: text.quizMissing, backLabel: text.backToQuizzes },
  ]);

/** The rule for an address one step below a list (`{list}{key}` or `{list}{key}/`), else null. */
export const matchMissing = <T extends { list: string }>(pathname: string, rules: readonly T[]): T | null =>
  rules.find((r) => pathname.startsWith(r.list) && /^[^/]+\/?$/.test(pathname.slice(r.list.length))) ?? null;
