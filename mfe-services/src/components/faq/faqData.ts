import { serviceDefaults, type FaqCategoryDefault } from '../../content/defaults';

/** One question of the FAQ page. */
export interface FaqEntry {
  /** Category index × 100 + question index, as the spec defines it. */
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

export const faqCategories = serviceDefaults.faqPage.map((category) => category.category);

export const faqEntries = faqEntriesFrom(serviceDefaults.faqPage);

/** Live search: a case-insensitive match on the question, the answer or the category. */
export function searchFaqs(entries: FaqEntry[], query: string): FaqEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) =>
    [entry.question, entry.answer, entry.category].some((text) => text.toLowerCase().includes(needle)),
  );
}
