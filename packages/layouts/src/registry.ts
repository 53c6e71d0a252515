import { generalLayouts } from './general';
import { medicalLayouts } from './medical';
import type { LayoutDeclaration } from './model';
import { validateDeclaration } from './validate/validate-declaration';

/** Every layout by id. A new layout is one declaration file added to its family's list. */
export const layoutRegistry = new Map<string, LayoutDeclaration>();

/** Adds a layout; a duplicate id or an unsound declaration is refused with the reasons. */
export function registerLayout(layout: LayoutDeclaration): void {
  if (layoutRegistry.has(layout.id)) throw new Error(`Layout "${layout.id}" is already registered`);
  const errors = validateDeclaration(layout);
  if (errors.length > 0) throw new Error(`Layout "${layout.id}" is invalid:\n${errors.join('\n')}`);
  layoutRegistry.set(layout.id, layout);
}

export function getLayout(id: string): LayoutDeclaration | undefined {
  return layoutRegistry.get(id);
}

export function listLayouts(): LayoutDeclaration[] {
  return [...layoutRegistry.values()];
}

for (const layout of [...generalLayouts, ...medicalLayouts]) registerLayout(layout);
