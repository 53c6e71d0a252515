/** The sources chosen for the work being configured, kept for the tab's session so a reload keeps them. */
export type ChosenSource = { fileId: string; name: string; size: number; pages?: number | null };

export const CHOSEN_SOURCES_KEY = 'prowrite.workbench.sources';

/** Reads what was stored, dropping anything malformed (a stale or hand-edited value loses nothing else). */
export function parseChosenSources(raw: string | null): ChosenSource[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    return value.flatMap((v): ChosenSource[] => {
      if (typeof v !== 'object' || v === null) return [];
      const { fileId, name, size, pages } = v as Record<string, unknown>;
      if (typeof fileId !== 'string' || !fileId || seen.has(fileId) || typeof name !== 'string') return [];
      seen.add(fileId);
      return [
        {
          fileId,
          name,
          size: typeof size === 'number' && size >= 0 ? size : 0,
          ...(typeof pages === 'number' ? { pages } : {}),
        },
      ];
    });
  } catch {
    return [];
  }
}

export function loadChosenSources(storage: Pick<Storage, 'getItem'> | undefined): ChosenSource[] {
  try {
    return parseChosenSources(storage?.getItem(CHOSEN_SOURCES_KEY) ?? null);
  } catch {
    return [];
  }
}

export function saveChosenSources(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  list: ChosenSource[],
) {
  try {
    if (list.length === 0) storage?.removeItem(CHOSEN_SOURCES_KEY);
    else storage?.setItem(CHOSEN_SOURCES_KEY, JSON.stringify(list));
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts until the page reloads.
  }
}

/** Adds or removes a file from a selection (clicking a row of the pick dialog). */
export function toggleChosen<T extends { id: string }>(chosen: T[], file: T): T[] {
  return chosen.some((f) => f.id === file.id) ? chosen.filter((f) => f.id !== file.id) : [...chosen, file];
}
