import {
  placeholderService,
  staticService,
  type PlaceholderServiceDefault,
  type StaticServiceDefault,
} from '../../content/defaults';

/** The built-in copy of a service: a full page, or a placeholder for a service whose copy is not written yet. */
export type BuiltInService =
  | { kind: 'static'; service: StaticServiceDefault }
  | { kind: 'placeholder'; service: PlaceholderServiceDefault };

export function builtInService(slug: string | undefined): BuiltInService | undefined {
  const service = staticService(slug);
  if (service) return { kind: 'static', service };
  const placeholder = placeholderService(slug);
  return placeholder ? { kind: 'placeholder', service: placeholder } : undefined;
}
