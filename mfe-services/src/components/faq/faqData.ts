import { faqCategoryOrder } from '../../content/builtInCopy';
import type { FaqCategoryDefault } from '../../content/defaults';
import type { FaqDocument } from '../../content/queries';

/** One question of the FAQ page. */
export interface FaqEntry {
  /** Category index × 100 + question index, so ids stay stable as questions are added to a category. */
  id: number;
  question: string;
  answer: string;
  category: string;
}

export function faqEntriesFrom(categories: FaqCategoryDefault[]): FaqEntry[] {
  return categories.flatMap((category, categoryIndex) =>
    category.questions.map((item, questionIndex) => ({
      id: categoryIndex * 100 + questionIndex,
      question: item.question,
      answer: item.answer,
      category: category.category,
    })),
  );
}

/** A question without a category still shows, in a group of its own at the end. */
export const UNCATEGORISED = 'General';

/**
 * The content service's questions (already active-only and ordered by `order`) grouped by category:
 * categories in the built-in order first, then any others in the order they first appear. Questions
 * keep their order inside a group. Entries without a question or answer are left out.
 */
export function faqGroupsFromDocuments(documents: FaqDocument[]): FaqCategoryDefault[] {
  const groups = new Map<string, FaqCategoryDefault>();
  for (const category of faqCategoryOrder) groups.set(category, { category, questions: [] });
  for (const document of documents) {
    const question = document.question?.trim();
    const answer = document.answer?.trim();
    if (!question || !answer) continue;
    const category = document.category?.trim() || UNCATEGORISED;
    if (!groups.has(category)) groups.set(category, { category, questions: [] });
    groups.get(category)!.questions.push({ question, answer });
  }
  return Array.from(groups.values()).filter((group) => group.questions.length > 0);
}

/**
 * What the FAQ page shows: the service's questions, or the built-in ones (`builtIn`, asked for only
 * then: in the browser a chunk of its own) when it failed or has none.
 */
export function faqPageContent(
  documents: FaqDocument[] | null | undefined,
  builtIn: () => FaqCategoryDefault[],
): { categories: string[]; entries: FaqEntry[] } {
  const groups = Array.isArray(documents) ? faqGroupsFromDocuments(documents) : [];
  const chosen = groups.length > 0 ? groups : builtIn();
  return { categories: chosen.map((group) => group.category), entries: faqEntriesFrom(chosen) };
}

/** Live search: a case-insensitive match on the question, the answer or the category. */
export function searchFaqs(entries: FaqEntry[], query: string): FaqEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) =>
    [entry.question, entry.answer, entry.category].some((text) => text.toLowerCase().includes(needle)),
  );
}
