import type { ServiceCopy } from '../../content/builtInCopy';
import type { PlaceholderServiceDefault, StaticServiceDefault } from '../../content/defaults';

/** The built-in copy of a service: a full page, or a placeholder for a service whose copy is not written yet. */
export type BuiltInService =
  | { kind: 'static'; service: StaticServiceDefault }
  | { kind: 'placeholder'; service: PlaceholderServiceDefault };

/** The page a service's built-in copy makes (`loadServiceCopy`), if it has any. */
export function builtInService(copy: ServiceCopy): BuiltInService | undefined {
  if (copy.static) return { kind: 'static', service: copy.static };
  return copy.placeholder ? { kind: 'placeholder', service: copy.placeholder } : undefined;
}
