import { useEffect, type RefObject } from 'react';

/**
 * What a visitor changed in a form before it hydrated: text typed into a search field, an option
 * picked. React hydrates a field with the value it renders (the server's) and leaves what the field
 * shows alone, and no change event reached React then, so the text stays on screen without taking
 * effect (the results do not follow, the URL keeps the old value) until the next render wipes it.
 *
 * Once, as the form hydrates, the fields named in `rendered` that show something other than what
 * was rendered are handed to `apply` together (by name: one update, as two router updates in a row
 * would each start from the same URL), as the visitor's changes would be once hydrated. In a passive
 * effect, not a layout one: React Router ignores a navigation from a child's layout effect, which
 * runs before the router's own components are ready for it.
 */
export function useChangesBeforeHydration<Name extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  rendered: Readonly<Record<Name, string>>,
  apply: (changes: Partial<Record<Name, string>>) => void,
) {
  // Only the first render's values count: the server's, which hydration left on the fields.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const changes: Partial<Record<Name, string>> = {};
    let changed = false;
    for (const name of Object.keys(rendered) as Name[]) {
      const field = form.elements.namedItem(name);
      const shown = field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value : undefined;
      if (shown === undefined || shown === rendered[name]) continue;
      changes[name] = shown;
      changed = true;
    }
    if (changed) apply(changes);
  }, []);
}
